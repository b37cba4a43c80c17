import SwiftUI

@Observable final class PlayerSettings {
    var volume = 0.8
    var isMuted = false
    var playbackRate = 1.0
}

struct PlayerControls: View {
    @Environment(PlayerSettings.self) var settings

    var body: some View {
        @Bindable var settings = settings
        VStack {
            Slider(value: $settings.volume, in: 0...1)
                .disabled(settings.isMuted)
            Toggle("Mute", isOn: $settings.isMuted)
        }
        .padding()
    }
}

struct RatePicker: View {
    @Environment(PlayerSettings.self) private var settings
    @State private var isShowingRates = false

    var body: some View {
        @Bindable var settings = settings
        let rates = [0.5, 1.0, 1.5, 2.0]
        Button("Speed \(settings.playbackRate)×") {
            isShowingRates = true
        }
        .sheet(isPresented: $isShowingRates) {
            Picker("Speed", selection: $settings.playbackRate) {
                ForEach(rates, id: \.self) { rate in
                    Text("\(rate)×").tag(rate)
                }
            }
            .pickerStyle(.inline)
        }
    }
}

struct MuteBadge: View {
    @Environment(PlayerSettings.self) var settings

    var body: some View {
        Image(systemName: settings.isMuted ? "speaker.slash" : "speaker.wave.2")
    }
}

struct PlayerScreen: View {
    @State private var settings = PlayerSettings()

    var body: some View {
        VStack {
            MuteBadge()
            PlayerControls()
            RatePicker()
        }
        .environment(settings)
    }
}

import SwiftUI

final class PlayerSettings: ObservableObject {
    @Published var volume = 0.8
    @Published var isMuted = false
    @Published var playbackRate = 1.0
}

struct PlayerControls: View {
    @EnvironmentObject var settings: PlayerSettings

    var body: some View {
        VStack {
            Slider(value: $settings.volume, in: 0...1)
                .disabled(settings.isMuted)
            Toggle("Mute", isOn: $settings.isMuted)
        }
        .padding()
    }
}

struct RatePicker: View {
    @EnvironmentObject private var settings: PlayerSettings
    @State private var isShowingRates = false

    var body: some View {
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
    @EnvironmentObject var settings: PlayerSettings

    var body: some View {
        Image(systemName: settings.isMuted ? "speaker.slash" : "speaker.wave.2")
    }
}

struct PlayerScreen: View {
    @StateObject private var settings = PlayerSettings()

    var body: some View {
        VStack {
            MuteBadge()
            PlayerControls()
            RatePicker()
        }
        .environmentObject(settings)
    }
}

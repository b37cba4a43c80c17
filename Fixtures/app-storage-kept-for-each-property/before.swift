import SwiftUI

/// Two properties keep the class: the report names both, each with its fix.
final class ReaderSettings: ObservableObject {
    @AppStorage("reader.font") var font = "Serif"
    @AppStorage("reader.lastBook") var lastBook: URL?
    @AppStorage("reader.nightMode") var nightMode = false
}

struct ReaderSettingsView: View {
    @ObservedObject var settings: ReaderSettings

    var body: some View {
        Form {
            TextField("Font", text: settings.$font)
            Toggle("Night mode", isOn: $settings.nightMode)
        }
    }
}

struct ReaderRoot: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        ReaderSettingsView(settings: settings)
    }
}

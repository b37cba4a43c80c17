import SwiftUI

@Observable final class ReaderSettings {
    var theme: ReaderTheme {
        get {
            access(keyPath: \.theme)
            return (UserDefaults.standard.object(forKey: "reader.theme") as? ReaderTheme.RawValue).flatMap(ReaderTheme.init(rawValue:)) ?? ReaderTheme.sepia
        }
        set {
            withMutation(keyPath: \.theme) {
                UserDefaults.standard.set(newValue.rawValue, forKey: "reader.theme")
            }
        }
    }
    var fontScale = 1.0
}

struct ReaderView: View {
    @Environment(ReaderSettings.self) var settings

    var body: some View {
        Text("Chapter 1")
            .font(.system(size: 17 * settings.fontScale))
            .foregroundStyle(settings.theme == .night ? .white : .black)
    }
}

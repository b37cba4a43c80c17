import SwiftUI

@Observable final class DisplaySettings {
    var scheme: String {
        get {
            access(keyPath: \.scheme)
            return UserDefaults.standard.object(forKey: "om.check.scheme") as? String ?? "light"
        }
        set {
            withMutation(keyPath: \.scheme) {
                UserDefaults.standard.set(newValue, forKey: "om.check.scheme")
            }
        }
    }
    var fontSize: Int {
        get {
            access(keyPath: \.fontSize)
            return UserDefaults.standard.object(forKey: "om.check.fontSize") as? Int ?? 12
        }
        set {
            withMutation(keyPath: \.fontSize) {
                UserDefaults.standard.set(newValue, forKey: "om.check.fontSize")
            }
        }
    }
    var note: String? {
        get {
            access(keyPath: \.note)
            return UserDefaults.standard.object(forKey: "om.check.note") as? String
        }
        set {
            withMutation(keyPath: \.note) {
                UserDefaults.standard.set(newValue, forKey: "om.check.note")
            }
        }
    }
    var isPreviewing = false
}

struct DisplaySettingsView: View {
    @Bindable var settings: DisplaySettings

    var body: some View {
        TextField("Scheme", text: $settings.scheme)
    }
}

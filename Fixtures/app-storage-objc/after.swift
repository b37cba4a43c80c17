import Foundation
import SwiftUI

/// `@objc` exposes the properties to Objective-C; the computed properties
/// keep it, so the class migrates.
@Observable final class ExportOptions: NSObject {
    @objc var includesImages: Bool {
        get {
            access(keyPath: \.includesImages)
            return UserDefaults.standard.object(forKey: "export.includesImages") as? Bool ?? true
        }
        set {
            withMutation(keyPath: \.includesImages) {
                UserDefaults.standard.set(newValue, forKey: "export.includesImages")
            }
        }
    }
    @objc var quality: Double {
        get {
            access(keyPath: \.quality)
            return UserDefaults.standard.object(forKey: "export.quality") as? Double ?? 0.8
        }
        set {
            withMutation(keyPath: \.quality) {
                UserDefaults.standard.set(newValue, forKey: "export.quality")
            }
        }
    }
    var showsSummary: Bool {
        get {
            access(keyPath: \.showsSummary)
            return UserDefaults.standard.object(forKey: "export.showsSummary") as? Bool ?? false
        }
        set {
            withMutation(keyPath: \.showsSummary) {
                UserDefaults.standard.set(newValue, forKey: "export.showsSummary")
            }
        }
    }
}

struct ExportOptionsView: View {
    @Bindable var options: ExportOptions

    var body: some View {
        Form {
            Toggle("Images", isOn: $options.includesImages)
            Slider(value: $options.quality)
            Toggle("Summary", isOn: $options.showsSummary)
        }
    }
}

struct ExportRoot: View {
    @State private var options = ExportOptions()

    var body: some View {
        ExportOptionsView(options: options)
    }
}

import Foundation
import SwiftUI

/// `@objc` exposes the properties to Objective-C; the computed properties
/// keep it, so the class migrates.
final class ExportOptions: NSObject, ObservableObject {
    @objc @AppStorage("export.includesImages") var includesImages = true
    @objc @AppStorage("export.quality") var quality = 0.8
    @AppStorage("export.showsSummary") var showsSummary = false
}

struct ExportOptionsView: View {
    @ObservedObject var options: ExportOptions

    var body: some View {
        Form {
            Toggle("Images", isOn: $options.includesImages)
            Slider(value: $options.quality)
            Toggle("Summary", isOn: $options.showsSummary)
        }
    }
}

struct ExportRoot: View {
    @StateObject private var options = ExportOptions()

    var body: some View {
        ExportOptionsView(options: options)
    }
}

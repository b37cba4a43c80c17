import SwiftUI

final class AppearanceSettings: ObservableObject {
    static let shared = AppearanceSettings()

    @Published var fontScale = 1.0
}

final class ExportModel: ObservableObject {
    @Published var isExporting = false

    /// Has no effect outside a view; kept here by mistake.
    @ObservedObject private var appearance: AppearanceSettings = .shared

    func export() -> Double {
        isExporting = true
        return appearance.fontScale
    }
}

import SwiftUI

@Observable final class AppearanceSettings {
    static let shared = AppearanceSettings()

    var fontScale = 1.0
}

@Observable final class ExportModel {
    var isExporting = false

    /// Has no effect outside a view; kept here by mistake.
    @ObservationIgnored private var appearance: AppearanceSettings = .shared

    func export() -> Double {
        isExporting = true
        return appearance.fontScale
    }
}

import Foundation
import Observation

/// A download the user started from the catalog.
@Observable final class DownloadTask: Identifiable {
    let id = UUID()
    let url: URL
    var progress = 0.0
    var isPaused = false

    init(url: URL) {
        self.url = url
    }

    var fileName: String {
        url.lastPathComponent
    }

    var isFinished: Bool {
        progress >= 1
    }

    func togglePause() {
        isPaused.toggle()
    }
}

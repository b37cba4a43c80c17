import Foundation

/// A download the user started from the catalog.
final class DownloadTask: ObservableObject, Identifiable {
    let id = UUID()
    let url: URL
    @Published var progress = 0.0
    @Published var isPaused = false

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

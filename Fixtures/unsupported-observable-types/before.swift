import Combine
import Foundation

/// An actor cannot be @Observable.
actor DownloadQueue: ObservableObject {
    nonisolated let objectWillChange = ObservableObjectPublisher()
    private var pending: [URL] = []
}

final class Uploads: ObservableObject {
    @Published var count = 0
}

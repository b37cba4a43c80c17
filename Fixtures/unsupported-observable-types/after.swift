import Combine
import Foundation
import Observation

/// An actor cannot be @Observable.
actor DownloadQueue: ObservableObject {
    nonisolated let objectWillChange = ObservableObjectPublisher()
    private var pending: [URL] = []
}

@Observable final class Uploads {
    var count = 0
}

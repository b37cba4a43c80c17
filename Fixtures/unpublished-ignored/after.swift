import Foundation
import Observation

protocol UploadQueueDelegate: AnyObject {
    func uploadQueueDidFinish(_ queue: UploadQueue)
}

@Observable final class UploadQueue {
    static let shared = UploadQueue(maxConcurrent: 2)

    var pending: [URL] = []
    var isPaused = false

    /// How often the current upload has been retried.
    @ObservationIgnored var retryCount = 0
    @ObservationIgnored private var lastError: Error?
    @ObservationIgnored private(set) var uploadedBytes: Int64 = 0
    @ObservationIgnored weak var delegate: UploadQueueDelegate?
    @ObservationIgnored var progress = 0.0 {
        didSet {
            if progress >= 1 {
                delegate?.uploadQueueDidFinish(self)
            }
        }
    }
    @ObservationIgnored lazy var byteFormatter = ByteCountFormatter()
    let maxConcurrent: Int

    init(maxConcurrent: Int) {
        self.maxConcurrent = maxConcurrent
    }

    var summary: String {
        "\(pending.count) pending, \(byteFormatter.string(fromByteCount: uploadedBytes)) sent"
    }

    func fail(with error: Error) {
        lastError = error
        retryCount += 1
    }
}

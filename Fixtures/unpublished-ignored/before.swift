import Foundation
import Combine

protocol UploadQueueDelegate: AnyObject {
    func uploadQueueDidFinish(_ queue: UploadQueue)
}

final class UploadQueue: ObservableObject {
    static let shared = UploadQueue(maxConcurrent: 2)

    @Published var pending: [URL] = []
    @Published var isPaused = false

    /// How often the current upload has been retried.
    var retryCount = 0
    private var lastError: Error?
    private(set) var uploadedBytes: Int64 = 0
    weak var delegate: UploadQueueDelegate?
    var progress = 0.0 {
        didSet {
            if progress >= 1 {
                delegate?.uploadQueueDidFinish(self)
            }
        }
    }
    lazy var byteFormatter = ByteCountFormatter()
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

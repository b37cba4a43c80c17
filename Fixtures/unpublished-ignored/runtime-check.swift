// Runtime check of the migrated UploadQueue (migrated with --ignore-unpublished).
final class RecordingDelegate: UploadQueueDelegate {
    var finished = 0
    func uploadQueueDidFinish(_ queue: UploadQueue) { finished += 1 }
}

let queue = UploadQueue(maxConcurrent: 2)
expectTracked("UploadQueue.pending", read: { _ = queue.pending }, write: { queue.pending.append(URL(fileURLWithPath: "/tmp/a.jpg")) })
expectTracked("UploadQueue.isPaused", read: { _ = queue.isPaused }, write: { queue.isPaused = true })

expectIgnored("UploadQueue.retryCount", read: { _ = queue.retryCount }, write: { queue.retryCount = 3 })
expectIgnored("UploadQueue.retryCount via fail(with:)", read: { _ = queue.retryCount }, write: { queue.fail(with: CocoaError(.fileNoSuchFile)) })
let delegate = RecordingDelegate()
expectIgnored("UploadQueue.delegate", read: { _ = queue.delegate }, write: { queue.delegate = delegate })
expectIgnored("UploadQueue.progress", read: { _ = queue.progress }, write: { queue.progress = 0.5 })
expectIgnored("UploadQueue.byteFormatter (lazy)", read: { _ = queue.byteFormatter }, write: { queue.byteFormatter = ByteCountFormatter() })
// lastError (private): skipped, not readable from outside; fail(with:) sets it but nothing exposes it.
// uploadedBytes (private(set)): skipped, no method of the model changes it.

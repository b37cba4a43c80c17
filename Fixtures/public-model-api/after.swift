import SwiftUI

/// A library's model: code in other projects may observe it as an
/// ObservableObject or read its `$progress` publisher.
@Observable public final class Downloader {
    public private(set) var progress = 0.0

    public init() {}
}

/// Internal to its module: only this project uses it.
@Observable final class Queue {
    var pending = 0
}

public struct DownloadView: View {
    var downloader: Downloader
    @State private var queue = Queue()

    public init(downloader: Downloader) {
        self.downloader = downloader
    }

    public var body: some View {
        Text("\(downloader.progress) \(queue.pending)")
    }
}

import SwiftUI

/// A library's model: code in other projects may observe it as an
/// ObservableObject or read its `$progress` publisher.
public final class Downloader: ObservableObject {
    @Published public private(set) var progress = 0.0

    public init() {}
}

/// Internal to its module: only this project uses it.
final class Queue: ObservableObject {
    @Published var pending = 0
}

public struct DownloadView: View {
    @ObservedObject var downloader: Downloader
    @StateObject private var queue = Queue()

    public init(downloader: Downloader) {
        self.downloader = downloader
    }

    public var body: some View {
        Text("\(downloader.progress) \(queue.pending)")
    }
}

import Combine
import SwiftUI

@Observable final class Download {
    var progress = 0.0 {
        willSet { progressPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var progressPublisher = CurrentValueSubject<Double, Never>(_progress)
}

struct DownloadView: View {
    var download: Download
    var body: some View { Text("\(download.progress)") }
}

/// `download` and `again` are what `start()` and `restart()` are declared
/// to give, awaited or tried.
final class Downloader {
    private var subscriptions = Set<AnyCancellable>()

    func start() async -> Download {
        Download()
    }

    func restart() async throws -> Download {
        Download()
    }

    func watch() async throws {
        let download = await start()
        download.progressPublisher.sink { print("progress \($0)") }.store(in: &subscriptions)
        let again = try await restart()
        again.progressPublisher.sink { print("again \($0)") }.store(in: &subscriptions)
    }
}

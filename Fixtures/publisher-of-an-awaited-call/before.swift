import Combine
import SwiftUI

final class Download: ObservableObject {
    @Published var progress = 0.0
}

struct DownloadView: View {
    @ObservedObject var download: Download
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
        download.$progress.sink { print("progress \($0)") }.store(in: &subscriptions)
        let again = try await restart()
        again.$progress.sink { print("again \($0)") }.store(in: &subscriptions)
    }
}

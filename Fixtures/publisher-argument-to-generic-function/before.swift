import Combine
import SwiftUI

/// A protocol of the project requires the publisher itself: `Download` stays.
protocol ProgressReporting {
    var progressPublisher: Published<Double>.Publisher { get }
}

final class Download: ObservableObject, ProgressReporting {
    @Published var progress = 0.0
    var progressPublisher: Published<Double>.Publisher { $progress }
}

struct DownloadView: View {
    @ObservedObject var download: Download

    var body: some View {
        Text("\(download.progress)")
    }
}

/// Generic over `Publisher`: it takes a bridge subject as well, so the
/// `$sentBytes` handed to it holds no class back.
func firstValue<P: Publisher>(of publisher: P, where predicate: @escaping (P.Output) -> Bool) -> AnyCancellable where P.Failure == Never {
    publisher.first(where: predicate).sink { print("reached \($0)") }
}

final class Upload: ObservableObject {
    @Published var sentBytes = 0
}

struct UploadView: View {
    @StateObject private var upload = Upload()
    @State private var watch: AnyCancellable?

    var body: some View {
        Text("\(upload.sentBytes) bytes")
            .onAppear {
                watch = firstValue(of: upload.$sentBytes) { $0 > 100 }
            }
    }
}

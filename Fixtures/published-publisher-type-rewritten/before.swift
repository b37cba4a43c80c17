import Combine
import Foundation

/// A class that exposes its own publisher through a typed property: the type
/// becomes `CurrentValueSubject<T, Never>` with the class.
final class Downloader: ObservableObject {
    @Published var progress = 0.0

    var progressPublisher: Published<Double>.Publisher {
        $progress
    }
}

import Combine
import Foundation
import Observation

/// A class that exposes its own publisher through a typed property: the type
/// becomes `CurrentValueSubject<T, Never>` with the class.
@Observable final class Downloader {
    var progress = 0.0 {
        willSet { progressSubject.send(newValue) }
    }
    @ObservationIgnored private lazy var progressSubject = CurrentValueSubject<Double, Never>(_progress)

    var progressPublisher: CurrentValueSubject<Double, Never> {
        progressSubject
    }
}

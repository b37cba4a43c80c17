import Foundation
import Combine
import Observation

@Observable final class ImageDocument: Document {
    var zoom = 1.0 {
        willSet { zoomPublisher.send(newValue) }
    }
    @ObservationIgnored private lazy var zoomPublisher = CurrentValueSubject<Double, Never>(_zoom)
    private(set) var zoomLabel = "100%"
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    override init(title: String) {
        super.init(title: title)
        zoomPublisher
            .map { "\(Int($0 * 100))%" }
            .sink { [weak self] in self?.zoomLabel = $0 }
            .store(in: &cancellables)
    }
}

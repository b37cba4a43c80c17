import Observation
import Foundation

/// A notification token the class only keeps and, in `deinit`, hands back:
/// not UI state.
@Observable final class CountObserver {
    private(set) var count = 0
    @ObservationIgnored private var observer: NSObjectProtocol?

    init(center: NotificationCenter) {
        observer = center.addObserver(forName: Notification.Name("changed"), object: nil, queue: nil) { [weak self] _ in
            self?.count += 1
        }
    }

    deinit {
        if let observer {
            NotificationCenter.default.removeObserver(observer)
        }
    }
}

import Combine
import CoreData
import SwiftUI

final class DownloadEntity: NSManagedObject {
    @NSManaged var receivedBytes: Int64
}

/// Mirrors the progress of a Core Data entity; the entity's own
/// `objectWillChange` (an NSManagedObject, not a model of this app) is used.
@Observable final class DownloadProgress {
    private(set) var receivedBytes: Int64 = 0
    @ObservationIgnored private var observer: AnyCancellable?

    func track(_ entity: DownloadEntity) {
        observer = entity.objectWillChange.sink { [weak self] in
            self?.receivedBytes = entity.receivedBytes
        }
    }
}

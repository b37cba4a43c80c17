import Combine
import Foundation
import Observation

/// A public model whose publisher other files and types read.
@Observable public final class EntryStore {
    public var entries: [String] = [] {
        willSet { entriesPublisher.send(newValue) }
    }
    @ObservationIgnored public private(set) lazy var entriesPublisher = CurrentValueSubject<[String], Never>(_entries)
    public private(set) var isSyncing = false {
        willSet { isSyncingPublisher.send(newValue) }
    }
    @ObservationIgnored public private(set) lazy var isSyncingPublisher = CurrentValueSubject<Bool, Never>(_isSyncing)

    public init() {}

    public func add(_ entry: String) {
        isSyncing = true
        entries.append(entry)
        isSyncing = false
    }
}

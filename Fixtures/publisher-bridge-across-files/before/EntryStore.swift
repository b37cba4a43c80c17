import Combine
import Foundation

/// A public model whose publisher other files and types read.
public final class EntryStore: ObservableObject {
    @Published public var entries: [String] = []
    @Published public private(set) var isSyncing = false

    public init() {}

    public func add(_ entry: String) {
        isSyncing = true
        entries.append(entry)
        isSyncing = false
    }
}

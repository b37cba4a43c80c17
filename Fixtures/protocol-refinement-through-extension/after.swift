import SwiftUI

/// Refines ObservableObject through another protocol; classes conform to it
/// in their declaration or in an extension. All of them migrate, so the
/// protocol refines AnyObject, Observable instead.
protocol SearchHost: AnyObject, Observable {
    var query: String { get set }
}

protocol ScopedSearchHost: SearchHost {
    var scope: Int { get }
}

@Observable final class ConsoleSearch {
    var query = ""
    var scope = 0
}

extension ConsoleSearch: ScopedSearchHost {}

@Observable final class LogSearch: ScopedSearchHost {
    var query = ""
    var scope: Int { 1 }
}

@Observable final class Unrelated {
    var count = 0
}

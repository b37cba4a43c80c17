import Combine
import SwiftUI

/// Refines ObservableObject through another protocol; classes conform to it
/// in their declaration or in an extension. All of them migrate, so the
/// protocol refines AnyObject, Observable instead.
protocol SearchHost: ObservableObject {
    var query: String { get set }
}

protocol ScopedSearchHost: SearchHost {
    var scope: Int { get }
}

final class ConsoleSearch: ObservableObject {
    @Published var query = ""
    @Published var scope = 0
}

extension ConsoleSearch: ScopedSearchHost {}

final class LogSearch: ScopedSearchHost {
    @Published var query = ""
    var scope: Int { 1 }
}

final class Unrelated: ObservableObject {
    @Published var count = 0
}

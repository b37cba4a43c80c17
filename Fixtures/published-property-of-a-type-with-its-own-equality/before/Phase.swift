import Foundation

enum Phase {
    case idle
    case running(progress: Double)
    case failed(String)
}

extension Phase: Equatable {
    /// Two phases are equal when they are the same case, whatever they carry.
    static func == (lhs: Phase, rhs: Phase) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.running, .running), (.failed, .failed): return true
        default: return false
        }
    }
}

struct Badge: Equatable {
    var title: String
    var count: Int
}

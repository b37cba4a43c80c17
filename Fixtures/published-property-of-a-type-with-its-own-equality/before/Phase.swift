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

typealias Stage = Phase

/// Nodes are equal when they have the same identifier, whatever their title.
class Node: Equatable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    static func == (lhs: Node, rhs: Node) -> Bool { lhs.id == rhs.id }
}

final class Document: Node {}

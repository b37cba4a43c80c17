import Observation
import Foundation

/// The step a download is at; two steps are equal when they are the same
/// case, whatever they carry.
enum Step: Equatable, CustomStringConvertible {
    case waiting
    case loading(percent: Int)
    case failed(String)

    static func == (lhs: Step, rhs: Step) -> Bool {
        switch (lhs, rhs) {
        case (.waiting, .waiting), (.loading, .loading), (.failed, .failed): return true
        default: return false
        }
    }

    var description: String {
        switch self {
        case .waiting: return "waiting"
        case .loading(let percent): return "loading \(percent)%"
        case .failed(let reason): return "failed: \(reason)"
        }
    }
}

// The macro's own setter: it skips a value `==` calls equal to the old one.
@Observable final class Download {
    private(set) var step: Step
    var history: [Step] = []
    let name: String

    init(name: String) {
        self.step = .waiting
        self.name = name
    }

    func progress(_ percent: Int) {
        step = .loading(percent: percent)
        history.append(step)
    }

    func fail(_ reason: String) {
        step = .failed(reason)
    }
}

import Combine
import Foundation
import Observation

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

@Observable final class Download {
    private(set) var step: Step {
        @storageRestrictions(initializes: _step)
        init(initialValue) {
            _step = initialValue
        }
        get {
            access(keyPath: \.step)
            return _step
        }
        set {
            withMutation(keyPath: \.step) {
                stepPublisher.send(newValue)
                _step = newValue
            }
        }
    }
    @ObservationIgnored private var _step: Step
    @ObservationIgnored private lazy var stepPublisher = CurrentValueSubject<Step, Never>(_step)
    var history: [Step] {
        @storageRestrictions(initializes: _history)
        init(initialValue) {
            _history = initialValue
        }
        get {
            access(keyPath: \.history)
            return _history
        }
        set {
            withMutation(keyPath: \.history) {
                _history = newValue
            }
        }
    }
    @ObservationIgnored private var _history: [Step] = []
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

    /// What the step publisher sends, and the step the object holds meanwhile.
    func followSteps(_ report: @escaping (String) -> Void) -> AnyCancellable {
        stepPublisher.sink { [unowned self] next in report("sent \(next) while step was \(self.step)") }
    }
}

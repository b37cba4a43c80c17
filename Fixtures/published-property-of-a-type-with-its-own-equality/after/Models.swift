import Combine
import SwiftUI

/// Its phase's `==` ignores the payload: the property gets accessors that
/// tell views of every value set.
@Observable final class Upload {
    /// Where the upload is.
    private(set) var phase: Phase {
        @storageRestrictions(initializes: _phase)
        init(initialValue) {
            _phase = initialValue
        }
        get {
            access(keyPath: \.phase)
            return _phase
        }
        set {
            withMutation(keyPath: \.phase) {
                _phase = newValue
            }
        }
    }
    @ObservationIgnored private var _phase: Phase
    var fileName: String

    init(fileName: String) {
        self.phase = .idle
        self.fileName = fileName
    }

    func fail(_ reason: String) {
        phase = .failed(reason)
    }
}

/// An element's `==` counts too.
@Observable final class Queue {
    var phases: [Phase] {
        @storageRestrictions(initializes: _phases)
        init(initialValue) {
            _phases = initialValue
        }
        get {
            access(keyPath: \.phases)
            return _phases
        }
        set {
            withMutation(keyPath: \.phases) {
                _phases = newValue
            }
        }
    }
    @ObservationIgnored private var _phases: [Phase] = [] // one per file
}

/// Its observers run in the setter, around the write.
@Observable final class Retry {
    var phase: Phase {
        @storageRestrictions(initializes: _phase)
        init(initialValue) {
            _phase = initialValue
        }
        get {
            access(keyPath: \.phase)
            return _phase
        }
        set {
            let next = newValue
            log.append("\(phase) -> \(next)")
            withMutation(keyPath: \.phase) {
                _phase = newValue
            }
            attempts += 1
        }
    }
    @ObservationIgnored private var _phase: Phase = .idle
    var attempts = 0
    var log: [String] = []
}

/// An observer that sets the property would call the setter again: kept.
final class Resetter: ObservableObject {
    @Published var phase: Phase = .idle {
        didSet {
            if case .failed = phase { phase = .idle }
        }
    }
}

/// Its publisher is used: the setter feeds the bridge.
@Observable final class Monitor {
    var phase: Phase {
        @storageRestrictions(initializes: _phase)
        init(initialValue) {
            _phase = initialValue
        }
        get {
            access(keyPath: \.phase)
            return _phase
        }
        set {
            withMutation(keyPath: \.phase) {
                phasePublisher.send(newValue)
                _phase = newValue
            }
        }
    }
    @ObservationIgnored private var _phase: Phase = .idle
    @ObservationIgnored private lazy var phasePublisher = CurrentValueSubject<Phase, Never>(_phase)
    @ObservationIgnored private var subscription: AnyCancellable?

    func start() {
        subscription = phasePublisher.sink { print($0) }
    }
}

/// Types read from the initial value, through an alias, or from a superclass.
@Observable final class Tracker {
    var current: Phase {
        @storageRestrictions(initializes: _current)
        init(initialValue) {
            _current = initialValue
        }
        get {
            access(keyPath: \.current)
            return _current
        }
        set {
            withMutation(keyPath: \.current) {
                _current = newValue
            }
        }
    }
    @ObservationIgnored private var _current: Phase = Phase.idle
    var next: Phase {
        @storageRestrictions(initializes: _next)
        init(initialValue) {
            _next = initialValue
        }
        get {
            access(keyPath: \.next)
            return _next
        }
        set {
            withMutation(keyPath: \.next) {
                _next = newValue
            }
        }
    }
    @ObservationIgnored private var _next: Phase = Phase.running(progress: 0)
    var stage: Stage {
        @storageRestrictions(initializes: _stage)
        init(initialValue) {
            _stage = initialValue
        }
        get {
            access(keyPath: \.stage)
            return _stage
        }
        set {
            withMutation(keyPath: \.stage) {
                _stage = newValue
            }
        }
    }
    @ObservationIgnored private var _stage: Stage = .idle
    var selected: Document? {
        @storageRestrictions(initializes: _selected)
        init(initialValue) {
            _selected = initialValue
        }
        get {
            access(keyPath: \.selected)
            return _selected
        }
        set {
            withMutation(keyPath: \.selected) {
                _selected = newValue
            }
        }
    }
    @ObservationIgnored private var _selected: Document? = nil
}

/// A synthesized `==` compares everything: a plain tracked property.
@Observable final class Inbox {
    var badge = Badge(title: "Inbox", count: 0)
    var badges: [Badge] = []
}

struct UploadView: View {
    var upload: Upload
    var queue: Queue
    var retry: Retry
    @ObservedObject var resetter: Resetter
    var monitor: Monitor
    var inbox: Inbox
    var tracker: Tracker

    var body: some View {
        VStack {
            if case .failed(let reason) = upload.phase {
                Text(reason)
            }
            Text("\(queue.phases.count) \(retry.attempts) \(monitor.phase == .idle ? "idle" : "busy") \(resetter.phase == .idle)")
            Text("\(inbox.badge.title): \(inbox.badge.count)")
            Text("\(tracker.current == tracker.next ? "same" : "other") \(tracker.stage == .idle) \(tracker.selected?.title ?? "")")
        }
    }
}

import Combine
import SwiftUI

/// Its phase's `==` ignores the payload: the property gets accessors that
/// tell views of every value set.
final class Upload: ObservableObject {
    /// Where the upload is.
    @Published private(set) var phase: Phase
    @Published var fileName: String

    init(fileName: String) {
        self.phase = .idle
        self.fileName = fileName
    }

    func fail(_ reason: String) {
        phase = .failed(reason)
    }
}

/// An element's `==` counts too.
final class Queue: ObservableObject {
    @Published var phases: [Phase] = [] // one per file
}

/// Its observers run in the setter, around the write.
final class Retry: ObservableObject {
    @Published var phase: Phase = .idle {
        willSet(next) { log.append("\(phase) -> \(next)") }
        didSet { attempts += 1 }
    }
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
final class Monitor: ObservableObject {
    @Published var phase: Phase = .idle
    private var subscription: AnyCancellable?

    func start() {
        subscription = $phase.sink { print($0) }
    }
}

/// Types read from the initial value, through an alias, or from a superclass.
final class Tracker: ObservableObject {
    @Published var current = Phase.idle
    @Published var next = Phase.running(progress: 0)
    @Published var stage: Stage = .idle
    @Published var selected: Document? = nil
}

/// A synthesized `==` compares everything: a plain tracked property.
final class Inbox: ObservableObject {
    @Published var badge = Badge(title: "Inbox", count: 0)
    @Published var badges: [Badge] = []
}

struct UploadView: View {
    @ObservedObject var upload: Upload
    @ObservedObject var queue: Queue
    @ObservedObject var retry: Retry
    @ObservedObject var resetter: Resetter
    @ObservedObject var monitor: Monitor
    @ObservedObject var inbox: Inbox
    @ObservedObject var tracker: Tracker

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

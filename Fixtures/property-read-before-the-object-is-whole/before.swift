import Combine
import SwiftUI

final class Monitor {
    func start() { print("monitor started") }
}

final class Upsell {
    init(monitor: Monitor) { monitor.start() }
}

/// `monitor` is read before `upsell` and `title` are set: stored, it can be;
/// tracked, it would be a computed property, whose getter needs the whole
/// object. `draft` before `title` is set is the local; the property is read
/// once the object is whole.
final class TagEditor: ObservableObject {
    @Published var tags: [String] = []
    private var monitor: Monitor
    private var upsell: Upsell
    private var title: String
    var draft = ""

    init(monitor: Monitor) {
        self.monitor = monitor
        self.upsell = Upsell(monitor: self.monitor)
        let draft = "New tag"
        title = draft
        self.draft = title + draft
    }
}

class Screen {}

/// A subclass: all of its `init` runs before the implicit `super.init()`.
final class Counter: Screen, ObservableObject {
    @Published var count = 0
    private var step: Int

    init(step: Int) {
        self.step = step
        count = self.step
    }
}

final class Session {
    let started = Date()
}

/// Whole once `super.init()` returns: what it reads after that stays
/// tracked, though a property without a value is set later.
final class Updater: Screen, ObservableObject {
    @Published var lastCheck: Date?
    private var session: Session?

    override init() {
        super.init()
        session = Session()
        lastCheck = session?.started
    }
}

struct UpdaterView: View {
    @ObservedObject var updater: Updater
    var body: some View { Text(updater.lastCheck == nil ? "never" : "checked") }
}

struct TagEditorView: View {
    @ObservedObject var editor: TagEditor
    var body: some View { Text("\(editor.tags.count) \(editor.draft)") }
}

struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("\(counter.count)") }
}

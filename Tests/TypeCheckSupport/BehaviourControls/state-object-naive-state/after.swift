// The naive rewrite of Fixtures/state-object-construction: every @StateObject
// became @State, so each view value builds its models again.
import SwiftUI

/// Every model construction with an effect is written here, in order.
@MainActor var constructions: [String] = []

/// 1. Passed in by the caller: memberwise, so the caller's expression is the
/// `@StateObject`'s autoclosure.
@Observable final class DetailViewModel {
    var item: Int

    init(item: Int) {
        self.item = item
        MainActor.assumeIsolated { constructions.append("DetailViewModel(\(item))") }
    }
}

struct DetailView: View {
    @State var viewModel: DetailViewModel

    var body: some View {
        Text("item \(viewModel.item)")
    }
}

/// 2. Built in the view's initializer.
@Observable final class Loader {
    var pages: [Int] = []
    let id: Int

    init(id: Int) {
        self.id = id
        MainActor.assumeIsolated { constructions.append("Loader(\(id))") }
    }
}

struct LoaderView: View {
    @State var loader: Loader

    init(id: Int) {
        _loader = State(initialValue: Loader(id: id))
    }

    var body: some View {
        Text("loader \(loader.id)")
    }
}

/// 3. A default whose class subscribes when built, and one whose stored
/// property starts an engine.
@Observable final class KeyboardWatcher {
    var height = 0.0

    init() {
        MainActor.assumeIsolated { constructions.append("KeyboardWatcher") }
    }
}

enum Engine {
    @MainActor static func start(_ name: String) -> String {
        constructions.append("Engine.start(\(name))")
        return name
    }
}

@Observable final class Haptics {
    var intensity = 1.0
    let engine = MainActor.assumeIsolated { Engine.start("haptics") }
}

struct KeyboardAwareView: View {
    @State var watcher = KeyboardWatcher()
    @State var haptics = Haptics()

    var body: some View {
        Text("\(watcher.height) \(haptics.intensity) \(haptics.engine)")
    }
}

/// 4. Nothing is built more often: a shared instance, a model whose
/// construction only stores values, a model the caller built.
@Observable final class Session {
    static let shared = Session()
    var user = "ada"
}

@Observable final class Flags {
    var isOn = false
    var tags: [String] = ["new"]
}

@Observable final class Counter {
    var value = 0
}

struct SettingsView: View {
    @State var session = Session.shared
    @State var flags = Flags()
    @State var counter: Counter

    init(counter: Counter) {
        _counter = State(initialValue: counter)
    }

    var body: some View {
        Text("\(session.user) \(flags.isOn) \(flags.tags.count) \(counter.value)")
    }
}

import SwiftUI

/// Every model construction with an effect is written here, in order.
@MainActor var constructions: [String] = []

/// 1. Passed in by the caller: memberwise, so the caller's expression is the
/// `@StateObject`'s autoclosure.
final class DetailViewModel: ObservableObject {
    @Published var item: Int

    init(item: Int) {
        self.item = item
        MainActor.assumeIsolated { constructions.append("DetailViewModel(\(item))") }
    }
}

struct DetailView: View {
    @StateObject var viewModel: DetailViewModel

    var body: some View {
        Text("item \(viewModel.item)")
    }
}

/// 2. Built in the view's initializer.
final class Loader: ObservableObject {
    @Published var pages: [Int] = []
    let id: Int

    init(id: Int) {
        self.id = id
        MainActor.assumeIsolated { constructions.append("Loader(\(id))") }
    }
}

struct LoaderView: View {
    @StateObject var loader: Loader

    init(id: Int) {
        _loader = StateObject(wrappedValue: Loader(id: id))
    }

    var body: some View {
        Text("loader \(loader.id)")
    }
}

/// 3. A default whose class subscribes when built, and one whose stored
/// property starts an engine.
final class KeyboardWatcher: ObservableObject {
    @Published var height = 0.0

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

final class Haptics: ObservableObject {
    @Published var intensity = 1.0
    let engine = MainActor.assumeIsolated { Engine.start("haptics") }
}

struct KeyboardAwareView: View {
    @StateObject var watcher = KeyboardWatcher()
    @StateObject var haptics = Haptics()

    var body: some View {
        Text("\(watcher.height) \(haptics.intensity) \(haptics.engine)")
    }
}

/// 4. Nothing is built more often: a shared instance, a model whose
/// construction only stores values, a model the caller built.
final class Session: ObservableObject {
    static let shared = Session()
    @Published var user = "ada"
}

final class Flags: ObservableObject {
    @Published var isOn = false
    @Published var tags: [String] = ["new"]
}

final class Counter: ObservableObject {
    @Published var value = 0
}

struct SettingsView: View {
    @StateObject var session = Session.shared
    @StateObject var flags = Flags()
    @StateObject var counter: Counter

    init(counter: Counter) {
        _counter = StateObject(wrappedValue: counter)
    }

    var body: some View {
        Text("\(session.user) \(flags.isOn) \(flags.tags.count) \(counter.value)")
    }
}

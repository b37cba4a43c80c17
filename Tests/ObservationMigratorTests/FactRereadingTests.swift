@testable import ObservationMigrator
import SwiftParser
import XCTest

/// A file several targets compile is walked once and its facts re-keyed for
/// each other module: that must give what a second walk gives, for every kind
/// of fact (a field added to `FileFacts` and left out of `reread(as:)` fails here).
final class FactRereadingTests: XCTestCase {
    static let source = #"""
    import SwiftUI
    @testable import Core

    public protocol Store: ObservableObject {}

    public class Model: ObservableObject, Equatable {
        @Published public var count = 0
        @Published var name = ""
        private var bag = Set<AnyCancellable>()
        var countPublisher: Published<Int>.Publisher { $count }
        let child = Child()
        typealias Identifier = String
        struct Nested {}
        enum Mode { case a, b }
        enum Loading<Value> { case idle, loaded(Value) }

        init() {
            child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &bag)
            $name.sink { print($0) }.store(in: &bag)
        }

        public static func == (lhs: Model, rhs: Model) -> Bool { lhs === rhs }
    }

    final class Child: ObservableObject {
        @Published var value = 1
    }

    extension Model: Identifiable {
        public var id: Int { count }
    }

    actor Worker {}

    struct Screen<VM: ObservableObject>: View {
        @ObservedObject var model: Model
        @StateObject private var child: Child
        @EnvironmentObject var settings: Model
        @InjectedObject var injected: Child
        @Environment(Child.self) var observed
        let viewModel: VM

        init(model: Model) {
            self.model = model
            _child = StateObject(wrappedValue: Child())
            viewModel = fatalError()
        }

        var body: some View {
            let local = Child()
            if let other = Optional(local) { _ = other }
            Toggle("On", isOn: $settings.count == 0 ? .constant(true) : .constant(false))
                .onReceive(model.$count) { print($0) }
                .environmentObject(local)
            _ = _model
            _ = model.countPublisher
            Panel(source: model)
        }
    }

    private enum State { case idle }

    enum Route {
        case detail(Model, count: Int)

        var model: Model {
            switch self {
            case .detail(let model, _): return model
            }
        }
    }

    final class Holder {
        init(model: ObservedObject<Model>) {}
    }

    struct Panel<Source: ObservableObject>: View {
        let source: Source
        var body: some View { EmptyView() }
    }

    @propertyWrapper
    struct Clamp {
        var wrappedValue: Int
    }

    extension Clamp {
        static subscript<T: AnyObject>(_enclosingInstance object: T, wrapped: ReferenceWritableKeyPath<T, Int>, storage: ReferenceWritableKeyPath<T, Clamp>) -> Int {
            get { 0 }
            set {}
        }
    }

    func watch<M: ObservableObject>(_ model: M) {}

    func watchAll() { watch(Model()) }

    struct ShowcaseApp: SwiftUI.App {
        @StateObject var model = Model()
        var body: some Scene { WindowGroup { EmptyView() } }
    }
    """#

    func testRereadingMatchesASecondWalk() {
        let tree = Parser.parse(source: Self.source)
        // The walk, then the calls of the functions it found (read once every file is walked).
        func collect(module: String?) -> FileFacts {
            var facts = FactCollector.collect(path: "Shared/File.swift", tree: tree, text: Self.source, module: module)
            facts.functionCalls = FactCollector.functionCalls(named: Set(facts.observableGenericFunctions), in: tree, text: Self.source, module: module)
            return facts
        }
        let app = collect(module: "App")
        let widget = collect(module: "Widget")
        // The source exercises every kind of fact.
        let mirror = Mirror(reflecting: app)
        for child in mirror.children {
            guard let label = child.label, let values = child.value as? [Any] else { continue }
            XCTAssertFalse(values.isEmpty && !["unsupportedTypes", "protocolConstraints"].contains(label), "no \(label) in the sample")
        }
        XCTAssertEqual(String(describing: app.reread(as: "Widget")), String(describing: widget))
        XCTAssertNotEqual(String(describing: app), String(describing: widget))
        // A file walked before the module map was known: without a module.
        let unplaced = collect(module: nil)
        XCTAssertEqual(String(describing: unplaced.reread(as: "App")), String(describing: app))
        XCTAssertNotEqual(String(describing: unplaced), String(describing: app))
    }
}

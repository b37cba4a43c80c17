@testable import ObservationMigrator
import XCTest

/// Names resolve per module: a class in one target never decides what a
/// same-named class of another target becomes.
final class ModuleResolutionTests: XCTestCase {
    private func run(_ files: [String: String], modules: [String: [String]], only: Set<String>? = nil) -> MigrationReport {
        var configuration = Configuration(scope: .all)
        configuration.onlyTypes = only
        let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0] ?? "") }
        return Migrator(configuration: configuration).migrate(sources, settings: [], modules: modules)
    }

    private func migrated(_ report: MigrationReport, _ path: String) -> String? {
        report.files.first { $0.path == path }?.migrated
    }

    private func isChanged(_ report: MigrationReport, _ path: String) -> Bool {
        report.files.first { $0.path == path }?.isChanged ?? false
    }

    func testSameNameInTwoModulesIsTwoClasses() {
        let files = [
            "Watch/NavigationManager.swift": "import SwiftUI\n\nclass NavigationManager: ObservableObject {\n    @Published var page = 0\n}\n",
            "App/NavigationManager.swift": "import UIKit\n\nclass NavigationManager {\n    var stack: [String] = []\n}\n",
            "AppTests/Mock.swift": "@testable import App\n\nprivate class MockNavigationManager: NavigationManager {}\n",
            "App/AppDelegate.swift": "import UIKit\n\nclass AppDelegate: NSObject {\n    let navigation = NavigationManager()\n}\n",
        ]
        let report = run(files, modules: [
            "Watch/NavigationManager.swift": ["Watch"], "App/NavigationManager.swift": ["App"],
            "AppTests/Mock.swift": ["AppTests"], "App/AppDelegate.swift": ["App"],
        ])
        XCTAssertEqual(report.migratedTypes, ["Watch.NavigationManager"])
        XCTAssertTrue(isChanged(report, "Watch/NavigationManager.swift"))
        XCTAssertFalse(isChanged(report, "App/NavigationManager.swift"))
        XCTAssertFalse(isChanged(report, "AppTests/Mock.swift"))
        XCTAssertFalse(isChanged(report, "App/AppDelegate.swift"))
    }

    func testWithoutModulesSameNamesStillMeanOneClass() {
        // No module map: today's reading, the observable declaration wins.
        let files = [
            "Watch/NavigationManager.swift": "import SwiftUI\n\nclass NavigationManager: ObservableObject {\n    @Published var page = 0\n}\n",
            "AppTests/Mock.swift": "private class MockNavigationManager: NavigationManager {\n    @Published var extra = 0\n}\n",
        ]
        let report = Migrator(configuration: Configuration(scope: .all)).migrate(files.keys.sorted().map { SourceFile(path: $0, text: files[$0] ?? "") })
        XCTAssertEqual(report.migratedTypes, ["MockNavigationManager", "NavigationManager"])
    }

    func testTestTargetSubclassFollowsTheTestableImport() {
        let files = [
            "App/Store.swift": "import SwiftUI\n\nclass Store: ObservableObject {\n    @Published var items: [String] = []\n}\n",
            "AppTests/StoreTests.swift": "@testable import App\n\nfinal class SpyStore: Store {\n    @Published var calls = 0\n}\n",
            "Widget/Store.swift": "class Store {\n    var cache: [String] = []\n}\n",
            "WidgetTests/CacheTests.swift": "@testable import Widget\n\nfinal class CachedStore: Store {}\n",
        ]
        let report = run(files, modules: [
            "App/Store.swift": ["App"], "AppTests/StoreTests.swift": ["AppTests"],
            "Widget/Store.swift": ["Widget"], "WidgetTests/CacheTests.swift": ["WidgetTests"],
        ])
        XCTAssertEqual(report.migratedTypes, ["App.Store", "AppTests.SpyStore"])
        XCTAssertFalse(isChanged(report, "WidgetTests/CacheTests.swift"))
        XCTAssertFalse(isChanged(report, "Widget/Store.swift"))
    }

    func testAViewUsesTheStoreItsModuleSees() {
        let files = [
            "App/Store.swift": "import SwiftUI\n\nclass Store: ObservableObject {\n    @Published var items: [String] = []\n}\n",
            "App/Root.swift": "import SwiftUI\n\nstruct Root: View {\n    @StateObject var store = Store()\n    var body: some View { Text(\"\\(store.items.count)\") }\n}\n",
            "Widget/Store.swift": "import SwiftUI\n\nclass Store: ObservableObject {\n    @Published var entries: [String] = []\n    let id: Int\n    init(id: Int) { self.id = id }\n}\n",
            "Widget/Entry.swift": "import SwiftUI\n\nstruct EntryView: View {\n    @StateObject var store: Store\n    init(store: Store) { _store = StateObject(wrappedValue: store) }\n    var body: some View { Text(\"\\(store.entries.count)\") }\n}\n",
            // Only the widget's store is selected.
        ]
        let report = run(files, modules: [
            "App/Store.swift": ["App"], "App/Root.swift": ["App"], "Widget/Store.swift": ["Widget"], "Widget/Entry.swift": ["Widget"],
        ], only: ["Widget.Store"])
        XCTAssertEqual(report.migratedTypes, ["Widget.Store"])
        XCTAssertFalse(isChanged(report, "App/Root.swift"))
        XCTAssertFalse(isChanged(report, "App/Store.swift"))
        XCTAssertEqual(migrated(report, "Widget/Entry.swift"),
                       "import SwiftUI\n\nstruct EntryView: View {\n    @State var store: Store\n    init(store: Store) { self.store = store }\n    var body: some View { Text(\"\\(store.entries.count)\") }\n}\n")
    }

    /// A model file two targets compile is written once: when a view of one
    /// target keeps its `@StateObject`, the model keeps `ObservableObject` in
    /// every target's reading (it lost it, as the other target saw no view).
    func testAModelSharedByTwoTargetsKeepsObservableObjectForAKeptStateObject() {
        let model = "import SwiftUI\n\nfinal class Player: ObservableObject {\n    @Published var playing = false\n    init(url: String) { print(url) }\n}\n"
        let files = [
            "Shared/Player.swift": model,
            "App/PlayerView.swift": "import SwiftUI\n\nstruct PlayerView: View {\n    @StateObject private var player = Player(url: \"a\")\n    var body: some View { Text(\"\\(player.playing)\") }\n}\n",
        ]
        let report = run(files, modules: ["Shared/Player.swift": ["Extension", "App"], "App/PlayerView.swift": ["App"]])
        XCTAssertFalse(isChanged(report, "App/PlayerView.swift"))
        XCTAssertEqual(migrated(report, "Shared/Player.swift"),
                       "import SwiftUI\n\n@Observable final class Player: ObservableObject {\n    var playing = false\n    init(url: String) { print(url) }\n}\n")
    }

    func testOnlyAcceptsTheNameWithoutItsModule() {
        let files = [
            "A/Model.swift": "import SwiftUI\n\nenum Outer {\n    class Model: ObservableObject {\n        @Published var x = 0\n    }\n}\n",
            "B/Model.swift": "import SwiftUI\n\nenum Outer {\n    class Model: ObservableObject {\n        @Published var x = 0\n    }\n}\n",
        ]
        let modules = ["A/Model.swift": ["A"], "B/Model.swift": ["B"]]
        XCTAssertEqual(run(files, modules: modules, only: ["Outer.Model"]).migratedTypes, ["A.Outer.Model", "B.Outer.Model"])
        XCTAssertEqual(run(files, modules: modules, only: ["B.Outer.Model"]).migratedTypes, ["B.Outer.Model"])
    }

    func testPublicModelOfAnImportedModule() {
        let files = [
            "Core/Model.swift": "import Combine\n\npublic final class Model: ObservableObject {\n    @Published public var count = 0\n    public init() {}\n}\n\nclass Helper: ObservableObject {\n    @Published var busy = false\n}\n",
            "App/Screen.swift": "import SwiftUI\nimport Core\n\nstruct Screen: View {\n    @ObservedObject var model: Model\n    @ObservedObject var helper: Helper\n    var body: some View { Text(\"\\(model.count)\") }\n}\n",
            "App/Helper.swift": "final class Helper {\n    var busy = false\n}\n",
        ]
        let report = run(files, modules: ["Core/Model.swift": ["Core"], "App/Screen.swift": ["App"], "App/Helper.swift": ["App"]])
        XCTAssertEqual(report.migratedTypes, ["Core.Helper", "Core.Model"])
        // `Model` is Core's public class; `Helper` is the app's own, plain one.
        XCTAssertEqual(migrated(report, "App/Screen.swift"),
                       "import SwiftUI\nimport Core\n\nstruct Screen: View {\n    var model: Model\n    @ObservedObject var helper: Helper\n    var body: some View { Text(\"\\(model.count)\") }\n}\n")
    }

    func testInternalClassOfAnImportedModuleIsNotVisible() {
        let files = [
            "Core/Session.swift": "import Combine\n\nclass Session: ObservableObject {\n    @Published var token = \"\"\n}\n",
            "App/Login.swift": "import SwiftUI\nimport Core\nimport Auth\n\nstruct Login: View {\n    @ObservedObject var session: Session\n    var body: some View { Text(\"\") }\n}\n",
        ]
        let report = run(files, modules: ["Core/Session.swift": ["Core"], "App/Login.swift": ["App"]])
        // `Session` in App is not Core's internal class (some other module's, e.g. Auth's).
        XCTAssertFalse(isChanged(report, "App/Login.swift"))
    }

    func testAFileInTwoModulesMigratesInBothOrNeither() {
        let shared = "import SwiftUI\n\nclass Store: ObservableObject {\n    @Published var value = 0\n}\n"
        let widgetUse = "import Combine\n\nfinal class Relay {\n    var bag: AnyCancellable?\n    func start(_ store: Store) {\n        bag = store.objectWillChange.sink { print(\"changed\") }\n    }\n}\n"
        let files = ["Shared/Store.swift": shared, "Widget/Relay.swift": widgetUse]
        let report = run(files, modules: ["Shared/Store.swift": ["App", "Widget"], "Widget/Relay.swift": ["Widget"]])
        XCTAssertEqual(report.migratedTypes, [])
        XCTAssertFalse(isChanged(report, "Shared/Store.swift"))
        XCTAssertTrue(report.keptTypes.contains { $0.type == "App.Store" && $0.reason.contains("Widget.Store") }, "\(report.keptTypes)")
        // Without the widget's use, both readings migrate and the file changes once.
        let alone = run(["Shared/Store.swift": shared], modules: ["Shared/Store.swift": ["App", "Widget"]])
        XCTAssertEqual(alone.migratedTypes, ["App.Store", "Widget.Store"])
        XCTAssertEqual(migrated(alone, "Shared/Store.swift"), "import SwiftUI\n\n@Observable class Store {\n    var value = 0\n}\n")
    }

    func testAViewInAFileOfTwoModulesHoldsEachModulesClass() {
        let files = [
            "Shared/Badge.swift": "import SwiftUI\n\nstruct Badge: View {\n    @ObservedObject var store: Store\n    var body: some View { Text(store.title) }\n}\n",
            "App/Store.swift": "import SwiftUI\n\nfinal class Store: ObservableObject {\n    @Published var title = \"\"\n}\n",
            "App/Sync.swift": "import Combine\n\nfinal class Sync {\n    var bag: AnyCancellable?\n    func start(_ store: Store) {\n        bag = store.objectWillChange.sink { print(\"changed\") }\n    }\n}\n",
            "Widget/Store.swift": "import SwiftUI\n\nfinal class Store: ObservableObject {\n    @Published var title = \"\"\n}\n",
        ]
        let report = run(files, modules: [
            "Shared/Badge.swift": ["App", "Widget"], "App/Store.swift": ["App"], "App/Sync.swift": ["App"], "Widget/Store.swift": ["Widget"],
        ])
        // `Badge.store` is App's Store in one target and Widget's in the other:
        // the file is rewritten once, so both stores stay.
        XCTAssertEqual(report.migratedTypes, [])
        XCTAssertFalse(isChanged(report, "Shared/Badge.swift"))
        XCTAssertFalse(isChanged(report, "Widget/Store.swift"))
        XCTAssertTrue(report.keptTypes.contains { $0.type == "Widget.Store" && $0.reason.contains("App.Store") }, "\(report.keptTypes)")
    }

    func testAModuleSeesWhatItsImportsReexport() {
        let files = [
            "Models/Session.swift": "import Combine\n\npublic final class Session: ObservableObject {\n    @Published public var user = \"\"\n    public init() {}\n}\n",
            "Kit/Exports.swift": "@_exported import Models\n",
            "App/Login.swift": "import SwiftUI\nimport Kit\n\nstruct Login: View {\n    @ObservedObject var session: Session\n    var body: some View { Text(session.user) }\n}\n",
        ]
        let report = run(files, modules: ["Models/Session.swift": ["Models"], "Kit/Exports.swift": ["Kit"], "App/Login.swift": ["App"]])
        XCTAssertEqual(report.migratedTypes, ["Models.Session"])
        XCTAssertEqual(migrated(report, "App/Login.swift"),
                       "import SwiftUI\nimport Kit\n\nstruct Login: View {\n    var session: Session\n    var body: some View { Text(session.user) }\n}\n")
    }

    /// A key is its components joined with dots, whatever they hold.
    func testKeysAreTheComponentsJoinedWithDots() {
        let cases: [[String]] = [
            [], [""], ["App"], ["App", "Store"], ["", "Store"], ["App", ""], ["App", "Outer", "Inner", "State"],
            ["Café", "Ümlaut"], ["A Long Module Name Beyond Fifteen Bytes", "Model"], ["🙂", "x"],
        ]
        for components in cases {
            XCTAssertEqual(Resolution.key(components), components.joined(separator: "."), "\(components)")
        }
    }

    /// A framework a module imports is no place a name of the run is found:
    /// the lookup leaves it out, and a run's module of the same name as a
    /// framework is still looked in.
    func testAnImportedModuleOfTheRunIsLookedInWhateverElseIsImported() {
        let files = [
            "Charts/Model.swift": "import Combine\n\npublic final class Model: ObservableObject {\n    @Published public var points = 0\n    public init() {}\n}\n",
            "App/Screen.swift": "import SwiftUI\nimport Combine\nimport Charts\n\nstruct Screen: View {\n    @ObservedObject var model: Model\n    var body: some View { Text(\"\\(model.points)\") }\n}\n",
        ]
        let report = run(files, modules: ["Charts/Model.swift": ["Charts"], "App/Screen.swift": ["App"]])
        XCTAssertEqual(report.migratedTypes, ["Charts.Model"])
        // Combine was imported for the wrapper alone.
        XCTAssertEqual(migrated(report, "App/Screen.swift"),
                       "import SwiftUI\nimport Charts\n\nstruct Screen: View {\n    var model: Model\n    var body: some View { Text(\"\\(model.points)\") }\n}\n")
    }
}

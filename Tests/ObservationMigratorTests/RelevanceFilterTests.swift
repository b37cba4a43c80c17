@testable import ObservationMigrator
import SwiftParser
import SyntheticCorpus
import XCTest
@testable import SyntaxSupport

/// Which files phase 1 parses: those with a trigger word, then those that name
/// a followed type the way another file can reach it.
final class RelevanceFilterTests: XCTestCase {
    private func facts(_ text: String, path: String = "A.swift", module: String? = nil) -> FileFacts {
        FactCollector.collect(path: path, tree: Parser.parse(source: text), text: text, module: module)
    }

    private func names(after texts: [String], module: String? = nil) -> [RelevanceFilter.Names] {
        var follower = RelevanceFilter.Follower()
        return texts.map { follower.newNames(after: [facts($0, module: module)]) }
    }

    func testANestedClassIsFollowedOnlyWithATypeItIsNestedIn() throws {
        let source = """
        final class RemoteServer {
            final class State: ObservableObject { @Published var connected = false }
        }
        """
        for module in [nil, "App"] {
            let names = try XCTUnwrap(self.names(after: [source], module: module).first)
            XCTAssertFalse(names.anywhere.contains("State"), "\(module ?? "no module")")
            XCTAssertEqual(names.nested["State"], ["RemoteServer"], "\(module ?? "no module")")
            let matcher = RelevanceFilter.NameMatcher(names)
            XCTAssertFalse(matcher.matches("struct Toggle: View { @State var isOn = false }"))
            XCTAssertFalse(matcher.matches("let server = RemoteServer()"))
            XCTAssertTrue(matcher.matches("let state: RemoteServer.State"))
            XCTAssertTrue(matcher.matches("extension RemoteServer {\n    final class Detail: State {}\n}"))
        }
    }

    func testAWrittenTypeKeepsItsQualificationButNotItsModule() throws {
        let source = """
        import Core
        struct ServerView: View {
            @ObservedObject var state: RemoteServer.State
            @ObservedObject var settings: Core.Settings
        }
        """
        let names = try XCTUnwrap(self.names(after: [source], module: "App").first)
        XCTAssertEqual(names.nested["State"], ["RemoteServer"])
        XCTAssertTrue(names.declared.contains("Settings"), "\(names.declared)")
        XCTAssertNil(names.nested["Settings"])
        XCTAssertTrue(RelevanceFilter.NameMatcher(names).matches("final class Settings: BaseSettings {}"))
    }

    /// A type a wrapper holds is looked for where it is declared or extended;
    /// once its declaration shows a class that can be observable, everywhere.
    func testAWrappedTypeIsFollowedToItsDeclarationFirst() throws {
        var follower = RelevanceFilter.Follower()
        let first = follower.newNames(after: [facts("struct TaskRow: View { @ObservedObject var task: TaskEntity }")])
        XCTAssertEqual(first.declared, ["TaskEntity"])
        XCTAssertFalse(first.anywhere.contains("TaskEntity"))
        let matcher = RelevanceFilter.NameMatcher(first)
        XCTAssertTrue(matcher.matches("public final class TaskEntity: NSManagedObject {}"))
        XCTAssertTrue(matcher.matches("extension TaskEntity {\n    var title: String { \"\" }\n}"))
        XCTAssertTrue(matcher.matches("typealias TaskEntity = Store.Entity"))
        XCTAssertFalse(matcher.matches("func open(_ task: TaskEntity) { print(task) }"))
        XCTAssertFalse(matcher.matches("final class ArchivedTask: TaskEntity {}"))
        // Its declaration: a subclass of a followed class, so every file naming it counts now.
        _ = follower.newNames(after: [facts("import Combine\nclass Entity: ObservableObject { @Published var id = 0 }")])
        let third = follower.newNames(after: [facts("final class TaskEntity: Entity {}")])
        XCTAssertTrue(third.anywhere.contains("TaskEntity"))
        XCTAssertTrue(RelevanceFilter.NameMatcher(third).matches("final class ArchivedTask: TaskEntity {}"))
    }

    func testAGenericParameterIsNotFollowed() throws {
        let source = """
        struct Picker<Model: ObservableObject>: View {
            @ObservedObject var model: Model
        }
        """
        let names = try XCTUnwrap(self.names(after: [source]).first)
        XCTAssertFalse(names.anywhere.contains("Model"), "\(names.anywhere)")
        XCTAssertFalse(RelevanceFilter.NameMatcher(names).matches("struct Model: Codable {}"))
    }

    func testATypeAliasOfTheEnclosingTypeReachesTheNestedClassInALaterRound() throws {
        let rounds = names(after: [
            "final class RemoteServer {\n    final class State: ObservableObject {}\n}",
            "typealias Server = RemoteServer",
        ])
        XCTAssertEqual(rounds[1].nested["State"], ["Server"])
        XCTAssertTrue(RelevanceFilter.NameMatcher(rounds[1]).matches("final class Detail: Server.State {}"))
        // What an earlier round sent on is not sent again.
        XCTAssertFalse(rounds[1].nested["State"]?.contains("RemoteServer") ?? false)
    }

    /// End to end: the declaration of a wrapped class in a file without a
    /// trigger word is read (an `NSManagedObject` is not reported unknown).
    func testTheDeclarationOfAWrappedTypeIsRead() {
        let files = [
            SourceFile(path: "TaskRow.swift", text: """
            import SwiftUI
            struct TaskRow: View {
                @ObservedObject var task: TaskEntity
                var body: some View { Text(task.title) }
            }
            """),
            SourceFile(path: "TaskEntity.swift", text: """
            import CoreData
            public final class TaskEntity: NSManagedObject {
                @NSManaged public var title: String
            }
            """),
        ]
        let report = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate(files)
        XCTAssertFalse(report.findings.contains { $0.rule == .unknownObservable }, "\(report.findings)")
        let withoutDeclaration = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate([files[0]])
        XCTAssertTrue(withoutDeclaration.findings.contains { $0.rule == .unknownObservable }, "\(withoutDeclaration.findings)")
    }

    /// End to end: a subclass of a nested observable class in a file without a
    /// trigger word still migrates with it.
    func testASubclassOfANestedClassInAnotherFileMigrates() {
        let files = [
            SourceFile(path: "Server.swift", text: """
            import Combine
            final class RemoteServer {
                class State: ObservableObject {
                    @Published var connected = false
                }
            }
            """),
            SourceFile(path: "Detail.swift", text: """
            extension RemoteServer {
                final class Detail: State {
                    var name = ""
                }
            }
            """),
        ]
        let report = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate(files)
        XCTAssertEqual(report.migratedTypes, ["RemoteServer.Detail", "RemoteServer.State"])
        XCTAssertTrue(report.files[1].isChanged, report.files[1].migrated)
    }
}

/// With a module map, a followed name reaches only the files whose module can
/// see where the name may be declared.
final class RelevanceFilterModuleTests: XCTestCase {
    private func facts(_ text: String, module: String) -> FileFacts {
        FactCollector.collect(path: "\(module)/File.swift", tree: Parser.parse(source: text), text: text, module: module)
    }

    func testADeclaredClassReachesItsModuleAndTheModulesImportingIt() throws {
        var follower = RelevanceFilter.Follower(modules: ["Editor", "Assistant", "Plugins"])
        let names = follower.newNames(after: [
            facts("final class Settings: ObservableObject { @Published var theme = \"\" }", module: "Editor"),
            facts("import Editor\nstruct PluginList {}", module: "Plugins"),
        ])
        XCTAssertEqual(names.reach["Settings"]?.modules, ["Editor", "Plugins"])
        let matcher = RelevanceFilter.NameMatcher(names)
        let subclass = "final class DarkSettings: Settings {}"
        XCTAssertTrue(matcher.matches(subclass, modules: ["Editor"]))
        XCTAssertTrue(matcher.matches(subclass, modules: ["Plugins"]))
        // Another app's module, which has its own `Settings`.
        XCTAssertFalse(matcher.matches("enum Settings { static let title = \"\" }", modules: ["Assistant"]))
        // Unless the file imports the module itself: it has not been read yet.
        XCTAssertTrue(matcher.matches("import Editor\nfinal class Mirror: Settings {}", modules: ["Assistant"]))
        // Without a module map, every file that names it.
        XCTAssertTrue(matcher.matches(subclass))
    }

    func testAWrittenTypeReachesTheProjectModulesTheWriterImports() throws {
        var follower = RelevanceFilter.Follower(modules: ["App", "Core", "Widget"])
        let names = follower.newNames(after: [
            facts("import SwiftUI\nimport Core\nstruct Root: View { @StateObject var model = Model() ; @ObservedObject var store: Store }", module: "App"),
        ])
        // `Store` may be declared in App or in Core (SwiftUI is not the project's).
        XCTAssertEqual(names.reach["Store"]?.modules, ["App", "Core"])
        XCTAssertTrue(names.declared.contains("Store"))
        let matcher = RelevanceFilter.NameMatcher(names)
        XCTAssertTrue(matcher.matches("open class Store: BaseStore {}", modules: ["Core"]))
        XCTAssertFalse(matcher.matches("struct Store {}", modules: ["Widget"]))
    }

    func testALaterRoundThatImportsTheModuleSendsTheNameAgain() throws {
        var follower = RelevanceFilter.Follower(modules: ["Core", "Feature"])
        let first = follower.newNames(after: [facts("open class Store: ObservableObject {}", module: "Core")])
        XCTAssertEqual(first.reach["Store"]?.modules, ["Core"])
        XCTAssertFalse(RelevanceFilter.NameMatcher(first).matches("final class Cart: Store {}", modules: ["Feature"]))
        // A file of Feature read in the next round imports Core: Feature's
        // other files can now name Core's `Store`.
        let second = follower.newNames(after: [facts("import Core\nstruct CartView { let store: Store }", module: "Feature")])
        XCTAssertTrue(second.anywhere.contains("Store"))
        // Sent with what its reach adds: Core's unread files were looked at
        // for `Store` in the first round and did not name it.
        XCTAssertEqual(second.reach["Store"], RelevanceFilter.ModuleReach(modules: ["Feature"], words: []))
        let matcher = RelevanceFilter.NameMatcher(second)
        XCTAssertTrue(matcher.matches("final class Cart: Store {}", modules: ["Feature"]))
        XCTAssertFalse(matcher.matches("final class Cart: Store {}", modules: ["Core"]))
        // Nothing new in a third round: nothing is sent.
        XCTAssertTrue(follower.newNames(after: [facts("struct Unrelated {}", module: "Feature")]).isEmpty)
    }

    /// End to end: a name sent again because a later round shows another
    /// module importing its own is looked for only in that module's files,
    /// and a subclass there, in a file without a trigger word or an import,
    /// still migrates.
    func testANameSentAgainReachesTheModuleThatNowImportsIt() {
        let files = [
            SourceFile(path: "Core/Store.swift", text: "import Combine\nopen class Store: ObservableObject {\n    @Published public var count = 0\n}\n"),
            SourceFile(path: "Feature/Cart.swift", text: "import Core\nfinal class Cart: Store {}\n"),
            SourceFile(path: "Feature/Basket.swift", text: "final class Basket: Store {\n    var items: [String] = []\n}\n"),
            SourceFile(path: "Core/Unrelated.swift", text: "struct Unrelated {}\n"),
        ]
        let modules = ["Core/Store.swift": ["Core"], "Feature/Cart.swift": ["Feature"], "Feature/Basket.swift": ["Feature"], "Core/Unrelated.swift": ["Core"]]
        let progress = MigrationProgress()
        let report = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate(files, settings: [], modules: modules, progress: progress)
        XCTAssertEqual(report.migratedTypes, ["Core.Store", "Feature.Basket", "Feature.Cart"])
        XCTAssertTrue(report.files[2].isChanged, report.files[2].migrated)
        XCTAssertEqual(progress.snapshot.analysed, 3)
    }

    func testAReexportingModuleIsAsGoodAsAnImport() throws {
        var follower = RelevanceFilter.Follower(modules: ["Core", "Kit", "App"])
        let names = follower.newNames(after: [
            facts("open class Store: ObservableObject {}", module: "Core"),
            facts("@_exported import Core", module: "Kit"),
        ])
        XCTAssertEqual(names.reach["Store"]?.words, ["Core", "Kit"])
        XCTAssertTrue(RelevanceFilter.NameMatcher(names).matches("import Kit\nfinal class Cart: Store {}", modules: ["App"]))
        XCTAssertFalse(RelevanceFilter.NameMatcher(names).matches("import Other\nfinal class Cart: Store {}", modules: ["App"]))
    }
}

/// The byte scan the relevance filter follows names with.
final class IdentifierMatcherTests: XCTestCase {
    /// The names of `names` a matcher looking at `position` finds in `text`, in text order.
    private func found(_ names: [String], in text: String, _ position: IdentifierMatcher.Position = .anywhere) -> [String] {
        var hits: [String] = []
        _ = IdentifierMatcher(names, in: position).scan(text) { id, _ in hits.append(names[id]); return false }
        return hits
    }

    /// Where each kind of matcher finds a name.
    func testMatchersFindNamesWhereTheyLook() {
        let text = "extension Outer . Inner { class Detail: Base {} }\n// Mention\nstruct Plain<T> {}\nlet x = Outer()\nextension\n\nLater {}"
        let names = ["Outer", "Inner", "Detail", "Base", "Mention", "Plain", "T", "Later", "class", "extension"]
        func found(_ position: IdentifierMatcher.Position) -> [String] { self.found(names, in: text, position) }
        XCTAssertEqual(found(.anywhere), ["extension", "Outer", "Inner", "class", "Detail", "Base", "Plain", "T", "Outer", "extension", "Later"])
        XCTAssertEqual(found(.extended), ["Outer", "Inner", "Later"])
        XCTAssertEqual(found(.declared), ["Outer", "Inner", "Detail", "Plain", "Later"])
    }

    /// A line that is a comment from its first non-blank byte names nothing,
    /// unless it holds a backslash (the line may be in a multi-line string,
    /// where `\(...)` is code); a comment after code on its line is read.
    func testCommentLinesAreSkipped() {
        let names = ["Model", "Other", "Header", "Doc", "Trailing", "Interpolated", "Later", "Carriage"]
        func found(_ text: String, _ position: IdentifierMatcher.Position = .anywhere) -> [String] { self.found(names, in: text, position) }
        XCTAssertEqual(found("// Header.swift\n//  Model\nlet x = 1"), [])
        XCTAssertEqual(found("struct S {\n    /// Doc Model\n\t// Other\n    let m: Model\n}"), ["Model"])
        XCTAssertEqual(found("let m = Model() // Trailing Other"), ["Model", "Trailing", "Other"])
        XCTAssertEqual(found("let s = \"\"\"\n// \\(Interpolated())\n\"\"\""), ["Interpolated"])
        XCTAssertEqual(found("x / Model / y\n  / / Other\n//Header"), ["Model", "Other"])
        XCTAssertEqual(found("// Header\r\nModel\r// Doc\rCarriage"), ["Model", "Carriage"])
        XCTAssertEqual(found("// Header\n/* Model */\n#if os(iOS) // Other\nLater"), ["Model", "Other", "Later"])
        XCTAssertEqual(found("  // Header"), [])
        // A block comment that ends on the line, a regex or raw string that may close on it: read.
        XCTAssertEqual(found("/* Header\n// Doc */ let m = Model()"), ["Header", "Doc", "Model"])
        XCTAssertEqual(found("let r = #/\n// Doc /# ; let o = Other()"), ["Doc", "Other"])
        XCTAssertEqual(found("// Doc */"), ["Doc"])
        XCTAssertEqual(found("//*/ Model"), ["Model"])
        // A comment line ends a type name after `extension`, as any `/` does.
        XCTAssertEqual(found("extension\n// Doc\nModel {}", .extended), [])
        XCTAssertEqual(found("extension\n\nModel {}", .extended), ["Model"])
    }

    /// End to end: a file that names a model only in comment lines is not
    /// read; one that names it in code is.
    func testAFileNamingAModelOnlyInCommentsIsNotRead() {
        let model = SourceFile(path: "Model.swift", text: "import Combine\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n")
        func analysed(_ other: String) -> Int {
            let progress = MigrationProgress()
            _ = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate([model, SourceFile(path: "Other.swift", text: other)], progress: progress)
            return progress.snapshot.analysed
        }
        XCTAssertEqual(analysed("//  Model.swift\n/// Reads a Model.\nstruct Reader {\n    func read() {}\n}\n"), 1)
        XCTAssertEqual(analysed("//  Model.swift\nstruct Reader {\n    let model: Model\n}\n"), 2)
    }

    /// The scan finds, at the same offsets, what a plain reading finds: split
    /// each line into identifier runs (a letter, `_` or non-ASCII byte, then
    /// those and digits), lines that are comments from their first non-blank
    /// byte and hold no backslash left out. Over every fixture file and a
    /// generated project.
    func testTheScanFindsWhatAPlainReadingFinds() throws {
        var generator = CorpusGenerator(seed: 5)
        let texts = try FixtureCase.all().flatMap { $0.before.map(\.text) } + generator.generate(lines: 3_000).map(\.text)
            + ["  // A\n\t// B \\(C)\n  x  //  D\n    E   F\r\n// G\rH", "// only", "", "   ", "a//b\n//\n/", "é ü_1 2a _3",
               "/* A\n// B */ C\n// D /# E\n// F \"# G\n//*/ H"]
        var compared = 0
        for text in texts {
            let bytes = Array(text.utf8)
            func isStart(_ byte: UInt8) -> Bool { byte >= 0x80 || byte == 0x5F || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
            func continues(_ byte: UInt8) -> Bool { isStart(byte) || (byte >= 0x30 && byte <= 0x39) }
            var expected: [(word: String, offset: Int)] = []
            var lineStart = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                let line = bytes[lineStart..<lineEnd]
                let code = line.drop { $0 == 0x20 || $0 == 0x09 }
                let closes = code.contains(0x5C) || code.contains(0x23) || zip(code, code.dropFirst()).contains { $0 == 0x2A && $1 == 0x2F }
                if !(code.starts(with: [0x2F, 0x2F]) && !closes) {
                    var index = lineStart
                    while index < lineEnd {
                        guard isStart(bytes[index]) else { index += 1; continue }
                        let start = index
                        while index < lineEnd, continues(bytes[index]) { index += 1 }
                        expected.append((String(decoding: bytes[start..<index], as: UTF8.self), start))
                    }
                }
                lineStart = lineEnd + 1
            }
            let names = Array(Set(expected.map(\.word)).union(["Absent"])).sorted()
            var found: [(word: String, offset: Int)] = []
            _ = IdentifierMatcher(names).scan(text) { id, offset in found.append((names[id], offset)); return false }
            XCTAssertEqual(found.map(\.word), expected.map(\.word), String(text.prefix(60)))
            XCTAssertEqual(found.map(\.offset), expected.map(\.offset), String(text.prefix(60)))
            compared += expected.count
        }
        XCTAssertGreaterThan(compared, 10_000, "the texts must hold names to find")
    }

    /// One pass with several matchers finds, for each, what its own pass
    /// finds, in the same order: over every fixture file and a generated
    /// project, asked about every word they hold and some they do not.
    func testOnePassWithSeveralMatchersFindsWhatEachFindsAlone() throws {
        var generator = CorpusGenerator(seed: 3)
        let texts = try FixtureCase.all().flatMap { $0.before.map(\.text) } + generator.generate(lines: 3_000).map(\.text)
            + ["class\tA: B {}\nstruct C<D> {}", "extension X.Y\n\n// Z\nclass W {}", "typealias ü = Ä", String(repeating: "a", count: 300) + " class Long"]
        var hits = 0
        for text in texts {
            let held = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            let names = held.union(["Absent", "extension"]).sorted()
            let matchers = [IdentifierMatcher.Position.anywhere, .extended, .declared].map { IdentifierMatcher(names, in: $0) }
            var alone = [[Int]](repeating: [], count: 3)
            for (place, matcher) in matchers.enumerated() {
                _ = matcher.scan(text) { id, offset in alone[place].append(id); alone[place].append(offset); return false }
            }
            var together = [[Int]](repeating: [], count: 3)
            _ = IdentifierMatcher.Group(matchers).scan(text) { place, id, offset in together[place] += [id, offset]; return false }
            XCTAssertEqual(alone, together, String(text.prefix(60)))
            hits += together.joined().count
        }
        XCTAssertGreaterThan(hits, 1_000, "the texts must hold names to find")
    }
}

/// Later rounds pass over a file without a trigger word that names a
/// followed class only inside code bodies.
extension RelevanceFilterTests {
    /// In a file without a trigger word, a followed class named only inside
    /// code bodies does not bring the file in; named in a declaration, or a
    /// generic type or a type alias named in code, it does, and so does any
    /// name when the reading of the braces gives up.
    func testAClassNamedOnlyInCodeDoesNotBringAFileIn() {
        var follower = RelevanceFilter.Follower()
        let names = follower.newNames(after: [
            facts("import Combine\nfinal class Store: ObservableObject { @Published var count = 0 }"),
            facts("struct Observing<Model: ObservableObject> { init(model: Model) {} }"),
            facts("typealias Shop = Store"),
        ])
        XCTAssertTrue(names.anywhere.isSuperset(of: ["Store", "Observing", "Shop"]), "\(names.anywhere)")
        let files: [(text: String, joins: Bool)] = [
            ("enum Setup {\n    static func run() { let store = Store(); print(store.count) }\n}", false),
            ("let run = { Store() }", false),
            ("enum Setup {\n    static let store = Store()\n}", true),
            ("func run(_ store: Store) {}", true),
            ("func run() { let shop = Shop() }", true),
            ("func run(store: Int) { _ = Observing(model: store) }", true),
            ("func run() { final class Local: Store {} }", true),
            ("func run() { let store = Store()\n", true),
        ]
        let matcher = RelevanceFilter.NameMatcher(names)
        let readingCode = RelevanceFilter.NameMatcher(names, skippingCode: false)
        for file in files {
            XCTAssertEqual(matcher.matches(file.text), file.joins, file.text)
            XCTAssertTrue(readingCode.matches(file.text), file.text)
        }
    }

    /// End to end: the file that names a class only in code is passed over
    /// and the report is the one reading it gives; the file that calls a
    /// generic type in code is read, and the class it passes stays.
    func testPassingOverAFileThatNamesAClassOnlyInCodeChangesNothing() {
        let files = [
            SourceFile(path: "Store.swift", text: "import Combine\nfinal class Store: ObservableObject {\n    @Published var count = 0\n}\n"),
            SourceFile(path: "Cart.swift", text: "import Combine\nfinal class Cart: ObservableObject {\n    @Published var items = 0\n}\n"),
            SourceFile(path: "Observing.swift", text: "import Combine\nstruct Observing<Model: ObservableObject> {\n    let model: Model\n}\n"),
            SourceFile(path: "Setup.swift", text: "enum Setup {\n    static func run() {\n        let store = Store()\n        print(store.count)\n    }\n}\n"),
            SourceFile(path: "Checkout.swift", text: "enum Checkout {\n    static func run() {\n        let cart = Cart()\n        _ = Observing(model: cart)\n    }\n}\n"),
        ]
        var reports: [MigrationReport] = []
        var analysed: [Int] = []
        for skipping in [true, false] {
            var migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 1))
            migrator.skipsClassesNamedInCode = skipping
            let progress = MigrationProgress()
            reports.append(migrator.migrate(files, progress: progress))
            analysed.append(progress.snapshot.analysed)
        }
        XCTAssertEqual(analysed, [4, 5])
        XCTAssertEqual(reports[0].migratedTypes, ["Store"])
        XCTAssertEqual(reports[0].keptTypes.map(\.type), ["Cart"])
        XCTAssertEqual(reports[0].files, reports[1].files)
        XCTAssertEqual(reports[0].findings, reports[1].findings)
        XCTAssertEqual(reports[0].keptTypes, reports[1].keptTypes)
    }

    /// Every fixture project (with its manifests and projects) and a
    /// generated one, each with a file beside each observable class that
    /// names it only in code: the same report whether files naming followed
    /// classes only in code are passed over or read, and some are passed over.
    func testPassingOverFilesNamingClassesOnlyInCodeChangesNoReport() throws {
        var generator = CorpusGenerator(seed: 17)
        let projects = try FixtureCase.all().map { ($0.before, $0.settings) } + [(generator.generate(lines: 10_000), [])]
        var passedOver = 0
        var runs: [(files: [SourceFile], settings: [ProjectSettingsFile])] = []
        for (originals, settings) in projects {
            var files = originals
            for file in originals where file.path.hasSuffix(".swift") {
                let folder = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                for fact in facts(file.text, path: file.path).classes where fact.adoptsOrPublishes {
                    guard let name = fact.qualifiedName.last else { continue }
                    files.append(SourceFile(path: (folder.isEmpty ? "" : folder + "/") + "UsesOf\(name)\(files.count).swift", text: """
                    import Foundation

                    enum UsesOf\(name) {
                        static func make() -> Any {
                            let value = \(name).self
                            return value
                        }

                        static var described: String { String(describing: \(name).self) }
                    }

                    let described\(name) = { (value: \(name)) in String(describing: value) }

                    """))
                }
            }
            runs.append((files, settings))
        }
        // The projects on every core, the largest (the generated one) first.
        let results = ParallelMap.map(runs, concurrency: nil, largestFirst: runs.map { $0.files.reduce(0) { $0 + $1.text.utf8.count } }) { files, settings in
            var reports: [MigrationReport] = []
            var analysed: [Int] = []
            for skipping in [true, false] {
                var migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 1))
                migrator.skipsClassesNamedInCode = skipping
                let progress = MigrationProgress()
                reports.append(migrator.migrate(files, settings: settings, progress: progress))
                analysed.append(progress.snapshot.analysed)
            }
            return (project: files.first?.path ?? "", reports: reports, analysed: analysed)
        }
        for (project, reports, analysed) in results {
            XCTAssertEqual(reports[0].files, reports[1].files, project)
            XCTAssertEqual(reports[0].findings, reports[1].findings, project)
            XCTAssertEqual(reports[0].migratedTypes, reports[1].migratedTypes, project)
            XCTAssertEqual(reports[0].keptTypes, reports[1].keptTypes, project)
            XCTAssertEqual(reports[0].modules, reports[1].modules, project)
            XCTAssertLessThanOrEqual(analysed[0], analysed[1], project)
            passedOver += analysed[1] - analysed[0]
        }
        XCTAssertGreaterThan(passedOver, 0, "the projects must hold files to pass over")
    }
}

@testable import ObservationMigrator
import SwiftParser
import XCTest

/// Which files phase 1 parses: those with a trigger word, then those that name
/// a followed type the way another file can reach it.
final class RelevanceFilterTests: XCTestCase {
    private func facts(_ text: String, path: String = "A.swift", module: String? = nil) -> FileFacts {
        FactCollector.collect(path: path, tree: Parser.parse(source: text), lines: LineTable(text), module: module)
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
        XCTAssertTrue(names.anywhere.contains("Settings"), "\(names.anywhere)")
        XCTAssertNil(names.nested["Settings"])
        XCTAssertTrue(RelevanceFilter.NameMatcher(names).matches("final class Settings: BaseSettings {}"))
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
        let report = Migrator(configuration: Configuration(concurrency: 1)).migrate(files)
        XCTAssertEqual(report.migratedTypes, ["RemoteServer.Detail", "RemoteServer.State"])
        XCTAssertTrue(report.files[1].isChanged, report.files[1].migrated)
    }
}

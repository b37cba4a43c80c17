@testable import ObservationMigrator
import SwiftParser
import XCTest

/// The migration checks its own output: a class some use in the output still
/// needs as an `ObservableObject` is kept, the run redone, and the report says
/// which use held it. Each control breaks a rewrite on purpose and shows the
/// check catches it; no fixture may trip it (`FixtureTests`).
final class OutputCheckTests: XCTestCase {
    private let project = [
        SourceFile(path: "Model.swift", text: """
            import Combine

            final class Library: ObservableObject {
                @Published var books: [String] = []
            }

            final class Settings: ObservableObject {
                @Published var dark = false
            }

            """),
        SourceFile(path: "Views.swift", text: """
            import SwiftUI

            struct RootView: View {
                @StateObject private var library = Library()
                @StateObject private var settings = Settings()

                var body: some View {
                    ShelfView(settings: settings)
                        .environmentObject(library)
                }
            }

            struct ShelfView: View {
                @EnvironmentObject var library: Library
                @ObservedObject var settings: Settings

                var body: some View {
                    Text("\\(library.books.count) \\(settings.dark)")
                }
            }

            """),
    ]

    private func migrate(skipping rewriters: Set<String>) -> MigrationReport {
        var migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 1))
        migrator.skippedRewriters = rewriters
        return migrator.migrate(project)
    }

    func testTheProjectMigratesWholeWhenEveryRewriteRuns() {
        let report = migrate(skipping: [])
        XCTAssertEqual(report.migratedTypes, ["Library", "Settings"])
        XCTAssertFalse(report.findings.contains { $0.rule == .outputCheck })
    }

    /// Control: `.environmentObject(library)` left as it was.
    func testAModifierTheRewriteMissedKeepsItsClass() {
        let report = migrate(skipping: ["ReplaceEnvironmentObjectModifier"])
        XCTAssertEqual(report.migratedTypes, ["Settings"])
        let check = report.findings.filter { $0.rule == .outputCheck }
        XCTAssertEqual(check.map(\.path), ["Views.swift"])
        // At the line of the original file that still needs the old model.
        XCTAssertEqual(check.first?.position.line, 9)
        XCTAssertTrue(check.first?.message.contains(".environmentObject(_:) still passes it") ?? false, "\(check)")
        XCTAssertTrue(report.keptTypes.contains { $0.type == "Library" && $0.reason.contains("output-check") }, "\(report.keptTypes)")
        // The kept class's uses are left as they were; the other class migrates.
        let views = report.files[1].migrated
        XCTAssertTrue(views.contains("@StateObject private var library = Library()"))
        XCTAssertTrue(views.contains("@EnvironmentObject var library: Library"))
        XCTAssertTrue(views.contains("var settings: Settings") && !views.contains("@ObservedObject"))
        XCTAssertTrue(report.files[0].migrated.contains("final class Library: ObservableObject"))
    }

    /// Control: `@ObservedObject var settings` left as it was.
    func testAWrapperTheRewriteMissedKeepsItsClass() {
        let report = migrate(skipping: ["ReplaceObservedObject"])
        XCTAssertEqual(report.migratedTypes, ["Library"])
        XCTAssertEqual(report.findings.filter { $0.rule == .outputCheck }.map(\.position.line), [15])
    }

    /// Control: a `$name` publisher the rewrite missed, in a file whose
    /// other rewrite took its last trigger word (`.environmentObject`), is
    /// caught: every changed file's output is read, whatever words it holds.
    func testAPublisherTheRewriteMissedInAFileWithoutTriggerWordsKeepsItsClass() {
        let files = [
            SourceFile(path: "Feed.swift", text: """
                import Combine

                final class Feed: ObservableObject {
                    @Published var items: [String] = []
                }

                """),
            SourceFile(path: "Feed+Watch.swift", text: """
                import Combine
                import SwiftUI

                extension Feed {
                    func watch() -> AnyCancellable {
                        $items.sink { print($0) }
                    }
                }

                struct FeedScreen: View {
                    let feed: Feed

                    var body: some View {
                        Text("Feed").environmentObject(feed)
                    }
                }

                """),
        ]
        var migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 1))
        let whole = migrator.migrate(files)
        XCTAssertEqual(whole.migratedTypes, ["Feed"])
        XCTAssertTrue(whole.files[1].migrated.contains(".environment(feed)"), whole.files[1].migrated)
        migrator.skippedRewriters = ["BridgePublishers"]
        let report = migrator.migrate(files)
        XCTAssertEqual(report.migratedTypes, [])
        let check = report.findings.filter { $0.rule == .outputCheck }
        XCTAssertEqual(check.map(\.path), ["Feed+Watch.swift"])
        XCTAssertEqual(check.first?.position.line, 6)
        XCTAssertEqual(report.files[1].migrated, files[1].text)
    }

    /// Control: a SwiftUI view wrapper in a class is caught, read from the
    /// facts of an output that has one where the input had an observable wrapper.
    func testAViewWrapperPutInAClassIsCaught() {
        let input = """
            import SwiftUI
            final class Clip: ObservableObject {
                @Published var title = ""
            }
            final class Player {
                @ObservedObject var clip: Clip
                init(clip: Clip) { self.clip = clip }
            }

            """
        let brokenOutput = """
            import SwiftUI
            @Observable final class Clip {
                var title = ""
            }
            final class Player {
                @Bindable var clip: Clip
                init(clip: Clip) { self.clip = clip }
            }

            """
        let inputFacts = FactCollector.collect(path: "Clip.swift", tree: Parser.parse(source: input), text: input)
        let outputFacts = FactCollector.collect(path: "Clip.swift", tree: Parser.parse(source: brokenOutput), text: brokenOutput)
        let index = ProjectIndex(facts: [inputFacts], configuration: Configuration(scope: .all, concurrency: 1))
        XCTAssertTrue(index.isMigrated("Clip"))
        let violations = OutputCheck.violations(output: [outputFacts], input: ["Clip.swift": inputFacts], index: index)
        XCTAssertEqual(violations.map(\.key), ["Clip"])
        XCTAssertEqual(violations.first?.position.line, 6)
        // The check's own narrow reading of the output finds it too.
        let narrowFacts = FactCollector.collect(path: "Clip.swift", tree: Parser.parse(source: brokenOutput), text: brokenOutput, reading: .oldModelUses)
        let narrow = OutputCheck.violations(output: [narrowFacts], input: ["Clip.swift": inputFacts], index: index)
        XCTAssertEqual(narrow.map(\.key), ["Clip"])
        XCTAssertEqual(narrow.first?.position, violations.first?.position)
        // The real output of the same input has no violation.
        let report = Migrator(configuration: Configuration(scope: .all, concurrency: 1)).migrate([SourceFile(path: "Clip.swift", text: input)])
        XCTAssertTrue(report.files[0].migrated.contains("    var clip: Clip\n"), report.files[0].migrated)
        XCTAssertFalse(report.findings.contains { $0.rule == .outputCheck })
    }
}

@testable import ObservationMigrator
import XCTest

final class ReportUnknownObservablesTests: XCTestCase {
    /// A third-party type and a type the project does not declare: left as
    /// is, reported at the wrapper's `@` (a value whose type cannot be told
    /// keeps the project's classes: `state-object-from-function-result`).
    /// `.environmentObject(player)` passes the third-party player (reported
    /// once, at its wrapper). `Theme` is the project's own and migrates.
    func testWrappersOfTypesThisRunDoesNotMigrateAreReported() {
        assertMigration(
            """
            import MediaKit
            import SwiftUI

            struct PlayerView: View {
                1️⃣@StateObject private var player = MediaKit.Player()
                2️⃣@ObservedObject var queue: PlaybackQueue
                @EnvironmentObject var theme: Theme

                var body: some View {
                    Text(queue.title + theme.accent)
                        .environmentObject(player)
                        .environmentObject(Theme.current)
                }
            }

            final class Theme: ObservableObject {
                static let current = Theme()
                @Published var accent = "blue"
            }
            """,
            becomes: """
            import MediaKit
            import SwiftUI

            struct PlayerView: View {
                @StateObject private var player = MediaKit.Player()
                @ObservedObject var queue: PlaybackQueue
                @Environment(Theme.self) var theme

                var body: some View {
                    Text(queue.title + theme.accent)
                        .environmentObject(player)
                        .environment(Theme.current)
                }
            }

            @Observable final class Theme {
                static let current = Theme()
                var accent = "blue"
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .unknownObservable, message: "@StateObject 'player' has type 'MediaKit.Player', which is not a class this run migrates"),
                ExpectedFinding("2️⃣", .unknownObservable, message: "@ObservedObject 'queue' has type 'PlaybackQueue'"),
            ]
        )
    }

    /// Not reported here: a project class that stays (reported on the class),
    /// a generic parameter (its constraint is reported) and a Core Data object.
    /// A name a `guard case` binds beside a property of that name (seen from
    /// the guard on, which its key does not tell): the fix is to rename the
    /// case's value, not to write a type a pattern cannot have. In a `switch`
    /// case, the name is seen in the case only, and both uses are told.
    func testAPatternNameBesideAPropertyGetsTheFixForIt() {
        func unknownLines(_ body: String) -> [Int] {
            let source = """
            import SwiftUI
            final class A: ObservableObject { @Published var n = 0 }
            final class B: ObservableObject { @Published var m = 0 }
            enum Route { case one(A), two }
            struct AView: View { @EnvironmentObject var a: A; var body: some View { Text("") } }
            struct Host: View {
                let route: Route
                let model = B()
                var body: some View { content }
                var content: AnyView {
            \(body)
                }
            }
            """
            let report = Migrator(configuration: Configuration(scope: .all, skipDeploymentCheck: true, concurrency: 1))
                .migrate([SourceFile(path: "Host.swift", text: source)])
            let unknown = report.findings.filter { $0.rule == .unknownObservable }
            for finding in unknown {
                XCTAssertTrue(finding.suggestedFix.contains("`case .detail(let detailModel)`"), finding.suggestedFix)
            }
            return unknown.map(\.position.line)
        }
        XCTAssertEqual(unknownLines("""
                let header = AnyView(AView().environmentObject(model))
                guard case .one(let model) = route else { return header }
                return AnyView(AView().environmentObject(model))
        """), [11, 13])
        XCTAssertEqual(unknownLines("""
                switch route {
                case .one(let model): return AnyView(AView().environmentObject(model))
                case .two: return AnyView(AView().environmentObject(model))
                }
        """), [])
    }

    func testKnownReasonsToStayAreNotReportedAgain() {
        assertMigration(
            """
            import SwiftUI

            struct Inspector<Model: 1️⃣ObservableObject>: View {
                @ObservedObject var model: Model
                @ObservedObject var note: Note
                @StateObject private var feed = Feed()

                var body: some View {
                    Text(note.title)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct Inspector<Model: ObservableObject>: View {
                @ObservedObject var model: Model
                @ObservedObject var note: Note
                @StateObject private var feed = Feed()

                var body: some View {
                    Text(note.title)
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .protocolConstraint)],
            otherFiles: [
                "Models.swift": """
                import CoreData
                import SwiftUI

                final class Note: NSManagedObject {
                    @NSManaged var title: String
                }

                @Persisted
                final class Feed: ObservableObject {
                    @Published var posts: [String] = []
                }
                """,
            ]
        )
    }
}

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
                    Text(queue.title)
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
                    Text(queue.title)
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

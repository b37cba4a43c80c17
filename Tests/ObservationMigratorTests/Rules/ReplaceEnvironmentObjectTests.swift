@testable import ObservationMigrator
import XCTest

final class ReplaceEnvironmentObjectTests: XCTestCase {
    /// The type moves into the attribute; an optional keeps its annotation.
    /// Modifiers and a trailing comment stay.
    func testEnvironmentObjectBecomesEnvironmentOfItsType() {
        assertMigration(
            """
            import SwiftUI

            struct ShelfView: View {
                @EnvironmentObject private var library: Library // injected by the app
                @EnvironmentObject var session: Session?
                @EnvironmentObject var step: Onboarding.Step

                var body: some View {
                    Text("\\(library.books.count) \\(session == nil) \\(step.index)")
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct ShelfView: View {
                @Environment(Library.self) private var library // injected by the app
                @Environment(Session.self) var session: Session?
                @Environment(Onboarding.Step.self) var step

                var body: some View {
                    Text("\\(library.books.count) \\(session == nil) \\(step.index)")
                }
            }
            """,
            otherFiles: [
                "Models.swift": """
                import SwiftUI

                final class Library: ObservableObject {
                    @Published var books: [String] = []
                }

                final class Session: ObservableObject {
                    @Published var user = ""
                }

                enum Onboarding {
                    final class Step: ObservableObject {
                        @Published var index = 0
                    }
                }
                """,
            ]
        )
    }

    /// An environment object whose class stays keeps `@EnvironmentObject`, unreported here.
    func testEnvironmentObjectOfAClassThatStaysIsLeftAsIs() {
        assertMigration(
            """
            import SwiftUI

            struct ClockFace: View {
                @EnvironmentObject var clock: Clock

                var body: some View {
                    Text(clock.now, style: .time)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct ClockFace: View {
                @EnvironmentObject var clock: Clock

                var body: some View {
                    Text(clock.now, style: .time)
                }
            }
            """,
            otherFiles: [
                "Clock.swift": """
                import SwiftUI

                final class Clock: ObservableObject {
                    var now = Date()

                    func tick() {
                        now = Date()
                        DispatchQueue.main.async { self.objectWillChange.send() }
                    }
                }
                """,
            ]
        )
    }
}

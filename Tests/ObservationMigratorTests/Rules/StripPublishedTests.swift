@testable import ObservationMigrator
import XCTest

final class StripPublishedTests: XCTestCase {
    /// Modifiers, doc comments, observers, types, values and trailing comments stay.
    func testPublishedIsRemovedAndTheRestOfThePropertyKept() {
        assertMigration(
            """
            import SwiftUI

            final class Inbox: ObservableObject {
                /// Unread first.
                @Published private(set) var messages: [String] = []
                @Published var filter = "" { // typed by the user
                    didSet { messages = [] }
                }
                @Published
                var isLoading = false
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Inbox {
                /// Unread first.
                private(set) var messages: [String] = []
                var filter = "" { // typed by the user
                    didSet { messages = [] }
                }
                var isLoading = false
            }
            """
        )
    }

    /// A class that stays `ObservableObject` keeps its `@Published` properties.
    func testClassThatStaysKeepsPublished() {
        assertMigration(
            """
            import SwiftUI

            final class Outbox: ObservableObject {
                @Published var pending: [String] = []

                func flush() {
                    DispatchQueue.main.async { self.1️⃣objectWillChange.send() }
                    pending = []
                }
            }
            """,
            becomes: """
            import SwiftUI

            final class Outbox: ObservableObject {
                @Published var pending: [String] = []

                func flush() {
                    DispatchQueue.main.async { self.objectWillChange.send() }
                    pending = []
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .objectWillChange)]
        )
    }
}

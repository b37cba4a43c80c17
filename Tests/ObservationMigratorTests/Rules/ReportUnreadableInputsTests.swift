@testable import ObservationMigrator
import XCTest

final class ReportUnreadableInputsTests: XCTestCase {
    /// The file stays byte for byte; the finding points at the first error.
    func testFileWithASyntaxErrorIsLeftUntouched() {
        assertMigration(
            """
            import SwiftUI

            final class Draft: ObservableObject {
                @Published var text = ""

                func clear(1️⃣ {
                    text = ""
                }
            }
            """,
            becomes: """
            import SwiftUI

            final class Draft: ObservableObject {
                @Published var text = ""

                func clear( {
                    text = ""
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .parseError, message: "syntax error: expected ')' to end parameter clause")]
        )
    }

    /// A class declared in a file that does not parse stays, so its views keep
    /// their wrappers, unreported.
    func testViewsOfAClassInAnUnreadableFileKeepTheirWrappers() {
        assertMigration(
            """
            import SwiftUI

            struct Editor: View {
                @StateObject private var draft = Draft()

                var body: some View {
                    Text(draft.text)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct Editor: View {
                @StateObject private var draft = Draft()

                var body: some View {
                    Text(draft.text)
                }
            }
            """,
            otherFiles: [
                "Draft.swift": """
                import SwiftUI

                final class Draft: ObservableObject {
                    @Published var text = ""

                    func clear( {
                        text = ""
                    }
                }
                """,
            ]
        )
    }
}

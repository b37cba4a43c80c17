@testable import ObservationMigrator
import XCTest

final class SplitMultiBindingPropertiesTests: XCTestCase {
    /// Each name gets its own declaration with the shared attributes and
    /// modifiers; `var top, bottom: Int` gives both names the type.
    func testEachNameGetsItsOwnDeclaration() {
        assertMigration(
            """
            import SwiftUI

            final class Canvas: ObservableObject {
                @Published var width = 0.0, height = 0.0
                private 1️⃣var lastX: Double = 0, lastY: Double = 0
                2️⃣var top, bottom: Int
                let minimum = 1.0, maximum = 10.0

                init() {
                    top = 0
                    bottom = 0
                }
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Canvas {
                var width = 0.0
                var height = 0.0
                private var lastX: Double = 0
                private var lastY: Double = 0
                var top: Int
                var bottom: Int
                let minimum = 1.0
                let maximum = 10.0

                init() {
                    top = 0
                    bottom = 0
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .unpublishedNowTracked, message: "'lastX'"),
                ExpectedFinding("1️⃣", .unpublishedNowTracked, message: "'lastY'"),
                ExpectedFinding("2️⃣", .unpublishedNowTracked, message: "'bottom'"),
                ExpectedFinding("2️⃣", .unpublishedNowTracked, message: "'top'"),
            ]
        )
    }

    /// Only migrated classes are split: a struct and a class that stays keep
    /// their declarations.
    func testDeclarationsOutsideMigratedClassesStayTogether() {
        assertMigration(
            """
            import SwiftUI

            struct Point {
                var x = 0.0, y = 0.0
            }

            @Persisted
            final 1️⃣class Viewport: ObservableObject {
                @Published var zoom = 1.0, rotation = 0.0
            }
            """,
            becomes: """
            import SwiftUI

            struct Point {
                var x = 0.0, y = 0.0
            }

            @Persisted
            final class Viewport: ObservableObject {
                @Published var zoom = 1.0, rotation = 0.0
            }
            """,
            findings: [ExpectedFinding("1️⃣", .attachedMacro, message: "@Persisted")]
        )
    }
}

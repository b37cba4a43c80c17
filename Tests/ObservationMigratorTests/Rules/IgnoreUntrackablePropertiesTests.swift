@testable import ObservationMigrator
import XCTest

final class IgnoreUntrackablePropertiesTests: XCTestCase {
    func testLazyAndWrappedPropertiesAreIgnoredAndPlainOnesNoted() {
        assertMigration(
            """
            import SwiftUI

            final class Reader: ObservableObject {
                @Published var page = 0
                lazy 1️⃣var formatter = DateFormatter()
                @AppStorage("font") 2️⃣var font = "Serif"
                3️⃣var draft = ""
                var tasks: Set<AnyCancellable> = []
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Reader {
                var page = 0
                @ObservationIgnored lazy var formatter = DateFormatter()
                @ObservationIgnored @AppStorage("font") var font = "Serif"
                var draft = ""
                var tasks: Set<AnyCancellable> = []
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .lazyIgnored, message: "'formatter' in 'Reader' is lazy"),
                ExpectedFinding("2️⃣", .propertyWrapperIgnored, message: "uses @AppStorage"),
                ExpectedFinding("3️⃣", .unpublishedNowTracked, message: "'draft'"),
            ]
        )
    }

    func testIgnoreUnpublishedIgnoresPlainStoredVarsSilently() {
        assertMigration(
            """
            final class Reader: ObservableObject {
                @Published var page = 0
                var draft = ""
            }
            """,
            becomes: """
            import Observation

            @Observable final class Reader {
                var page = 0
                @ObservationIgnored var draft = ""
            }
            """,
            configuration: Configuration(ignoreUnpublished: true, skipDeploymentCheck: true, concurrency: 1)
        )
    }

    /// Members inside `#if` are the class's members too.
    func testMembersInsideIfConfigAreDecidedAndReported() {
        assertMigration(
            """
            import Foundation

            final class Reader: ObservableObject {
                #if os(macOS)
                lazy 1️⃣var formatter = DateFormatter()
                2️⃣var zoom = 1.0
                #endif
            }
            """,
            becomes: """
            import Foundation
            import Observation

            @Observable final class Reader {
                #if os(macOS)
                @ObservationIgnored lazy var formatter = DateFormatter()
                var zoom = 1.0
                #endif
            }
            """,
            findings: [ExpectedFinding("1️⃣", .lazyIgnored), ExpectedFinding("2️⃣", .unpublishedNowTracked)]
        )
    }
}

@testable import ObservationMigrator
import XCTest

final class KeepMacroAttributedClassesTests: XCTestCase {
    /// `@Stateful` may generate `@Published` members: `Feed` and the views
    /// holding it stay as they are. `@MainActor` is known and migrates.
    func testClassWithUnknownAttributeStays() {
        assertMigration(
            """
            import SwiftUI

            @Stateful
            final 1️⃣class Feed: ObservableObject {
                @Published var posts: [String] = []
            }

            @MainActor
            final class Composer: ObservableObject {
                @Published var draft = ""
            }

            struct FeedView: View {
                @StateObject private var feed = Feed()
                @StateObject private var composer = Composer()

                var body: some View {
                    List(feed.posts + [composer.draft], id: \\.self) { Text($0) }
                }
            }
            """,
            becomes: """
            import SwiftUI

            @Stateful
            final class Feed: ObservableObject {
                @Published var posts: [String] = []
            }

            @Observable
            @MainActor
            final class Composer {
                var draft = ""
            }

            struct FeedView: View {
                @StateObject private var feed = Feed()
                @State private var composer = Composer()

                var body: some View {
                    List(feed.posts + [composer.draft], id: \\.self) { Text($0) }
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .attachedMacro, message: "'Feed' stays ObservableObject: @Stateful may be a macro")]
        )
    }
}

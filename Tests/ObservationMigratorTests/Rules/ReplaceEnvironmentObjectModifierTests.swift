@testable import ObservationMigrator
import XCTest

final class ReplaceEnvironmentObjectModifierTests: XCTestCase {
    private let models = [
        "Models.swift": """
        import SwiftUI

        final class Library: ObservableObject {
            @Published var books: [String] = []
        }

        final class Account: ObservableObject {
            @Published var name = ""
        }

        @Persisted
        final class Feed: ObservableObject {
            @Published var posts: [String] = []
        }
        """,
    ]

    /// Also the bare `environmentObject(_:)` of a `View` extension. A value
    /// whose type cannot be told stays and is reported at the modifier's name.
    func testModifierPassingAMigratedObjectBecomesEnvironment() {
        assertMigration(
            """
            import SwiftUI

            @main
            struct BooksApp: App {
                @StateObject private var library = Library()
                let account = Account()

                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environmentObject(library)
                            .environmentObject(account)
                            .1️⃣environmentObject(makeTheme())
                    }
                }
            }

            extension View {
                func withLibrary(_ library: Library) -> some View {
                    environmentObject(library)
                }
            }
            """,
            becomes: """
            import SwiftUI

            @main
            struct BooksApp: App {
                @State private var library = Library()
                let account = Account()

                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .environment(library)
                            .environment(account)
                            .environmentObject(makeTheme())
                    }
                }
            }

            extension View {
                func withLibrary(_ library: Library) -> some View {
                    environment(library)
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .unknownObservable, message: ".environmentObject(_:) passes a value whose class could not be told")],
            otherFiles: models
        )
    }

    /// An object of a class that stays is passed the old way, unreported here.
    func testModifierPassingAClassThatStaysIsLeftAsIs() {
        assertMigration(
            """
            import SwiftUI

            struct FeedScreen: View {
                let feed: Feed

                var body: some View {
                    FeedList()
                        .environmentObject(feed)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct FeedScreen: View {
                let feed: Feed

                var body: some View {
                    FeedList()
                        .environmentObject(feed)
                }
            }
            """,
            otherFiles: models
        )
    }

    /// The value is reached through an actor's stored property: its class is
    /// told, so the modifier follows it.
    func testValueThroughAnActorsPropertyResolves() {
        assertMigration(
            """
            import SwiftUI

            actor RemoteServer {
                final class State: ObservableObject {
                    @Published var isRunning = false
                }
                let state = State()
            }

            final class AppData: ObservableObject {
                @Published var name = ""
                private(set) 1️⃣var remoteServer: RemoteServer!
            }

            struct ServerView: View {
                @EnvironmentObject var server: RemoteServer.State
                var body: some View { Text(server.isRunning ? "on" : "off") }
            }

            struct Root: View {
                let data: AppData
                var body: some View { ServerView().environmentObject(data.remoteServer.state) }
            }
            """,
            becomes: """
            import SwiftUI

            actor RemoteServer {
                @Observable final class State {
                    var isRunning = false
                }
                let state = State()
            }

            @Observable final class AppData {
                var name = ""
                private(set) var remoteServer: RemoteServer!
            }

            struct ServerView: View {
                @Environment(RemoteServer.State.self) var server
                var body: some View { Text(server.isRunning ? "on" : "off") }
            }

            struct Root: View {
                let data: AppData
                var body: some View { ServerView().environment(data.remoteServer.state) }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .unpublishedNowTracked)]
        )
    }
}

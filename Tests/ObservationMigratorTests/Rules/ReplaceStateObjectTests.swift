@testable import ObservationMigrator
import XCTest

final class ReplaceStateObjectTests: XCTestCase {
    private let models = [
        "Models.swift": """
        import SwiftUI

        final class Library: ObservableObject {
            @Published var books: [String] = []
        }

        final class ImageCache: ObservableObject {
            static let shared = ImageCache()
            @Published var images: [String: Data] = [:]
        }

        final class SearchModel: ObservableObject {
            @Published var results: [String] = []
            init(index: SearchIndex) {}
        }

        @Persisted
        final class Feed: ObservableObject {
            @Published var posts: [String] = []
        }
        """,
    ]

    /// A plain initialiser call and a static read are cheap to evaluate on
    /// every init of the view: no finding. A class that stays keeps `@StateObject`.
    func testStateObjectOfAMigratedClassBecomesState() {
        assertMigration(
            """
            import SwiftUI

            struct LibraryView: View {
                @StateObject private var library = Library()
                @StateObject private var cache = ImageCache.shared
                @StateObject private var feed = Feed()

                var body: some View {
                    Text("\\(library.books.count) \\(cache.images.count)")
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct LibraryView: View {
                @State private var library = Library()
                @State private var cache = ImageCache.shared
                @StateObject private var feed = Feed()

                var body: some View {
                    Text("\\(library.books.count) \\(cache.images.count)")
                }
            }
            """,
            otherFiles: models
        )
    }

    /// A computed initial value, which `@State` (a property wrapper before
    /// Xcode 27) would evaluate at every init of the view: the property stays
    /// `@StateObject`, the class keeps `ObservableObject` next to `@Observable`.
    func testComputedInitialValueKeepsTheStateObject() {
        assertMigration(
            """
            import SwiftUI

            struct SearchView: View {
                1️⃣@StateObject private var search = SearchModel(index: SearchIndex.load())

                var body: some View {
                    List(search.results, id: \\.self) { Text($0) }
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct SearchView: View {
                @StateObject private var search = SearchModel(index: SearchIndex.load())

                var body: some View {
                    List(search.results, id: \\.self) { Text($0) }
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .stateObjectKept, message: "@StateObject 'search' stays: its initial value is computed")],
            otherFiles: models
        )
    }

    /// Reads that may build: a computed static, a class whose stored property
    /// reads one, a class whose `init` stores what a getter returns. Each
    /// stays `@StateObject`; a stored static (`shared`) becomes `@State`.
    /// A stored property with a property wrapper runs the wrapper's
    /// initialiser when the class is built (an injection wrapper resolves its
    /// dependency there): `@State` would run it at every init of the view.
    /// SwiftUI's view wrappers, and a wrapper of the project whose
    /// construction only stores values, do not count.
    func testWrapperInitialisedPropertiesKeepTheStateObject() {
        assertMigration(
            """
            import SwiftUI

            struct InboxView: View {
                1️⃣@StateObject private var inbox = Inbox()
                @StateObject private var draft = Draft()
                2️⃣@StateObject private var player = Player()

                var body: some View { Text("\\(inbox.unread) \\(draft.text) \\(player.title)") }
            }
            """,
            becomes: """
            import SwiftUI

            struct InboxView: View {
                @StateObject private var inbox = Inbox()
                @State private var draft = Draft()
                @StateObject private var player = Player()

                var body: some View { Text("\\(inbox.unread) \\(draft.text) \\(player.title)") }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .stateObjectKept, message: "building 'Inbox' runs code"),
                ExpectedFinding("2️⃣", .stateObjectKept, message: "building 'Player' runs code"),
            ],
            otherFiles: ["Models.swift": """
            import SwiftUI

            final class Inbox: ObservableObject {
                @Published var unread = 0
                @Injected(\\.mailService) var mail: MailService
            }

            final class Draft: ObservableObject {
                @Published var text = ""
                @Clamped(max: 10) var length = 0
            }

            final class Player: ObservableObject {
                @Published var title = ""
                @Stored("volume") var volume = 5
            }

            @propertyWrapper
            struct Clamped {
                var wrappedValue: Int
                let max: Int

                init(wrappedValue: Int, max: Int) {
                    self.wrappedValue = wrappedValue
                    self.max = max
                }
            }

            @propertyWrapper
            struct Stored {
                var wrappedValue: Int

                init(wrappedValue: Int, _ key: String) {
                    self.wrappedValue = UserDefaults.standard.object(forKey: key) as? Int ?? wrappedValue
                }
            }
            """]
        )
    }

    /// A stored property that starts from a stored static (`Theme.accent`)
    /// reads a value made once; one that starts from a computed static may
    /// build at every read.
    func testStoredPropertiesReadFromStaticsAreJudgedByTheStatic() {
        assertMigration(
            """
            import SwiftUI

            struct PaletteView: View {
                @StateObject private var palette = Palette()
                1️⃣@StateObject private var clock = Clock()

                var body: some View { Text("\\(palette.color) \\(clock.zone)") }
            }
            """,
            becomes: """
            import SwiftUI

            struct PaletteView: View {
                @State private var palette = Palette()
                @StateObject private var clock = Clock()

                var body: some View { Text("\\(palette.color) \\(clock.zone)") }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .stateObjectKept, message: "building 'Clock' runs code"),
            ],
            otherFiles: ["Models.swift": """
            import SwiftUI

            enum Theme {
                static let accent = Color.blue
                static var zone: String { TimeZone.current.identifier }
            }

            final class Palette: ObservableObject {
                @Published var selection = 0
                var color = Theme.accent
            }

            final class Clock: ObservableObject {
                @Published var ticks = 0
                var zone = Theme.zone
            }
            """]
        )
    }

    func testStaticReadsThatMayBuildKeepTheStateObject() {
        assertMigration(
            """
            import SwiftUI

            struct RootView: View {
                1️⃣@StateObject private var coordinator: Coordinator
                @StateObject private var cache: ImageCache = .shared
                2️⃣@StateObject private var sync = SyncModel()
                3️⃣@StateObject private var gestures = GesturesModel()

                init() {
                    _coordinator = StateObject(wrappedValue: Self.defaultCoordinator)
                }

                static var defaultCoordinator: Coordinator { Coordinator() }

                var body: some View { Text("\\(coordinator.tab) \\(cache.images.count) \\(sync.settings) \\(gestures.enabled)") }
            }
            """,
            becomes: """
            import SwiftUI

            struct RootView: View {
                @StateObject private var coordinator: Coordinator
                @State private var cache: ImageCache = .shared
                @StateObject private var sync = SyncModel()
                @StateObject private var gestures = GesturesModel()

                init() {
                    _coordinator = StateObject(wrappedValue: Self.defaultCoordinator)
                }

                static var defaultCoordinator: Coordinator { Coordinator() }

                var body: some View { Text("\\(coordinator.tab) \\(cache.images.count) \\(sync.settings) \\(gestures.enabled)") }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .stateObjectKept, message: "from a static that is computed"),
                ExpectedFinding("2️⃣", .stateObjectKept, message: "building 'SyncModel' runs code"),
                ExpectedFinding("3️⃣", .stateObjectKept, message: "building 'GesturesModel' runs code"),
            ],
            otherFiles: models.merging(["Reads.swift": """
            import SwiftUI

            final class Coordinator: ObservableObject {
                @Published var tab = 0
            }

            struct SyncSettings {
                static var current: SyncSettings { SyncSettings() }
            }

            final class SyncModel: ObservableObject {
                @Published var settings: SyncSettings = .current
            }

            final class GesturesModel: ObservableObject {
                @Published var enabled: Bool
                init() { enabled = Store.current.gesturesEnabled }
            }
            """]) { $1 }
        )
    }
}

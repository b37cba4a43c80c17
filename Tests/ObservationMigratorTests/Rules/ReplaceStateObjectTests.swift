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
                    Text("\\(library.books.count)")
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
                    Text("\\(library.books.count)")
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
}

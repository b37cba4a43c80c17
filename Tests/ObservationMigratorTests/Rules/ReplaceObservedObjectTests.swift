@testable import ObservationMigrator
import XCTest

final class ReplaceObservedObjectTests: XCTestCase {
    private let book = [
        "Book.swift": """
        import SwiftUI

        final class Book: ObservableObject {
            @Published var title = ""
        }
        """,
    ]

    /// A view that only reads the object gets a plain property, one that makes
    /// `$book.title` bindings `@Bindable`, one that creates its object `@State`.
    func testObservedObjectTakesTheFormItsUseNeeds() {
        assertMigration(
            """
            import SwiftUI

            struct BookRow: View {
                @ObservedObject var book: Book

                var body: some View {
                    Text(book.title)
                }
            }

            struct BookEditor: View {
                @ObservedObject var book: Book

                var body: some View {
                    TextField("Title", text: $book.title)
                }
            }

            struct BookPreview: View {
                1️⃣@ObservedObject var book = Book()

                var body: some View {
                    Text(book.title)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct BookRow: View {
                var book: Book

                var body: some View {
                    Text(book.title)
                }
            }

            struct BookEditor: View {
                @Bindable var book: Book

                var body: some View {
                    TextField("Title", text: $book.title)
                }
            }

            struct BookPreview: View {
                @State var book = Book()

                var body: some View {
                    Text(book.title)
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .viewOwnedObservedObject, message: "@ObservedObject 'book' creates its own object, so it became @State")],
            otherFiles: book
        )
    }

    /// A `$book` binding made in an extension of the view in another file counts too.
    func testBindingInAnExtensionElsewhereMakesItBindable() {
        assertMigration(
            """
            import SwiftUI

            struct BookEditor: View {
                @ObservedObject var book: Book

                var body: some View {
                    titleField
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct BookEditor: View {
                @Bindable var book: Book

                var body: some View {
                    titleField
                }
            }
            """,
            otherFiles: book.merging([
                "BookEditor+Fields.swift": """
                import SwiftUI

                extension BookEditor {
                    var titleField: some View {
                        TextField("Title", text: $book.title)
                    }
                }
                """,
            ]) { first, _ in first }
        )
    }
}

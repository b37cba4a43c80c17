@testable import ObservationMigrator
import XCTest

final class ReportUnsupportedTypesTests: XCTestCase {
    /// The finding points at the `ObservableObject` conformance of a struct or actor.
    func testStructsAndActorsAdoptingObservableObjectAreReported() {
        assertMigration(
            """
            import SwiftUI

            struct Filter: 1️⃣ObservableObject {
                var query = ""
            }

            actor Downloader: 2️⃣ObservableObject {
                var progress = 0.0
            }
            """,
            becomes: """
            import SwiftUI

            struct Filter: ObservableObject {
                var query = ""
            }

            actor Downloader: ObservableObject {
                var progress = 0.0
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .unsupportedType, message: "struct 'Filter' adopts ObservableObject"),
                ExpectedFinding("2️⃣", .unsupportedType, message: "actor 'Downloader' adopts ObservableObject"),
            ]
        )
    }

    /// An `NSManagedObject` subclass that declares `ObservableObject` is
    /// reported; one observable only through its SDK superclass is not. Views
    /// keep observing both, unreported.
    func testManagedObjectsStayAndTheirViewsKeepObservingThem() {
        assertMigration(
            """
            import CoreData
            import SwiftUI

            final 1️⃣class Note: NSManagedObject, ObservableObject {
                @NSManaged var title: String
            }

            final class Tag: NSManagedObject {
                @NSManaged var name: String
            }

            struct NoteRow: View {
                @ObservedObject var note: Note
                @ObservedObject var tag: Tag

                var body: some View {
                    Text(note.title + tag.name)
                }
            }
            """,
            becomes: """
            import CoreData
            import SwiftUI

            final class Note: NSManagedObject, ObservableObject {
                @NSManaged var title: String
            }

            final class Tag: NSManagedObject {
                @NSManaged var name: String
            }

            struct NoteRow: View {
                @ObservedObject var note: Note
                @ObservedObject var tag: Tag

                var body: some View {
                    Text(note.title + tag.name)
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .unsupportedType, message: "'Note' is an NSManagedObject subclass")]
        )
    }
}

@testable import ObservationMigrator
import XCTest

final class RemoveObservableObjectConformanceTests: XCTestCase {
    /// Other inherited types stay; a clause left empty disappears, also before
    /// a `where` clause.
    func testConformanceIsRemovedFromTheInheritanceClause() {
        assertMigration(
            """
            import CoreLocation
            import SwiftUI

            final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
                @Published var lastFix: CLLocation?
            }

            final class Session: ObservableObject {
                @Published var token: String?
            }

            final class Box<Value>: ObservableObject where Value: Equatable {
                @Published var value: Value?
            }
            """,
            becomes: """
            import CoreLocation
            import SwiftUI

            @Observable final class LocationModel: NSObject, CLLocationManagerDelegate {
                var lastFix: CLLocation?
            }

            @Observable final class Session {
                var token: String?
            }

            @Observable final class Box<Value> where Value: Equatable {
                var value: Value?
            }
            """
        )
    }

    /// An extension in another file than the class: an empty one disappears,
    /// one with other conformances or members keeps them.
    func testConformanceDeclaredInExtensionsIsRemoved() {
        assertMigration(
            """
            import SwiftUI

            extension Journal: ObservableObject {}

            extension Journal: ObservableObject, CustomStringConvertible {
                var description: String { entries.joined(separator: ", ") }
            }
            """,
            becomes: """
            import SwiftUI

            extension Journal: CustomStringConvertible {
                var description: String { entries.joined(separator: ", ") }
            }
            """,
            otherFiles: [
                "Journal.swift": """
                import SwiftUI

                final class Journal {
                    @Published var entries: [String] = []
                }
                """,
            ]
        )
    }

    /// A comment written after the removed conformance stays where it was
    /// (the header runs over two lines: the macro takes a line of its own).
    func testCommentAfterTheConformanceIsKept() {
        assertMigration(
            """
            import SwiftUI

            final class Account: ObservableObject, // observed by the settings screen
                Identifiable {
                let id = UUID()
                @Published var name = ""
            }
            """,
            becomes: """
            import SwiftUI

            @Observable
            final class Account: // observed by the settings screen
                Identifiable {
                let id = UUID()
                var name = ""
            }
            """
        )
    }
}

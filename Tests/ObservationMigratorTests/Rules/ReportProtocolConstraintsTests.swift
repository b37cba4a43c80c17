@testable import ObservationMigrator
import XCTest

final class ReportProtocolConstraintsTests: XCTestCase {
    /// Every conformer migrates and nothing over the protocol needs
    /// `ObservableObject`: the protocol refines `AnyObject, Observable`.
    func testProtocolWhoseConformersAllMigrateRefinesObservable() {
        assertMigration(
            """
            import SwiftUI

            protocol Store: 1️⃣ObservableObject {
                var isLoading: Bool { get }
            }

            final class CartStore: Store {
                @Published var isLoading = false
            }
            """,
            becomes: """
            import SwiftUI

            protocol Store: AnyObject, Observable {
                var isLoading: Bool { get }
            }

            @Observable final class CartStore: Store {
                var isLoading = false
            }
            """,
            findings: [ExpectedFinding("1️⃣", .observableProtocolMigrated, message: "protocol 'Store' refines AnyObject, Observable now")]
        )
    }

    /// Code over `any Store` reads a `$name` publisher: the conformers stay,
    /// reported at the protocol (naming the use) and each conformer's `class`.
    func testConformersOfAProtocolWhosePublisherIsReadStay() {
        assertMigration(
            """
            import Combine
            import SwiftUI

            protocol Store: 1️⃣ObservableObject, AnyObject {
                var isLoading: Bool { get }
            }

            final 2️⃣class CartStore: Store {
                @Published var isLoading = false
            }

            final class Spinner {
                func watch(_ store: any Store) -> AnyCancellable {
                    (store as! CartStore).$isLoading.sink { print($0) }
                }
            }
            """,
            becomes: """
            import Combine
            import SwiftUI

            protocol Store: ObservableObject, AnyObject {
                var isLoading: Bool { get }
            }

            final class CartStore: Store {
                @Published var isLoading = false
            }

            final class Spinner {
                func watch(_ store: any Store) -> AnyCancellable {
                    (store as! CartStore).$isLoading.sink { print($0) }
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .protocolConstraint, message: "protocol 'Store' keeps refining ObservableObject: code over it reads its $isLoading publisher"),
                ExpectedFinding("2️⃣", .protocolConstraint, message: "'CartStore' stays ObservableObject: code over 'Store'"),
            ]
        )
    }

    /// `Sidebar` is passed to `Panel(model:)`, whose parameter requires
    /// `ObservableObject`: it stays, reported at the call. `Toolbar` is not
    /// passed there and migrates.
    func testClassPassedToAConstrainedGenericParameterStays() {
        assertMigration(
            """
            import SwiftUI

            final class Sidebar: ObservableObject {
                @Published var selection: String?
            }

            final class Toolbar: ObservableObject {
                @Published var title = ""
            }

            struct Panel<Model: 1️⃣ObservableObject>: View {
                @ObservedObject var model: Model

                var body: some View {
                    EmptyView()
                }
            }

            struct Root: View {
                let sidebar = Sidebar()
                @StateObject private var toolbar = Toolbar()

                var body: some View {
                    2️⃣Panel(model: sidebar).navigationTitle(toolbar.title)
                }
            }
            """,
            becomes: """
            import SwiftUI

            final class Sidebar: ObservableObject {
                @Published var selection: String?
            }

            @Observable final class Toolbar {
                var title = ""
            }

            struct Panel<Model: ObservableObject>: View {
                @ObservedObject var model: Model

                var body: some View {
                    EmptyView()
                }
            }

            struct Root: View {
                let sidebar = Sidebar()
                @State private var toolbar = Toolbar()

                var body: some View {
                    Panel(model: sidebar).navigationTitle(toolbar.title)
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .protocolConstraint, message: "generic parameter 'Model' is constrained to ObservableObject"),
                ExpectedFinding("2️⃣", .protocolConstraint, message: "'Sidebar' stays ObservableObject: it is passed to 'Panel'"),
            ]
        )
    }

    /// `where` requirements and `some`/`any ObservableObject` are reported and left as written.
    func testWhereClausesAndOpaqueOrExistentialTypesAreReported() {
        assertMigration(
            """
            import SwiftUI

            func observe<T>(_ object: T) where T: 1️⃣ObservableObject {}

            func refresh(_ store: 2️⃣some ObservableObject) {}

            var current: (3️⃣any ObservableObject)?
            """,
            becomes: """
            import SwiftUI

            func observe<T>(_ object: T) where T: ObservableObject {}

            func refresh(_ store: some ObservableObject) {}

            var current: (any ObservableObject)?
            """,
            findings: [
                ExpectedFinding("1️⃣", .protocolConstraint, message: "'T' is constrained to ObservableObject"),
                ExpectedFinding("2️⃣", .protocolConstraint, message: "'some ObservableObject' accepts only ObservableObject classes"),
                ExpectedFinding("3️⃣", .protocolConstraint, message: "'any ObservableObject' accepts only ObservableObject classes"),
            ]
        )
    }

    /// The constraint written in a `where` clause holds the class passed, too.
    func testWhereClauseConstraintKeepsTheClassPassed() {
        let source = """
            import SwiftUI

            final class Catalog: ObservableObject {
                @Published var items: [String] = []
            }

            struct ListScreen<VM>: View where VM: ObservableObject {
                @ObservedObject var viewModel: VM
                var body: some View { Text("") }
            }

            struct Root: View {
                let catalog = Catalog()
                var body: some View { ListScreen(viewModel: catalog) }
            }
            """
        assertMigration(
            source.replacingOccurrences(of: "where VM: ObservableObject", with: "where VM: 1️⃣ObservableObject")
                .replacingOccurrences(of: "{ ListScreen(viewModel: catalog) }", with: "{ 2️⃣ListScreen(viewModel: catalog) }"),
            becomes: source,
            findings: [
                ExpectedFinding("1️⃣", .protocolConstraint, message: "'VM' is constrained to ObservableObject"),
                ExpectedFinding("2️⃣", .protocolConstraint, message: "'Catalog' stays ObservableObject"),
            ]
        )
    }
}

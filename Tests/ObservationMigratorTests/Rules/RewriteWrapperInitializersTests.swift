@testable import ObservationMigrator
import XCTest

final class RewriteWrapperInitializersTests: XCTestCase {
    private let models = [
        "Models.swift": """
        import SwiftUI

        final class ReaderModel: ObservableObject {
            @Published var page = 0
            init(bookID: Int) {}
        }

        final class Toolbar: ObservableObject {
            @Published var title = ""
        }
        """,
    ]

    /// `_x = StateObject(wrappedValue: Model(…))` builds the model once, when
    /// SwiftUI installs the view; `State(initialValue:)` would build it at
    /// every init of the view: both properties stay `@StateObject`, each
    /// reported once, at its declaration.
    func testStateObjectInitialisationOfANewModelStays() {
        assertMigration(
            """
            import SwiftUI

            struct ReaderView: View {
                1️⃣@StateObject private var model: ReaderModel
                2️⃣@StateObject private var toolbar: Toolbar

                init(bookID: Int) {
                    _model = StateObject(wrappedValue: ReaderModel(bookID: bookID))
                    _toolbar = StateObject(wrappedValue: Toolbar())
                }

                var body: some View {
                    Text("\\(model.page)")
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct ReaderView: View {
                @StateObject private var model: ReaderModel
                @StateObject private var toolbar: Toolbar

                init(bookID: Int) {
                    _model = StateObject(wrappedValue: ReaderModel(bookID: bookID))
                    _toolbar = StateObject(wrappedValue: Toolbar())
                }

                var body: some View {
                    Text("\\(model.page)")
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .stateObjectKept, message: "initialised in `init` with `StateObject(wrappedValue:)`"),
                ExpectedFinding("2️⃣", .stateObjectKept, message: "initialised in `init` with `StateObject(wrappedValue:)`"),
            ],
            otherFiles: models
        )
    }

    /// A parameter handed to `StateObject(wrappedValue:)` becomes
    /// `self.name = value` where it comes after the other stored properties;
    /// before them it would not compile with Xcode 27's `@State` (TN3211:
    /// "Initialize stored properties before assigning to State in init"), so
    /// that `@StateObject` stays.
    func testAParameterBecomesAnAssignmentOnlyAfterTheOtherStoredProperties() {
        assertMigration(
            """
            import SwiftUI

            struct PageView: View {
                @StateObject private var model: ReaderModel
                let title: String

                init(title: String, model: ReaderModel) {
                    self.title = title
                    _model = StateObject(wrappedValue: model)
                }

                var body: some View { Text("\\(title) \\(model.page)") }
            }

            struct ToolbarView: View {
                1️⃣@StateObject private var toolbar: Toolbar
                let compact: Bool

                init(toolbar: Toolbar, compact: Bool) {
                    _toolbar = StateObject(wrappedValue: toolbar)
                    self.compact = compact
                }

                var body: some View { Text(toolbar.title) }
            }
            """,
            becomes: """
            import SwiftUI

            struct PageView: View {
                @State private var model: ReaderModel
                let title: String

                init(title: String, model: ReaderModel) {
                    self.title = title
                    self.model = model
                }

                var body: some View { Text("\\(title) \\(model.page)") }
            }

            struct ToolbarView: View {
                @StateObject private var toolbar: Toolbar
                let compact: Bool

                init(toolbar: Toolbar, compact: Bool) {
                    _toolbar = StateObject(wrappedValue: toolbar)
                    self.compact = compact
                }

                var body: some View { Text(toolbar.title) }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .stateObjectKept, message: "before other stored properties")],
            otherFiles: models
        )
    }

    /// A plain property is assigned directly; a `@Bindable` one gets
    /// `Bindable(wrappedValue:)`; `.init(wrappedValue:)` fits both wrappers and stays.
    func testObservedObjectInitialisationFollowsThePropertysNewForm() {
        assertMigration(
            """
            import SwiftUI

            struct PageView: View {
                @ObservedObject var model: ReaderModel

                init(model: ReaderModel) {
                    _model = ObservedObject(wrappedValue: model)
                }

                var body: some View {
                    Text("\\(model.page)")
                }
            }

            struct PageStepper: View {
                @ObservedObject var model: ReaderModel

                init(model: ReaderModel) {
                    _model = ObservedObject(wrappedValue: model)
                }

                var body: some View {
                    Stepper("Page", value: $model.page)
                }
            }

            struct PageEditor: View {
                @ObservedObject var model: ReaderModel

                init(model: ReaderModel) {
                    self._model = .init(wrappedValue: model)
                }

                var body: some View {
                    Stepper("Page", value: $model.page)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct PageView: View {
                var model: ReaderModel

                init(model: ReaderModel) {
                    self.model = model
                }

                var body: some View {
                    Text("\\(model.page)")
                }
            }

            struct PageStepper: View {
                @Bindable var model: ReaderModel

                init(model: ReaderModel) {
                    _model = Bindable(wrappedValue: model)
                }

                var body: some View {
                    Stepper("Page", value: $model.page)
                }
            }

            struct PageEditor: View {
                @Bindable var model: ReaderModel

                init(model: ReaderModel) {
                    self._model = .init(wrappedValue: model)
                }

                var body: some View {
                    Stepper("Page", value: $model.page)
                }
            }
            """,
            otherFiles: models
        )
    }
}

@testable import ObservationMigrator
import XCTest

final class DeclareBindableEnvironmentObjectsTests: XCTestCase {
    private let settings = [
        "Settings.swift": """
        import SwiftUI

        final class Settings: ObservableObject {
            @Published var darkMode = false
            @Published var fontSize = 14.0
        }
        """,
    ]

    /// `@Bindable var settings = settings` goes first in each body that makes
    /// `$settings.x` bindings, closures included; a single expression outside a
    /// result builder becomes a `return`. A body on one line keeps one line.
    func testBindableIsDeclaredInEachBodyThatMakesBindings() {
        assertMigration(
            """
            import SwiftUI

            struct SettingsView: View {
                @EnvironmentObject var settings: Settings

                var body: some View {
                    // Appearance.
                    Form {
                        Toggle("Dark mode", isOn: $settings.darkMode)
                        Stepper("Size", value: $settings.fontSize)
                    }
                }

                func sizeField() -> some View {
                    TextField("Size", value: $settings.fontSize, format: .number)
                }

                private var isDark: Binding<Bool> {
                    $settings.darkMode
                }
            }

            struct DarkToggle: View {
                @EnvironmentObject var settings: Settings
                var body: some View { Toggle("Dark", isOn: $settings.darkMode) }
            }
            """,
            becomes: """
            import SwiftUI

            struct SettingsView: View {
                @Environment(Settings.self) var settings

                var body: some View {
                    @Bindable var settings = settings
                    // Appearance.
                    Form {
                        Toggle("Dark mode", isOn: $settings.darkMode)
                        Stepper("Size", value: $settings.fontSize)
                    }
                }

                func sizeField() -> some View {
                    @Bindable var settings = settings
                    return TextField("Size", value: $settings.fontSize, format: .number)
                }

                private var isDark: Binding<Bool> {
                    @Bindable var settings = settings
                    return $settings.darkMode
                }
            }

            struct DarkToggle: View {
                @Environment(Settings.self) var settings
                var body: some View { @Bindable var settings = settings; Toggle("Dark", isOn: $settings.darkMode) }
            }
            """,
            otherFiles: settings
        )
    }

    /// In an initialiser (or a setter) no local `@Bindable` can be declared:
    /// that use is reported; the body still gets its declaration.
    /// A binding written on `self` (`self.$settings.x`) needs the local too,
    /// and reads it: an `@Environment` property projects no `$settings`.
    func testBindingWrittenOnSelfReadsTheLocal() {
        assertMigration(
            """
            import SwiftUI

            struct DarkToggle: View {
                @EnvironmentObject var settings: Settings
                var body: some View {
                    Toggle("Dark", isOn: self.$settings.darkMode)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct DarkToggle: View {
                @Environment(Settings.self) var settings
                var body: some View {
                    @Bindable var settings = settings
                    Toggle("Dark", isOn: $settings.darkMode)
                }
            }
            """,
            otherFiles: settings
        )
    }

    func testBindingWhereNoLocalCanBeDeclaredIsReported() {
        assertMigration(
            """
            import SwiftUI

            struct DarkModeToggle: View {
                @EnvironmentObject var settings: Settings
                private let label: String

                init(label: String) {
                    self.label = label
                    debugPrint(1️⃣$settings.darkMode)
                }

                var body: some View {
                    Toggle(label, isOn: $settings.darkMode)
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct DarkModeToggle: View {
                @Environment(Settings.self) var settings
                private let label: String

                init(label: String) {
                    self.label = label
                    debugPrint($settings.darkMode)
                }

                var body: some View {
                    @Bindable var settings = settings
                    Toggle(label, isOn: $settings.darkMode)
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .environmentBinding, message: "'$settings' binds through an environment object")],
            otherFiles: settings
        )
    }
}

@testable import ObservationMigrator
import XCTest

final class ConvertAppStorageTests: XCTestCase {
    /// A class kept for its `@AppStorage` properties gets one warning for each
    /// property that keeps it, and the fix fits the cause: a binding read as
    /// `model.$name` is written through the object instead, which a computed
    /// property would not change.
    func testEachPropertyThatKeepsTheClassIsReportedWithTheFixForItsCause() {
        let source = """
        import SwiftUI

        final class Prefs: ObservableObject {
            @AppStorage("theme") var theme = "light"
            @AppStorage("home") var home: URL?
        }

        struct PrefsView: View {
            @ObservedObject var prefs: Prefs
            var body: some View { TextField("Theme", text: prefs.$theme) }
        }
        """
        let report = Migrator(configuration: Configuration(scope: .all, skipDeploymentCheck: true, concurrency: 1))
            .migrate([SourceFile(path: "Prefs.swift", text: source)])
        let kept = report.findings.filter { $0.rule == .appStorageKept }
        XCTAssertEqual(kept.map(\.position.line), [4, 5])
        XCTAssertEqual(kept.first?.suggestedFix.contains("`$model.theme` in place of `model.$theme`"), true, kept.first?.suggestedFix ?? "")
        XCTAssertEqual(kept.last?.suggestedFix, Rule.appStorageKept.suggestedFix)
        XCTAssertEqual(report.files.first?.migrated, source)
    }
}

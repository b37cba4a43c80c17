@testable import ObservationMigrator
import XCTest
@testable import SyntaxSupport

/// No input ends the run: syntax nested as deep as generated code can nest
/// it is read (on worker threads whose stacks take it), and a file whose
/// `#if` blocks nest deeper than the parser can take is reported as a parse
/// error while every other file is migrated.
final class DeepInputTests: XCTestCase {
    private let model = SourceFile(path: "Model.swift", text: """
        import SwiftUI

        final class Counter: ObservableObject {
            @Published var count = 0
        }

        struct CounterView: View {
            @StateObject private var counter = Counter()
            var body: some View { Text("\\(counter.count)") }
        }

        """)

    /// Each deep file, by what nests in it.
    private static func deepFiles() -> [SourceFile] {
        func file(_ name: String, _ body: String) -> SourceFile {
            SourceFile(path: name + ".swift", text: "import SwiftUI\n\n" + body + "\n")
        }
        func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }
        return [
            file("ConditionalBlocks", (0..<7_871).map { "#if FLAG\($0)\n" }.joined() + "@objc func f() {}\n" + repeated("#endif\n", 7_871)),
            file("ConditionalBlocksOfAttributes", "struct S {\n" + repeated("#if A\n", 2_000) + "@objc\n" + repeated("#endif\n", 2_000) + "func f() {}\n}"),
            file("GenericArguments", "let g: " + repeated("Array<", 1_315) + "Int" + repeated(">", 1_315)),
            file("FunctionTypes", "let f: " + repeated("(Int) -> ", 2_543) + "Int"),
            file("ElseIfChain", "func f(_ x: Int) {\n    if x == 0 {}" + (1..<5_672).map { " else if x == \($0) {}" }.joined() + "\n}"),
            file("OptionalChain", "let o = a" + repeated("?.b", 20_000)),
            file("MemberChain", "let m = a" + repeated(".x", 40_000)),
            file("CallChain", "let c = a" + repeated("()", 40_000)),
            file("SubscriptChain", "let s = a" + repeated("[0]", 40_000)),
        ]
    }

    func testEveryOtherFileIsMigratedNextToDeeplyNestedFiles() {
        let deep = Self.deepFiles()
        // Two workers, so the files are read on two threads at once.
        var migrator = Migrator(configuration: Configuration(scope: .all, concurrency: 2))
        // Parsed and walked, though nothing in them is of the old model.
        migrator.usesShortcuts = false
        let report = migrator.migrate([model] + deep)
        XCTAssertEqual(report.migratedTypes, ["Counter"])
        let output = report.files.first { $0.path == model.path }?.migrated ?? ""
        XCTAssertTrue(output.contains("@Observable"), output)
        for file in report.files where file.path != model.path {
            XCTAssertEqual(file.migrated, file.original, "\(file.path) must be left untouched")
        }
    }

    func testTooDeepConditionalBlocksAreReportedWithoutParsing() {
        let text = "import Combine\nfinal class Deep: ObservableObject {}\n"
            + String(repeating: "#if A\n", count: 60_000) + String(repeating: "#endif\n", count: 60_000)
        XCTAssertNil(SourceParsing.parse(text))
        let report = Migrator(configuration: Configuration(scope: .all)).migrate([SourceFile(path: "Deep.swift", text: text)])
        XCTAssertEqual(report.findings.map(\.rule), [.parseError])
        XCTAssertTrue(report.findings.first?.message.contains("nest more than") == true)
        XCTAssertEqual(report.files.first?.migrated, text)
    }

    func testTheDepthCountSeesOnlyDirectivesThatBeginALine() {
        XCTAssertEqual(SourceParsing.conditionalDepth(of: "#if A\n  #if B\n#endif\n#endif\n"), 2)
        XCTAssertEqual(SourceParsing.conditionalDepth(of: "let s = \"#if A\" // #if B\n#iffy\n#ifdef\n"), 0)
        XCTAssertEqual(SourceParsing.conditionalDepth(of: "#endif\n#endif\n#if A\n#endif\n"), 1)
        // A file just within the limit is parsed.
        let within = String(repeating: "#if A\n", count: SourceParsing.maximumConditionalDepth) + String(repeating: "#endif\n", count: SourceParsing.maximumConditionalDepth)
        XCTAssertNotNil(SourceParsing.parse(within))
    }
}

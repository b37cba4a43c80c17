@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import SyntheticCorpus
import XCTest
@testable import SyntaxSupport

/// `CodeBodies` tells code from declarations by bytes alone, for the
/// relevance filter: it must agree with the parser wherever it answers.
final class CodeBodiesTests: XCTestCase {
    /// For each occurrence of `Mark` in the text, whether it is inside code;
    /// nil when the reading gives up.
    private func marks(_ text: String) -> [Bool]? {
        let bodies = CodeBodies(text)
        guard bodies.ranges != nil else { return nil }
        return TextScan.offsets(of: ["Mark"], in: text).map(bodies.contains)
    }

    func testMembersAreDeclarationsAndBodiesAreCode() {
        let text = """
        import SwiftUI
        let top: Mark = Mark()
        struct Screen: View {
            var store: Mark
            let made = Mark()
            var body: some View { Text(Mark.title) }
            func load(_ value: Mark) -> Mark { Mark() }
            init() { store = Mark() }
            struct Inner { var inner: Mark }
            var computed: Int { get { Mark.count } }
            lazy var closure = { Mark() }()
            var observed: Int = 0 { didSet { Mark.log() } }
        }
        final class Base {
            class func make() -> Int { Mark.count }
            class var shared: Int { Mark.count }
            subscript(index: Int) -> Int { Mark.count }
            deinit { Mark.stop() }
        }
        enum Kind {
            case value(class: Int)
            var mark: Mark { .init() }
            func run(class: Int) { Mark() }
        }
        struct Vector<let count: Int> { var item: Mark }
        extension Screen where Mark == Int {
            static let made: Mark = .init()
        }
        protocol Source: class { var source: Mark { get } }
        """
        XCTAssertEqual(marks(text), [
            false, false, // top
            false, false, // store, made
            true, // body
            false, false, true, // load
            true, // init
            false, // Inner
            true, true, // computed, closure
            true, // didSet
            true, true, true, true, // class func, class var, subscript, deinit
            false, true, // Kind
            false, // Vector
            false, false, // extension
            false, // protocol
        ])
    }

    func testLiteralsAndCommentsHideTheirBraces() {
        let text = ##"""
        let open = "{"
        let raw = #"\"}"#
        /* { nested /* } */ { */
        // }
        let multi = """
            {
            """
        let interpolated = "\(items.map { Mark($0) })"
        let rawInterpolated = #"\#(items.map { Mark($0) })"#
        let regex = #/\{/#
        struct After { var after: Mark }
        func run() { let text = "}"; Mark() }
        """##
        XCTAssertEqual(marks(text), [true, true, false, true])
    }

    func testTheReadingGivesUpWhenItCannotBeCertain() {
        let uncertain = [
            "struct Open { var value: Mark",
            "struct Closed { }\n}",
            "func run() { final class Local: Mark {} }",
            "func run() { typealias Local = Mark }",
            "func run() { struct Local { var mark: Mark } }",
            "let text = \"unclosed\nfunc run() { Mark() }",
            "/* unclosed\nfunc run() { Mark() }",
            "let text = \"\\(value\"",
        ]
        for text in uncertain {
            XCTAssertNil(CodeBodies(text).ranges, text)
            XCTAssertFalse(TextScan.offsets(of: ["Mark"], in: text).contains(where: CodeBodies(text).contains), text)
        }
    }

    /// Over every fixture file, the first test source and a generated
    /// project: wherever the reading answers, each identifier is inside code
    /// exactly when the parser puts it in a code block, an accessor block or
    /// a closure.
    func testCodeIsWhereTheParserPutsCode() throws {
        var generator = CorpusGenerator(seed: 21)
        let fixtures = try FixtureCase.all().flatMap(\.before)
        let testSource = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let files = fixtures + generator.generate(lines: 3_000) + [SourceFile(path: "Test.swift", text: testSource)]
        var answered = 0
        var compared = 0
        for file in files where !file.path.hasSuffix("Package.swift") {
            let bodies = CodeBodies(file.text)
            guard bodies.ranges != nil else { continue }
            answered += 1
            let tree = Parser.parse(source: file.text)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind else { continue }
                let inCode = token.ancestorOrSelf { node in
                    node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self) ? node : nil
                } != nil
                XCTAssertEqual(bodies.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset), inCode,
                               "\(file.path): '\(token.text)' at \(token.positionAfterSkippingLeadingTrivia.utf8Offset)")
                compared += 1
            }
        }
        XCTAssertGreaterThan(answered, 100)
        XCTAssertGreaterThan(compared, 10_000)
    }
}

@testable import ObservationMigrator
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
@testable import SyntaxSupport
import XCTest

/// The fact walk reads reference names from the parser's raw nodes; they must
/// be the name token's text, as the typed nodes give it.
final class RawNamesTests: XCTestCase {
    /// The raw names of an expression, read while its tree is alive (the
    /// bytes are the tree's).
    private func names(_ text: String) -> (referenced: String?, declReference: String?) {
        let expression = ExprSyntax(stringLiteral: text)
        return withExtendedLifetime(expression) {
            (RawNames.referencedName(expression.raw).map(String.init(syntaxText:)), RawNames.declReferenceName(expression.raw).map(String.init(syntaxText:)))
        }
    }

    func testNamesOfReferencesAndMemberAccesses() {
        XCTAssertEqual(names("model").referenced, "model")
        XCTAssertEqual(names("self.store.$items").referenced, "$items")
        XCTAssertEqual(names(".environmentObject").referenced, "environmentObject")
        XCTAssertEqual(names("_count").declReference, "_count")
        XCTAssertNil(names("a.b").declReference)
        XCTAssertNil(names("make()").referenced)
        XCTAssertNil(names("\"text\"").referenced)
    }

    /// Over every reference of a real file, the raw name is the typed token's text.
    func testRawNamesAgreeWithTheTypedNodes() throws {
        let tree = Parser.parse(source: """
        final class Library: ObservableObject {
            @Published var books: [String] = []
            func add() { books.append("x"); objectWillChange.send(); _books = Published(wrappedValue: []) }
            var body: some View { List(books, id: \\.self) { Text($0) }.environmentObject(self) }
        }
        """)
        final class References: SyntaxVisitor {
            var checked = 0
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                XCTAssertEqual(RawNames.declReferenceName(node.raw).map(String.init(syntaxText:)), node.baseName.text)
                checked += 1
                return .visitChildren
            }
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                XCTAssertEqual(RawNames.referencedName(node.raw).map(String.init(syntaxText:)), node.declName.baseName.text)
                checked += 1
                return .visitChildren
            }
        }
        let references = References(viewMode: .sourceAccurate)
        references.walk(tree)
        XCTAssertGreaterThan(references.checked, 10)
    }
}

@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import XCTest
@testable import SyntaxSupport

/// Finding positions come from `LineTable`; they must be what
/// `SourceLocationConverter` tells for every token, whatever the line endings.
final class LineTableTests: XCTestCase {
    func testPositionsMatchTheSourceLocationConverter() {
        let texts = [
            "import SwiftUI\n\nfinal class A: ObservableObject {\n    @Published var x = \"é👍\"\n}\n",
            "class B {\r\n    var y = 1\r\n}\r\n",
            "class C {\r    var z = 2\r}\r",
            "let a = 1\n\r\n\rlet b = \"ü\"",
            "",
            "\n\n",
            "let a = 1",
            "\nlet a = 1\n\n  let b = 2\n",
        ]
        for text in texts {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "t.swift", tree: tree)
            let table = LineTable(text)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let expected = token.startLocation(converter: converter)
                let actual = table.position(ofUTF8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
                XCTAssertEqual(actual, SourcePosition(line: expected.line, column: expected.column), "\(token.text) in \(text.debugDescription)")
            }
        }
    }
}

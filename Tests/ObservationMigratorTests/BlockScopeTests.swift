import SwiftParser
import SwiftSyntax
import XCTest
@testable import SyntaxSupport

/// A name an `if let`, an `if case`, a `while let`, a `for` loop or a
/// `switch` case binds is seen in its block only; a `guard`'s to the end of
/// the body. A use sees a binding when its key starts with the binding's region.
final class BlockScopeTests: XCTestCase {
    /// Whether the names bound as `name` are seen at the identifier `use`.
    private func sees(_ name: String, at use: String, in body: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let tree = Parser.parse(source: "struct S {\n func f() {\n\(body)\n }\n}\n")
        let token = try XCTUnwrap(tree.tokens(viewMode: .sourceAccurate).first { $0.text == use }, "no \(use)", file: file, line: line)
        let key = LexicalScope.enclosingFunction(of: token)
        let regions = tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.text == name, let parent = token.parent else { return nil }
            var node: Syntax? = parent
            while let current = node, LexicalScope.bindingConstruct(of: current) == nil { node = current.parent }
            return node.flatMap(LexicalScope.bindingConstruct).flatMap { LexicalScope.bindingRegion(of: name, boundBy: $0) }
        }
        XCTAssertFalse(regions.isEmpty, "\(name) is bound in no block", file: file, line: line)
        return regions.contains { region in key.map { $0 == region || $0.hasPrefix(region + "/") } ?? false }
    }

    func testAnIfLetNameIsSeenInItsBlockOnly() throws {
        let body = "if let m = probe.child { inside() } else { otherwise() }; after()"
        XCTAssertTrue(try sees("m", at: "inside", in: body))
        XCTAssertFalse(try sees("m", at: "probe", in: body), "its own value reads the name outside")
        XCTAssertFalse(try sees("m", at: "otherwise", in: body))
        XCTAssertFalse(try sees("m", at: "after", in: body))
    }

    func testALaterConditionSeesAnEarlierOne() throws {
        let body = "if let a = x, let b = early.y, case .some(let c) = late { inside() }"
        XCTAssertTrue(try sees("a", at: "early", in: body))
        XCTAssertFalse(try sees("b", at: "early", in: body))
        XCTAssertTrue(try sees("b", at: "late", in: body))
        for name in ["a", "b", "c"] { XCTAssertTrue(try sees(name, at: "inside", in: body), name) }
    }

    /// An `else if let` of the same name is another declaration, seen in its block only.
    func testAnElseIfBindsItsOwnName() throws {
        let body = "if let m = a as? X { first() } else if let m = b as? Y { second() } else { third() }"
        func regionsSeen(at use: String) throws -> Int {
            let tree = Parser.parse(source: "struct S {\n func f() {\n\(body)\n }\n}\n")
            let key = try XCTUnwrap(LexicalScope.enclosingFunction(of: try XCTUnwrap(tree.tokens(viewMode: .sourceAccurate).first { $0.text == use })))
            let conditions = tree.tokens(viewMode: .sourceAccurate).filter { $0.text == "m" }.compactMap { $0.parent?.parent }
            return try conditions.filter { condition in
                let region = try XCTUnwrap(LexicalScope.bindingConstruct(of: condition).flatMap { LexicalScope.bindingRegion(of: "m", boundBy: $0) })
                return key == region || key.hasPrefix(region + "/")
            }.count
        }
        XCTAssertEqual(try regionsSeen(at: "first"), 1)
        XCTAssertEqual(try regionsSeen(at: "second"), 1)
        XCTAssertEqual(try regionsSeen(at: "third"), 0)
    }

    func testNestedAndSiblingBlocks() throws {
        let body = "if let m = x { if let n = y { list.map { deep() } } }; if let k = z { sibling() }"
        XCTAssertTrue(try sees("m", at: "deep", in: body))
        XCTAssertTrue(try sees("n", at: "deep", in: body))
        XCTAssertFalse(try sees("m", at: "sibling", in: body))
        XCTAssertFalse(try sees("k", at: "deep", in: body))
    }

    func testCasesLoopsAndWhileLets() throws {
        let switched = "switch route { case .a(let m), .b(let m): first(); case let .c(n): second(); default: third() }"
        XCTAssertTrue(try sees("m", at: "first", in: switched))
        XCTAssertFalse(try sees("m", at: "second", in: switched))
        XCTAssertTrue(try sees("n", at: "second", in: switched))
        XCTAssertFalse(try sees("n", at: "third", in: switched))
        let loop = "for (i, m) in pairs(seq) { inside() }; after()"
        XCTAssertTrue(try sees("m", at: "inside", in: loop))
        XCTAssertTrue(try sees("i", at: "inside", in: loop))
        XCTAssertFalse(try sees("m", at: "seq", in: loop))
        XCTAssertFalse(try sees("m", at: "after", in: loop))
        let whileLet = "while let m = it.next() { inside() }; after()"
        XCTAssertTrue(try sees("m", at: "inside", in: whileLet))
        XCTAssertFalse(try sees("m", at: "after", in: whileLet))
    }

    /// A `guard`'s name is seen after it, which no block tells: it has no region.
    func testAGuardNameHasNoRegion() throws {
        let tree = Parser.parse(source: "func f() { guard let g = x else { return }; use(g) }")
        let condition = try XCTUnwrap(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "g" }?.parent?.parent)
        let construct = try XCTUnwrap(LexicalScope.bindingConstruct(of: condition))
        XCTAssertNil(LexicalScope.bindingRegion(of: "g", boundBy: construct))
    }

    /// The keys of uses outside such blocks are what they were.
    func testKeysOutsideBlocksAreTheFunctions() throws {
        let tree = Parser.parse(source: "struct S { func f(a: Int) { guard let g = x else { return }; if flag { plain() } } }")
        let token = try XCTUnwrap(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "plain" })
        XCTAssertEqual(LexicalScope.enclosingFunction(of: token), "f(a:)")
    }
}

@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import XCTest
@testable import SyntaxSupport

/// Type names and values read from expressions, on the usual forms and on a
/// chain thousands of links long (read in one pass: the fixture
/// `long-member-chain` is the same case end to end).
final class TypeExpressionTests: XCTestCase {
    private func expression(_ text: String) -> ExprSyntax {
        ExprSyntax(stringLiteral: text)
    }

    func testComponentsOfTypeExpressions() {
        XCTAssertEqual(TypeNames.components(ofTypeExpression: expression("Model")), ["Model"])
        XCTAssertEqual(TypeNames.components(ofTypeExpression: expression("App.Store.Model")), ["App", "Store", "Model"])
        XCTAssertEqual(TypeNames.components(ofTypeExpression: expression("Box<Int>.Item")), ["Box", "Item"])
        XCTAssertEqual(TypeNames.components(ofTypeExpression: expression("make().Model")), nil)
        XCTAssertEqual(TypeNames.components(ofTypeExpression: expression(".shared")), nil)
        let chain = "start" + String(repeating: ".next", count: 3_000)
        XCTAssertEqual(TypeNames.components(ofTypeExpression: expression(chain)), ["start"] + Array(repeating: "next", count: 3_000))
    }

    func testLastNameCaseMatchesTheComponents() {
        for text in ["Model", "App.Model", "app.model", "Box<Int>", "a.B", "A.b", "make().Model", ".shared", "[Int]()"] {
            let expr = expression(text)
            let expected = TypeNames.components(ofTypeExpression: expr)?.last.map(TypeNames.startsUppercase) ?? false
            if TypeNames.components(ofTypeExpression: expr) != nil {
                XCTAssertEqual(TypeNames.lastNameStartsUppercase(ofTypeExpression: expr), expected, text)
            }
        }
    }

    /// A cast tells the value's type, whether it may fail or not: `if let`
    /// binds the value of an `as?` only when it is of that type.
    func testValuesOfCasts() {
        XCTAssertEqual(ValueReference.describe(expression("data as UTMData")), .typed(["UTMData"]))
        XCTAssertEqual(ValueReference.describe(expression("content as? Library")), .typed(["Library"]))
        XCTAssertEqual(ValueReference.describe(expression("shelf as! App.Library")), .typed(["App", "Library"]))
        XCTAssertEqual(ValueReference.describe(expression("holder.config as? Config")), .typed(["Config"]))
        XCTAssertEqual(ValueReference.describe(expression("value as? [Library]")), .unknown)
    }

    /// A call of a function or a stored closure gives what its declaration
    /// returns: unqualified, or on a value; not when a local around the call
    /// may declare the name; on a type, a static function of it.
    func testValuesOfCalls() throws {
        XCTAssertEqual(ValueReference.describe(expression("makeSession(for: id)")), .called(.implicitSelf, "makeSession"))
        XCTAssertEqual(ValueReference.describe(expression("store.makeSession()")), .called(.name("store"), "makeSession"))
        XCTAssertEqual(ValueReference.describe(expression("self.sentinel()")), .called(.selfReference, "sentinel"))
        XCTAssertEqual(ValueReference.describe(expression("Session.make()")), .called(.metatype(["Session"]), "make"))
        XCTAssertEqual(ValueReference.describe(expression("App.Session.preview(named: name)")), .called(.metatype(["App", "Session"]), "preview"))
        XCTAssertEqual(ValueReference.describe(expression("await makeSession()")), .called(.implicitSelf, "makeSession"))
        XCTAssertEqual(ValueReference.describe(expression("try await store.makeSession()")), .called(.name("store"), "makeSession"))
        XCTAssertEqual(ValueReference.describe(expression("try? Session()")), .instance(of: ["Session"]))
        func call(in source: String) throws -> ValueReference {
            let file = Parser.parse(source: source)
            let call = try XCTUnwrap(file.tokens(viewMode: .sourceAccurate).reversed().first { $0.text == "target" }?.parent?.parent?.as(FunctionCallExprSyntax.self))
            return ValueReference.describe(ExprSyntax(call))
        }
        XCTAssertEqual(try call(in: "func f() { print(1); _ = target() }"), .called(.implicitSelf, "target"))
        XCTAssertEqual(try call(in: "func f() { let target = { 1 }; _ = target() }"), .unknown)
        XCTAssertEqual(try call(in: "func f(target: () -> Int) { _ = target() }"), .unknown)
        XCTAssertEqual(try call(in: "func f() { for target in list { _ = target() } }"), .unknown)
        XCTAssertEqual(try call(in: "func f() { list.map { target in target() } }"), .unknown)
        XCTAssertEqual(try call(in: "func f() { func target() -> Int { 1 }; _ = target() }"), .unknown)
        XCTAssertEqual(try call(in: "func f() { if let target = maker { _ = target() } }"), .unknown)
    }

    /// A subscript reads an element of what its base denotes; a collection
    /// type names its element type.
    func testElementsOfCollections() {
        XCTAssertEqual(ValueReference.describe(expression("sessions[id]")), .element(.name("sessions")))
        XCTAssertEqual(ValueReference.describe(expression("Session.active[id]")), .element(.staticMember(["Session"], "active")))
        XCTAssertEqual(ValueReference.describe(expression("store.tasks[id]?")), .element(.member(.name("store"), "tasks")))
        XCTAssertEqual(ValueReference.describe(expression("make()[0]")), .element(.called(.implicitSelf, "make")))
        func element(_ type: String) -> [String]? { TypeNames.elementComponents(of: TypeSyntax(stringLiteral: type)) }
        XCTAssertEqual(element("[Session]"), ["Session"])
        XCTAssertEqual(element("[UUID: App.Session]?"), ["App", "Session"])
        XCTAssertEqual(element("Array<Session>"), ["Session"])
        XCTAssertEqual(element("Set<Session>"), ["Session"])
        XCTAssertEqual(element("Dictionary<String, Session>"), ["Session"])
        XCTAssertNil(element("Session"))
        XCTAssertNil(element("Box<Session>"))
        XCTAssertNil(element("[(Int, Session)]"))
    }

    func testValuesOfChains() {
        XCTAssertEqual(ValueReference.describe(expression("Model.shared")), .staticMember(["Model"], "shared"))
        XCTAssertEqual(ValueReference.describe(expression("App.Model.shared")), .staticMember(["App", "Model"], "shared"))
        XCTAssertEqual(ValueReference.describe(expression("model.settings")), .member(.name("model"), "settings"))
        // The member, never a local of the same name.
        XCTAssertEqual(ValueReference.describe(expression("self.model")), .member(.selfReference, "model"))
        XCTAssertEqual(ValueReference.describe(expression("self?.model")), .member(.selfReference, "model"))
        XCTAssertEqual(ValueReference.describe(expression("x.A.b")), .staticMember(["x", "A"], "b"))
        XCTAssertEqual(ValueReference.describe(expression("f().A.b.c")), .unknown)
        XCTAssertEqual(ValueReference.describe(expression("model?.Store.x")), .member(.member(.name("model"), "Store"), "x"))
        XCTAssertEqual(ValueReference.describe(expression("f()" + String(repeating: ".A.b", count: 1_000))), .unknown)
        var expected = ValueReference.name("start")
        for _ in 0..<2_000 { expected = .member(expected, "next") }
        XCTAssertEqual(ValueReference.describe(expression("start" + String(repeating: ".next", count: 2_000))), expected)
    }
}

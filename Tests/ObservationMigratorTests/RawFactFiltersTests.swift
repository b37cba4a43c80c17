@testable import ObservationMigrator
import SwiftParser
import SwiftSyntax
import SyntaxSupport
import XCTest

/// The fact walk builds the typed node of a reference, member access, call,
/// assignment or member type only when a test on its raw bytes passes. Each
/// test must pass for every node the typed check records (else a fact is
/// lost), and fail for most others (else it saves nothing). Checked over the
/// `before` side of every fixture case.
final class RawFactFiltersTests: XCTestCase {
    /// Every node of the fixtures' inputs, with the filter's answer and the typed check's.
    private final class Checker: RawTreeVisitor {
        var calls = (recorded: 0, passed: 0, all: 0)
        var references = 0, members = 0, assignments = 0, publisherTypes = 0

        /// Every node is built, and checked with the filter of its kind.
        func enter(_ walk: RawTreeWalk) -> SyntaxVisitorContinueKind {
            switch walk.node().as(SyntaxEnum.self) {
            case .functionCallExpr(let node): check(node, walk)
            case .declReferenceExpr(let node): check(node, walk)
            case .memberAccessExpr(let node): check(node, walk)
            case .sequenceExpr(let node): check(node, walk)
            case .memberType(let node): check(node, walk)
            default: break
            }
            return .visitChildren
        }

        func leave(_ kind: SyntaxKind) {}

        func check(_ node: FunctionCallExprSyntax, _ walk: RawTreeWalk) {
            let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
                ?? node.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName
            let constructor = callee.map(TypeNames.startsUppercase) == true && node.arguments.contains { $0.label != nil }
            let recorded = constructor || EnvironmentObjectModifier(node) != nil
            let passed = FactCollector.mayRecordCall(walk, reading: .everything)
            if recorded { XCTAssertTrue(passed, "\(node.trimmedDescription)") }
            calls.recorded += recorded ? 1 : 0
            calls.passed += passed ? 1 : 0
            calls.all += 1
        }

        func check(_ node: DeclReferenceExprSyntax, _ walk: RawTreeWalk) {
            let name = node.baseName.text
            let recorded = name.hasPrefix("$") || name.hasPrefix("_") || name == "objectWillChange"
            XCTAssertEqual(FactCollector.mayRecordReference(walk), recorded, name)
            references += recorded ? 1 : 0
        }

        func check(_ node: MemberAccessExprSyntax, _ walk: RawTreeWalk) {
            let name = node.declName.baseName.text
            let recorded = name.hasPrefix("_") || name == "objectWillChange"
            XCTAssertEqual(FactCollector.mayRecordMember(walk), recorded, name)
            members += recorded ? 1 : 0
        }

        func check(_ node: SequenceExprSyntax, _ walk: RawTreeWalk) {
            if WrapperInitAssignment(node) != nil {
                XCTAssertTrue(FactCollector.mayBeWrapperInitAssignment(walk), node.trimmedDescription)
                assignments += 1
            }
        }

        func check(_ node: MemberTypeSyntax, _ walk: RawTreeWalk) {
            if BridgePublishers.publishedPublisherType(node) != nil {
                XCTAssertTrue(FactCollector.mayBePublishedPublisherType(walk), node.trimmedDescription)
                publisherTypes += 1
            }
        }
    }

    func testFiltersPassEveryRecordedNodeAndFewOthers() throws {
        let checker = Checker()
        for fixture in try FixtureCase.all() {
            for file in fixture.before {
                RawTreeWalk.walk(Parser.parse(source: file.text), with: checker)
            }
        }
        // Each kind of fact occurs in the fixtures, so each filter was tried on it.
        XCTAssertGreaterThan(checker.calls.recorded, 20)
        XCTAssertGreaterThan(checker.references, 20)
        XCTAssertGreaterThan(checker.members, 10)
        XCTAssertGreaterThan(checker.assignments, 0)
        XCTAssertGreaterThan(checker.publisherTypes, 0)
        // Most calls are ruled out from their bytes.
        XCTAssertLessThan(checker.calls.passed * 2, checker.calls.all)
    }

    /// The assignment filter, on the forms the typed check accepts and on
    /// the common forms it rules out.
    func testWrapperAssignmentFilter() {
        /// Whether the filter passes the first sequence of `text`.
        final class FirstSequence: RawTreeVisitor {
            var passes: Bool?
            func enter(_ walk: RawTreeWalk) -> SyntaxVisitorContinueKind {
                if walk.kind == .sequenceExpr, passes == nil { passes = FactCollector.mayBeWrapperInitAssignment(walk) }
                return .visitChildren
            }
            func leave(_ kind: SyntaxKind) {}
        }
        func passes(_ text: String) -> Bool {
            let visitor = FirstSequence()
            RawTreeWalk.walk(Parser.parse(source: text), with: visitor)
            return visitor.passes ?? false
        }
        XCTAssertTrue(passes("_model = StateObject(wrappedValue: Model())"))
        XCTAssertTrue(passes("self._model = .init(wrappedValue: model)"))
        XCTAssertFalse(passes("model = Model()"))
        XCTAssertFalse(passes("_model == other"))
        XCTAssertFalse(passes("a + _b"))
    }
}

/// `ObservableWrapperProperty.mayNameObjectWrapper` rules an attribute out
/// from its last token before its name is read: it must pass every attribute
/// whose name ends in `Object` as the wrapper checks read it (their last
/// dotted part), over the fixtures' inputs and awkward spellings, and rule
/// out the common attributes.
final class ObjectWrapperFilterTests: XCTestCase {
    private final class Attributes: SyntaxVisitor {
        var found: [AttributeSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }

    private func attributes(in source: String) -> [AttributeSyntax] {
        let collector = Attributes()
        collector.walk(Parser.parse(source: source))
        return collector.found
    }

    /// The name's last dotted part ends in `Object`, as the wrapper checks read it.
    private func namesObjectWrapper(_ attribute: AttributeSyntax) -> Bool {
        TypeNames.lastPart(of: ModelPropertyKind.attributeName(attribute)).hasSuffix("Object")
    }

    func testEveryAttributeNamingAnObjectWrapperPasses() throws {
        var named = 0
        var ruledOut = 0
        for fixture in try FixtureCase.all() {
            for file in fixture.before {
                for attribute in attributes(in: file.text) {
                    let passes = ObservableWrapperProperty.mayNameObjectWrapper(attribute)
                    if namesObjectWrapper(attribute) {
                        named += 1
                        XCTAssertTrue(passes, "\(file.path): \(attribute.trimmedDescription)")
                    }
                    if !passes { ruledOut += 1 }
                }
            }
        }
        XCTAssertGreaterThan(named, 100)
        XCTAssertGreaterThan(ruledOut, 100)
    }

    func testSpellings() {
        let source = """
            struct V {
                @StateObject var a = M()
                @SwiftUI.ObservedObject var b: M
                @EnvironmentObject var c: M
                @InjectedObject var d: M
                @Realm.ObservedRealmObject var e: M
                @Box<M>.WrapperObject var f: M
                @GenericObject<M> var g: M
                @`StateObject` var h = M()
                @State var i = 0
                @Published var j = 0
                @Environment(\\.dismiss) var k
                @AppStorage("key") var l = 0
                @MainActor var m = 0
                @Object var n = 0
            }
            """
        let all = attributes(in: source)
        XCTAssertEqual(all.count, 14)
        for attribute in all where namesObjectWrapper(attribute) {
            XCTAssertTrue(ObservableWrapperProperty.mayNameObjectWrapper(attribute), attribute.trimmedDescription)
        }
        XCTAssertEqual(all.filter(ObservableWrapperProperty.mayNameObjectWrapper).map(\.trimmedDescription), [
            "@StateObject", "@SwiftUI.ObservedObject", "@EnvironmentObject", "@InjectedObject", "@Realm.ObservedRealmObject",
            "@Box<M>.WrapperObject", "@GenericObject<M>", "@Object",
        ])
    }
}

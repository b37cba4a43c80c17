@testable import ObservationMigrator
import XCTest

/// The old-style property-list parser that reads `project.pbxproj`.
final class ModuleMapPropertyListTests: XCTestCase {
    func parse(_ text: String) -> PropertyList? {
        try? PropertyList.parse(text)
    }

    func testValuesCommentsAndBareWords() throws {
        let list = try PropertyList.parse("""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	/* Begin PBXFileReference section */
        	13E8F0A12B3C4D5E00F1A2B3 /* Model.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Sources/Model.swift; sourceTree = "<group>"; };
        	"quoted key" = ( a, "b c", $inherited, -Onone, @executable_path/Frameworks, );
        	list = (one, two);
        	empty = ();
        	data = <0fbd7781 ab>;
        	version = 1.0;
        }
        """)
        let root = try XCTUnwrap(list.dictionary)
        XCTAssertEqual(root["archiveVersion"], .string("1"))
        XCTAssertEqual(root["classes"], .dictionary([:]))
        XCTAssertEqual(root["13E8F0A12B3C4D5E00F1A2B3"], .dictionary([
            "isa": .string("PBXFileReference"), "lastKnownFileType": .string("sourcecode.swift"),
            "path": .string("Sources/Model.swift"), "sourceTree": .string("<group>"),
        ]))
        XCTAssertEqual(root["quoted key"], .array([.string("a"), .string("b c"), .string("$inherited"), .string("-Onone"), .string("@executable_path/Frameworks")]))
        XCTAssertEqual(root["list"], .array([.string("one"), .string("two")]))
        XCTAssertEqual(root["empty"], .array([]))
        XCTAssertEqual(root["data"], .string("0fbd7781 ab"))
        XCTAssertEqual(root["version"], .string("1.0"))
    }

    func testQuotedStringEscapes() {
        XCTAssertEqual(parse(#"{ a = "say \"hi\"\\ \n\t"; }"#), .dictionary(["a": .string("say \"hi\"\\ \n\t")]))
        XCTAssertEqual(parse(#"{ a = "caf\U00e9 \U0041 \UD83D\UDE00"; }"#), .dictionary(["a": .string("café A 😀")]))
        XCTAssertEqual(parse(#"{ a = "\101\102"; b = 'single "quoted"'; }"#),
                       .dictionary(["a": .string("AB"), "b": .string("single \"quoted\"")]))
        // A lone surrogate becomes the replacement character rather than trapping.
        XCTAssertEqual(parse(#"{ a = "\UD800x"; }"#), .dictionary(["a": .string("\u{FFFD}x")]))
        XCTAssertEqual(parse(#"{ a = "\"Notes/Preview Content\""; }"#), .dictionary(["a": .string("\"Notes/Preview Content\"")]))
        XCTAssertEqual(parse("{ a = \"é\"; }"), .dictionary(["a": .string("é")]))
    }

    func testCommentsAnywhereWhitespaceMay() {
        XCTAssertEqual(parse("{/*a*/k/*b*/=/*c*/v/*d*/;// e\n}"), .dictionary(["k": .string("v")]))
        XCTAssertEqual(parse("( a /* x */, // y\n b )"), .array([.string("a"), .string("b")]))
        XCTAssertEqual(parse("path/with/slashes"), .string("path/with/slashes"))
        // A comment ends at its first `*/`, wherever it is, and not before.
        XCTAssertEqual(parse("( a /* * / ** */, b /***/ )"), .array([.string("a"), .string("b")]))
        XCTAssertEqual(parse("( a /* x */ /* y */ )"), .array([.string("a")]))
        XCTAssertThrowsError(try PropertyList.parse("( a, /* b *")) { error in
            XCTAssertEqual(error as? PropertyList.ParseError, PropertyList.ParseError(offset: 5, expected: "the end of a comment"))
        }
    }

    func testMalformedInputIsRefused() {
        for text in [
            "", "   // only a comment", "{", "{ a = b }", "{ a b; }", "{ a = \"unterminated; }", "{ a = b; } trailing",
            "( a b )", "( a, ", "/* open", "{ a = <0f; }", "{ = b; }", "{ a = ; }", ")",
        ] {
            XCTAssertNil(parse(text), text)
        }
        XCTAssertThrowsError(try PropertyList.parse("{ a = b }")) { error in
            XCTAssertEqual((error as? PropertyList.ParseError)?.expected, "`;`")
        }
    }

    func testDeepNestingIsRefusedWithoutRecursingFurther() {
        XCTAssertNil(parse(String(repeating: "(", count: 200_000)))
        XCTAssertNil(parse(String(repeating: "{a=", count: 50_000)))
        let nested = String(repeating: "(", count: 100) + String(repeating: ")", count: 100)
        XCTAssertNotNil(parse(nested))
    }

    /// Dictionaries keep their entries in order: small ones are searched in
    /// turn, large ones hashed; either way a key given twice means its last
    /// value and is met once when the entries are gone through.
    func testDictionariesSmallAndLargeAnswerAsDictionaries() throws {
        for count in [3, 16, 17, 200] {
            let entries = (0..<count).map { "k\($0) = v\($0);" }.joined(separator: " ")
            let list = try XCTUnwrap(parse("{ \(entries) k1 = again; }")?.dictionary, "\(count)")
            XCTAssertEqual(list["k0"], .string("v0"))
            XCTAssertEqual(list["k1"], .string("again"), "\(count) entries: the last value counts")
            XCTAssertEqual(list["k\(count - 1)"], .string("v\(count - 1)"))
            XCTAssertNil(list["k\(count)"])
            XCTAssertEqual(list.count, count)
            let met = list.map(\.key)
            XCTAssertEqual(met.count, count, "each key once")
            XCTAssertEqual(Set(met).count, count)
            XCTAssertEqual(list.first { $0.key == "k1" }?.value, .string("again"))
        }
        // Equal when the same keys map to equal values, in any order.
        XCTAssertEqual(parse("{ a = 1; b = 2; }"), parse("{ b = 2; a = 1; }"))
        XCTAssertEqual(parse("{ a = 1; a = 2; }"), parse("{ a = 2; }"))
        XCTAssertNotEqual(parse("{ a = 1; b = 2; }"), parse("{ a = 1; b = 3; }"))
        XCTAssertNotEqual(parse("{ a = 1; }"), parse("{ a = 1; b = 2; }"))
    }

    func testFixturesParse() throws {
        for text in [ModuleMapFixtures.podcastsProject, ModuleMapFixtures.notesProject] {
            let objects = try XCTUnwrap(PropertyList.parse(text).dictionary?["objects"]?.dictionary)
            XCTAssertGreaterThan(objects.count, 20)
        }
    }
}

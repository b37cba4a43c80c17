import Foundation
@testable import ObservationMigrator
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import SyntheticCorpus
import XCTest

/// Properties that hold for every input: the output parses with no more errors
/// than the input, a second run changes nothing, a project with none of the
/// trigger words comes out byte-identical, and nothing crashes. Checked over
/// the fixtures, a generated corpus, and mutated fixture inputs.
final class InvariantTests: XCTestCase {
    /// How many mutated inputs the fuzz test checks (fixed seed, so every run checks the same ones).
    static let mutationCount = 1_200
    static let mutationSeed: UInt64 = 20_261_121

    func testInvariantsHoldOnEveryFixture() throws {
        let fixtures = try FixtureCase.all()
        XCTAssertFalse(fixtures.isEmpty)
        for message in failures(of: fixtures, { fixture in
            let after = fixture.before.map { SourceFile(path: $0.path, text: fixture.after[$0.path] ?? "") }
            return Self.violations(fixture.before, fixture.name, configuration: fixture.configuration)
                + Self.violations(after, fixture.name + " (after)", configuration: fixture.configuration)
        }) {
            XCTFail(message)
        }
    }

    func testInvariantsHoldOnAGeneratedCorpus() {
        var generator = CorpusGenerator(seed: 11)
        for message in Self.violations(generator.generate(lines: 4_000), "corpus") { XCTFail(message) }
    }

    func testInvariantsHoldUnderMutation() throws {
        let inputs = try FixtureCase.all().flatMap(\.before)
        var random = SplitMix64(seed: Self.mutationSeed)
        var kinds: [String: Int] = [:]
        var mutants: [(label: String, file: SourceFile)] = []
        for number in 0..<Self.mutationCount {
            let input = inputs[random.next(below: inputs.count)]
            let (kind, text) = Mutator.mutate(input.text, random: &random)
            kinds[kind, default: 0] += 1
            mutants.append(("mutant \(number) (\(kind) of \(input.path))", SourceFile(path: input.path, text: text)))
        }
        for message in failures(of: mutants, { Self.violations([$0.file], $0.label) }) { XCTFail(message) }
        // Every kind of mutation was exercised.
        XCTAssertEqual(Set(kinds.keys), Set(Mutator.kinds), "\(kinds)")
    }

    /// What breaks an invariant on these files, one message each.
    private static func violations(_ files: [SourceFile], _ label: String,
                                   configuration: Configuration = Configuration(scope: .all, concurrency: 1)) -> [String] {
        var messages: [String] = []
        let report = Migrator(configuration: configuration).migrate(files)
        if report.files.map(\.path) != files.map(\.path) { messages.append("\(label): the report's files are not the input's") }
        for outcome in report.files where outcome.isChanged && errorCount(outcome.migrated) > errorCount(outcome.original) {
            messages.append("\(label): \(outcome.path) gained syntax errors")
        }
        let rerun = Migrator(configuration: configuration).migrate(report.files.map { SourceFile(path: $0.path, text: $0.migrated) })
        for outcome in rerun.files where outcome.migrated != outcome.original {
            messages.append("\(label): \(outcome.path) changes again:\n\(describeMismatch(expected: outcome.original, actual: outcome.migrated))")
        }
        if !files.contains(where: { RelevanceFilter.hasTriggerWord($0.text) }) {
            for outcome in report.files where outcome.migrated != outcome.original {
                messages.append("\(label): \(outcome.path) has no trigger word but changed")
            }
        }
        return messages
    }

    private static func errorCount(_ text: String) -> Int {
        ParseDiagnosticsGenerator.diagnostics(for: Parser.parse(source: text)).filter { $0.diagMessage.severity == .error }.count
    }
}

/// Small random edits of Swift source, for the fuzz test.
enum Mutator {
    static let kinds = ["delete-token", "duplicate-token", "swap-tokens", "delete-line", "duplicate-line", "swap-lines", "insert-attribute", "truncate"]
    static let attributes = ["@Published ", "@StateObject ", "@ObservedObject ", "@EnvironmentObject ", "@MainActor ", "@AppStorage(\"k\") ",
                             "lazy ", "@Observable ", "@ObservationIgnored ", "@Bindable ", "@State "]

    static func mutate(_ text: String, random: inout SplitMix64) -> (String, String) {
        let kind = kinds[random.next(below: kinds.count)]
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let tokens = Parser.parse(source: text).tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }.map { token in
            (start: token.positionAfterSkippingLeadingTrivia.utf8Offset, end: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        var bytes = Array(text.utf8)
        switch kind {
        case "delete-token", "duplicate-token", "swap-tokens":
            guard tokens.count > 2 else { return (kind, text) }
            let index = random.next(below: tokens.count - 1)
            let token = tokens[index]
            let piece = Array(bytes[token.start..<token.end])
            if kind == "delete-token" {
                bytes.removeSubrange(token.start..<token.end)
            } else if kind == "duplicate-token" {
                bytes.insert(contentsOf: piece + [32], at: token.start)
            } else {
                let next = tokens[index + 1]
                let other = Array(bytes[next.start..<next.end])
                bytes.replaceSubrange(next.start..<next.end, with: piece)
                bytes.replaceSubrange(token.start..<token.end, with: other)
            }
            return (kind, String(decoding: bytes, as: UTF8.self))
        case "delete-line":
            lines.remove(at: random.next(below: lines.count))
        case "duplicate-line":
            let index = random.next(below: lines.count)
            lines.insert(lines[index], at: index)
        case "swap-lines":
            guard lines.count > 1 else { return (kind, text) }
            let index = random.next(below: lines.count - 1)
            lines.swapAt(index, index + 1)
        case "insert-attribute":
            let index = random.next(below: lines.count)
            let line = lines[index]
            let indent = line.prefix { $0 == " " }
            lines[index] = indent + attributes[random.next(below: attributes.count)] + line.dropFirst(indent.count)
        default:
            let characters = Array(text)
            return (kind, String(characters.prefix(random.next(below: max(1, characters.count)))))
        }
        return (kind, lines.joined(separator: "\n"))
    }
}

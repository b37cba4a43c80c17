import Foundation
import XCTest

/// The benchmark as the README tells a team to run it on its own project
/// (`observation-migrator-bench --path DIR`), and on a generated one: the row
/// it prints names the project's files, lines and changed files, and its
/// ratios are those of the figures beside them. The figures themselves are
/// timings, which no test asserts.
final class BenchmarkTests: XCTestCase {
    private static var benchmark: URL {
        ToolRunner.executable.deletingLastPathComponent().appendingPathComponent("observation-migrator-bench")
    }

    private static let files = [
        "Counter.swift": """
        import Combine

        final class Counter: ObservableObject {
            @Published var count = 0
        }

        """,
        "CounterView.swift": """
        import SwiftUI

        struct CounterView: View {
            @StateObject private var counter = Counter()

            var body: some View {
                Text("\\(counter.count)")
            }
        }

        """,
        "Plain.swift": """
        struct Plain {
            var value = 1
        }

        """,
        // Not Swift: neither side reads it.
        "notes.txt": "Counter: ObservableObject\n",
    ]

    func testAProjectsRowGivesItsFilesLinesAndChangedFilesAndRatiosOfItsOwnFigures() throws {
        let project = try TemporaryProject(files: Self.files)
        let result = try ToolRunner.runProcess(Self.benchmark, [
            "--path", project.url.path, "--runs", "3", "--jobs", "2", "--command", ToolRunner.executable.path,
        ], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("2 threads"), result.stdout)
        let rows = try Self.rows(of: result.stdout)
        XCTAssertEqual(rows.count, 1, result.stdout)
        let row = try XCTUnwrap(rows.first)
        XCTAssertEqual(row.name, project.url.lastPathComponent)
        XCTAssertEqual(row.files, 3)
        let lines = Self.files.filter { $0.key.hasSuffix(".swift") }.values.map { $0.filter { $0 == "\n" }.count }.reduce(0, +)
        XCTAssertEqual(row.lines, lines)
        // The model and the view that creates it migrate; the plain struct does not.
        XCTAssertEqual(row.changed, 2)
        row.assertConsistent()
        // The benchmark leaves the project as it found it: a dry run.
        for (path, text) in Self.files { XCTAssertEqual(try project.read(path), text) }
    }

    func testEachPathGetsItsOwnRowAndACommandThatIsNotThereIsAnError() throws {
        let first = try TemporaryProject(files: Self.files)
        let second = try TemporaryProject(files: ["Plain.swift": Self.files["Plain.swift"] ?? ""])
        let result = try ToolRunner.runProcess(Self.benchmark, [
            "--path", first.url.path, "--path", second.url.path, "--runs", "1", "--jobs", "1", "--command", ToolRunner.executable.path,
        ], in: first.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try Self.rows(of: result.stdout)
        XCTAssertEqual(rows.map(\.name), [first.url.lastPathComponent, second.url.lastPathComponent])
        XCTAssertEqual(rows.map(\.files), [3, 1])
        XCTAssertEqual(rows.map(\.changed), [2, 0])
        for row in rows { row.assertConsistent() }

        let missing = first.url.appendingPathComponent("no-such-command").path
        let failed = try ToolRunner.runProcess(Self.benchmark, ["--path", first.url.path, "--runs", "1", "--command", missing], in: first.url)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains("\(missing): no such executable"), failed.stderr)
        XCTAssertTrue(try Self.rows(of: failed.stdout).isEmpty)
    }

    func testTheGeneratedProjectIsMeasuredAndRemoved() throws {
        let result = try ToolRunner.runProcess(Self.benchmark, [
            "--sizes", "400", "--seed", "3", "--runs", "1", "--jobs", "1", "--command", ToolRunner.executable.path,
        ], in: FileManager.default.temporaryDirectory)
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = try Self.rows(of: result.stdout)
        XCTAssertEqual(rows.map(\.name), ["generated, seed 3"])
        let row = try XCTUnwrap(rows.first)
        // The generator writes files until it has at least the lines asked for.
        XCTAssertGreaterThanOrEqual(row.lines, 400)
        XCTAssertGreaterThan(row.files, 1)
        XCTAssertGreaterThan(row.changed, 0)
        row.assertConsistent()
        let left = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix("observation-migrator-bench-") && $0.hasSuffix("-3-400") }
        XCTAssertEqual(left, [])
    }

    // MARK: The table

    /// One row of the table, its cells read back.
    private struct Row {
        var name: String
        var files: Int
        var lines: Int
        var changed: Int
        var parseSeconds: Double
        var commandSeconds: Double
        var ratio: Double
        var pairedRatio: Double
        /// The middle half of the rounds' ratios: its lowest and highest.
        var middleHalf: (low: Double, high: Double)
        var parseCPU: Double
        var commandCPU: Double
        var cpuRatio: Double
        var parsePeak: Double
        var commandPeak: Double

        /// Each ratio is the quotient of the figures printed beside it, within
        /// their rounding; the paired ratio (the median of each round's
        /// quotient) lies in the middle half of those quotients, which is
        /// positive, and so are the peaks.
        func assertConsistent(file: StaticString = #filePath, line: UInt = #line) {
            func assertQuotient(_ printed: Double, _ numerator: Double, _ denominator: Double, _ what: String) {
                // Three decimals for seconds, two for the ratio.
                let low = (numerator - 0.0005) / (denominator + 0.0005) - 0.005
                let high = (numerator + 0.0005) / max(denominator - 0.0005, 0.0001) + 0.005
                XCTAssertTrue(printed >= low && printed <= high, "\(what) \(printed) is not \(numerator) / \(denominator)", file: file, line: line)
            }
            XCTAssertGreaterThan(parseSeconds, 0, file: file, line: line)
            XCTAssertGreaterThan(commandSeconds, 0, file: file, line: line)
            assertQuotient(ratio, commandSeconds, parseSeconds, "ratio")
            assertQuotient(cpuRatio, commandCPU, parseCPU, "CPU ratio")
            XCTAssertGreaterThan(middleHalf.low, 0, file: file, line: line)
            XCTAssertTrue(middleHalf.low <= pairedRatio && pairedRatio <= middleHalf.high,
                          "the paired ratio \(pairedRatio) is outside the middle half \(middleHalf)", file: file, line: line)
            XCTAssertGreaterThan(parsePeak, 0, file: file, line: line)
            XCTAssertGreaterThan(commandPeak, 0, file: file, line: line)
        }
    }

    private struct UnreadableRow: Error, CustomStringConvertible {
        var line: String
        var description: String { "not a row of the benchmark's table: \(line)" }
    }

    /// The table's rows (not its header or the line under it).
    private static func rows(of output: String) throws -> [Row] {
        let header = "| project | files | lines | changed | parse-only | command | ratio | paired ratio | paired ratio, middle half | CPU parse-only | CPU command | CPU ratio | peak RSS parse-only | peak RSS command |"
        let lines = output.split(separator: "\n").map(String.init)
        guard let headerIndex = lines.firstIndex(of: header) else { return [] }
        return try lines[(headerIndex + 2)...].filter { $0.hasPrefix("| ") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 14 else { throw UnreadableRow(line: line) }
            func number(_ text: String, unit: String = "") throws -> Double {
                guard text.hasSuffix(unit), let value = Double(text.dropLast(unit.count).trimmingCharacters(in: .whitespaces)) else {
                    throw UnreadableRow(line: line)
                }
                return value
            }
            func number(_ cell: Int, unit: String = "") throws -> Double { try number(cells[cell], unit: unit) }
            func count(_ cell: Int) throws -> Int {
                guard let value = Int(cells[cell].replacingOccurrences(of: ",", with: "")) else { throw UnreadableRow(line: line) }
                return value
            }
            let range = cells[8].split(separator: "–").map(String.init)
            guard range.count == 2 else { throw UnreadableRow(line: line) }
            return Row(
                name: cells[0], files: try count(1), lines: try count(2), changed: try count(3),
                parseSeconds: try number(4, unit: "s"), commandSeconds: try number(5, unit: "s"),
                ratio: try number(6), pairedRatio: try number(7), middleHalf: (try number(range[0]), try number(range[1])),
                parseCPU: try number(9, unit: "s"), commandCPU: try number(10, unit: "s"), cpuRatio: try number(11),
                parsePeak: try number(12, unit: "MB"), commandPeak: try number(13, unit: "MB")
            )
        }
    }
}

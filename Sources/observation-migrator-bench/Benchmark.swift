import Dispatch
import Foundation
import ObservationMigrator
import SwiftParser
import SyntheticCorpus

/// Benchmark: a full dry run (index, rewrite, diff, report) against a
/// parse-only pass of the same files with the same number of threads, on
/// synthetic projects of several sizes. Each measurement runs in its own child
/// process, so each peak resident set size belongs to that measurement alone.
///
///     swift run -c release observation-migrator-bench [--sizes 10000,100000,1000000] [--seed 1] [--jobs N]
@main
enum Benchmark {
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        let seed = UInt64(value("--seed") ?? "1") ?? 1
        let jobs = Int(value("--jobs") ?? "") ?? ProcessInfo.processInfo.activeProcessorCount
        if let phase = value("--child-phase"), let lines = Int(value("--lines") ?? "") {
            try runChild(phase: phase, lines: lines, seed: seed, jobs: jobs)
            return
        }
        let sizes = (value("--sizes") ?? "10000,100000,1000000").split(separator: ",").compactMap { Int($0) }
        print("observation-migrator benchmark: seed \(seed), \(jobs) threads, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        print("lines      files  changed  parse-only s  parse lines/s  migrate s  migrate lines/s  ratio  parse peak MB  migrate peak MB")
        for lines in sizes {
            let parse = try measure(phase: "parse", lines: lines, seed: seed, jobs: jobs)
            let migrate = try measure(phase: "migrate", lines: lines, seed: seed, jobs: jobs)
            let row = [
                pad("\(migrate.lines)", 10), pad("\(migrate.files)", 6), pad("\(migrate.changed)", 8),
                pad(fixed(parse.seconds, 3), 13), pad(fixed(Double(parse.lines) / parse.seconds, 0), 14),
                pad(fixed(migrate.seconds, 3), 10), pad(fixed(Double(migrate.lines) / migrate.seconds, 0), 16),
                pad(fixed(migrate.seconds / parse.seconds, 2), 6),
                pad(fixed(parse.peakMB, 1), 14), pad(fixed(migrate.peakMB, 1), 15),
            ]
            print(row.joined(separator: " "))
        }
    }

    struct Measurement {
        var lines: Int
        var files: Int
        var changed: Int
        var seconds: Double
        var peakMB: Double
    }

    /// Runs one phase in a child process and reads its one-line result.
    static func measure(phase: String, lines: Int, seed: UInt64, jobs: Int) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--child-phase", phase, "--lines", "\(lines)", "--seed", "\(seed)", "--jobs", "\(jobs)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = output.split(whereSeparator: \.isWhitespace).map(String.init)
        guard fields.count == 5, let l = Int(fields[0]), let f = Int(fields[1]), let c = Int(fields[2]),
              let s = Double(fields[3]), let m = Double(fields[4]) else {
            throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "child printed: \(output)"])
        }
        return Measurement(lines: l, files: f, changed: c, seconds: s, peakMB: m)
    }

    static func runChild(phase: String, lines: Int, seed: UInt64, jobs: Int) throws {
        var generator = CorpusGenerator(seed: seed)
        let files = generator.generate(lines: lines)
        let lineCount = files.reduce(0) { $0 + $1.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        var changed = 0
        let start = DispatchTime.now()
        if phase == "parse" {
            // The baseline: parse every file, nothing else, same thread count.
            let counter = Atomic()
            DispatchQueue.concurrentPerform(iterations: jobs) { worker in
                var index = worker
                while index < files.count {
                    let tree = Parser.parse(source: files[index].text)
                    counter.add(tree.statements.count)
                    index += jobs
                }
            }
        } else {
            let report = Migrator(configuration: Configuration(concurrency: jobs)).migrate(files)
            let diff = report.changedFiles.map { UnifiedDiff.make(path: $0.path, original: $0.original, migrated: $0.migrated) }.joined()
            let text = ReportFormat.text.render(summary: RunSummary(report: report, findings: report.findings),
                                                migratedTypes: report.migratedTypes, findings: report.findings)
            changed = report.changedFiles.count
            precondition(!diff.isEmpty && !text.isEmpty)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        print("\(lineCount) \(files.count) \(changed) \(seconds) \(peakResidentMB())")
    }

    /// VmHWM: the peak resident set size of this process.
    static func peakResidentMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(whereSeparator: \.isWhitespace).dropFirst().first ?? "") else { return 0 }
        return kilobytes / 1024
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
    static func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
}

/// A counter the parse workers touch so the parses are not optimised away.
final class Atomic: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add(_ amount: Int) {
        lock.lock()
        value += amount
        lock.unlock()
    }
}

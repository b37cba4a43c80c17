import Dispatch
import Foundation
import ObservationMigrator
import SyntaxSupport
import SwiftParser
import SyntheticCorpus
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Benchmark: what a user waits for. The release `observation-migrator`
/// command runs as its own process (discovery, reading, analysis, rewriting,
/// diff and report rendering, a dry run), against a parse-only pass of the
/// same files with the same number of threads, also its own process. The two
/// alternate, several times; the table gives each one's median wall time, the
/// ratio of the medians, the median of each round's ratio and where the middle
/// half of those ratios lie, each one's median CPU time and their ratio, and
/// each one's peak resident set size.
///
///     swift build -c release
///     .build/release/observation-migrator-bench                          # generated: 10k, 100k, 1M lines
///     .build/release/observation-migrator-bench --path ~/src/MyApp      # your own project
///
/// Options: `--sizes 10000,100000` (generated sizes), `--seed N`, `--jobs N`
/// (threads for both sides, default: one per core), `--runs N` (each side,
/// default 5), `--path DIR` (repeatable; measure these directories instead),
/// `--command PATH` (the command to time; default: `observation-migrator`
/// beside this executable), `--no-large-files` (leave out the two rows of one
/// large file each that follow the default generated projects; `--sizes`
/// leaves them out too).
@main
enum Benchmark {
    static func main() {
        do {
            try run()
        } catch {
            FileHandle.standardError.write(Data("observation-migrator-bench: error: \(error)\n".utf8))
            exit(1)
        }
    }

    /// This executable, as an absolute path (children run in other directories).
    static let executable = Bundle.main.executablePath ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path

    static func run() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(_ name: String) -> String? {
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        func values(_ name: String) -> [String] {
            arguments.indices.filter { arguments[$0] == name && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
        }
        let jobs = Int(value("--jobs") ?? "") ?? ProcessInfo.processInfo.activeProcessorCount
        // The hidden child mode: the parse-only pass over one directory.
        if let directory = value("--parse-only") {
            ParseOnlyPass.run(directory: directory, jobs: jobs)
            return
        }
        let seed = UInt64(value("--seed") ?? "1") ?? 1
        let runs = max(1, Int(value("--runs") ?? "5") ?? 5)
        let command = value("--command").map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? siblingExecutable("observation-migrator")
        guard FileManager.default.isExecutableFile(atPath: command) else {
            throw BenchmarkError.missingCommand(command)
        }
        print("observation-migrator benchmark: \(jobs) threads, \(ProcessInfo.processInfo.activeProcessorCount) cores, \(runs) runs of each side, alternating, medians")
        print("command: \(command) --jobs \(jobs) . (a dry run from inside the directory; diff and report to /dev/null)")
        print("parse-only: \(executable) --parse-only . --jobs \(jobs) (find, read and parse every .swift file)")
        print("")
        print("| project | files | lines | changed | parse-only | command | ratio | paired ratio | paired ratio, middle half | CPU parse-only | CPU command | CPU ratio | peak RSS parse-only | peak RSS command |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        let paths = values("--path")
        if !paths.isEmpty {
            for path in paths {
                let directory = URL(fileURLWithPath: path).standardizedFileURL.path
                try report(name: URL(fileURLWithPath: directory).lastPathComponent, directory: directory,
                           command: command, jobs: jobs, runs: runs)
            }
            return
        }
        let sizes = (value("--sizes") ?? "10000,100000,1000000").split(separator: ",").compactMap { Int($0) }
        for lines in sizes {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("observation-migrator-bench-\(getpid())-\(seed)-\(lines)").path
            var generator = CorpusGenerator(seed: seed)
            try write(generator.generate(lines: lines), to: directory)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try report(name: "generated, seed \(seed)", directory: directory, command: command, jobs: jobs, runs: runs)
        }
        // The two large files come with the default sizes only.
        guard value("--sizes") == nil, !arguments.contains("--no-large-files") else { return }
        for (name, file) in largeFiles() {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("observation-migrator-bench-\(getpid())-large").path
            try write([file], to: directory)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try report(name: name, directory: directory, command: command, jobs: jobs, runs: runs)
        }
    }

    /// One file whose every line changes, and one file of many classes: the
    /// diff and the per-file work must grow with the file, not its square.
    static func largeFiles() -> [(String, SourceFile)] {
        let published = "import SwiftUI\n\nfinal class Big: ObservableObject {\n"
            + (0..<16_000).map { "    @Published var p\($0) = 0\n" }.joined()
            + "}\n\nstruct BigView: View {\n    @StateObject private var big = Big()\n    var body: some View { Text(\"\\(big.p0)\") }\n}\n"
        let classes = "import SwiftUI\n\n" + (0..<8_000).map { index in
            "final class M\(index): ObservableObject {\n    @Published var value = 0\n}\n\n"
                + "struct V\(index): View {\n    @ObservedObject var model: M\(index)\n    var body: some View { Text(\"\\(model.value)\") }\n}\n\n"
        }.joined()
        return [
            ("one class, 16,000 @Published", SourceFile(path: "Big.swift", text: published)),
            ("8,000 classes in one file", SourceFile(path: "Many.swift", text: classes)),
        ]
    }

    /// Measures one directory and prints its table row.
    static func report(name: String, directory: String, command: String, jobs: Int, runs: Int) throws {
        let parseArguments = [executable, "--parse-only", ".", "--jobs", "\(jobs)"]
        // Standard error is not a terminal, so the command prints no progress.
        let commandArguments = [command, "--jobs", "\(jobs)", "."]
        // One untimed run of each warms the file cache and tells the sizes.
        let parseWarmUp = try ChildProcess.run(parseArguments, in: directory, captureOutput: true)
        let commandWarmUp = try ChildProcess.run(commandArguments, in: directory, captureOutput: true)
        let counts = parseWarmUp.output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard counts.count == 3 else { throw BenchmarkError.unexpectedOutput(parseWarmUp.output) }
        let changed = commandWarmUp.output.components(separatedBy: "\ndiff --git ").count - 1
            + (commandWarmUp.output.hasPrefix("diff --git ") ? 1 : 0)
        var parse: [ChildProcess.Outcome] = []
        var migrate: [ChildProcess.Outcome] = []
        for run in 0..<runs {
            // Alternate which goes first, so neither always meets a warmer machine.
            if run % 2 == 0 {
                parse.append(try ChildProcess.run(parseArguments, in: directory))
                migrate.append(try ChildProcess.run(commandArguments, in: directory))
            } else {
                migrate.append(try ChildProcess.run(commandArguments, in: directory))
                parse.append(try ChildProcess.run(parseArguments, in: directory))
            }
        }
        for outcome in parse + migrate where outcome.status != 0 {
            throw BenchmarkError.childFailed(outcome.status)
        }
        let parseSeconds = median(parse.map(\.seconds))
        let migrateSeconds = median(migrate.map(\.seconds))
        // Each round's two runs meet the same machine: the median of their
        // ratios is steadier than the ratio of the medians when the machine
        // drifts during the benchmark.
        let pairedRatios = zip(migrate, parse).map { $0.seconds / $1.seconds }
        let pairedRatio = median(pairedRatios)
        // Where the middle half of the rounds' ratios lie: how far one
        // invocation of the benchmark can be trusted on this machine.
        let middleHalf = (quantile(pairedRatios, 0.25), quantile(pairedRatios, 0.75))
        // CPU time (user and system, all threads) drifts less than wall time
        // with the machine's speed, and tells work from waiting.
        let parseCPU = median(parse.map(\.cpuSeconds))
        let migrateCPU = median(migrate.map(\.cpuSeconds))
        let row = [
            name, grouped(counts[0]), grouped(counts[1]), grouped(changed),
            fixed(parseSeconds, 3) + " s", fixed(migrateSeconds, 3) + " s", fixed(migrateSeconds / parseSeconds, 2), fixed(pairedRatio, 2),
            fixed(middleHalf.0, 2) + "–" + fixed(middleHalf.1, 2),
            fixed(parseCPU, 3) + " s", fixed(migrateCPU, 3) + " s", fixed(migrateCPU / parseCPU, 2),
            fixed(median(parse.map(\.peakMB)), 1) + " MB", fixed(median(migrate.map(\.peakMB)), 1) + " MB",
        ]
        print("| " + row.joined(separator: " | ") + " |")
        fflush(nil)
    }

    /// Writes a generated project to disk, one file per source.
    static func write(_ files: [SourceFile], to directory: String) throws {
        try? FileManager.default.removeItem(atPath: directory)
        for file in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }

    static func siblingExecutable(_ name: String) -> String {
        URL(fileURLWithPath: executable).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name).path
    }

    static func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

    /// The `q` quantile of `values`, between the two nearest ranks.
    static func quantile(_ values: [Double], _ q: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let position = q * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case missingCommand(String)
    case cannotStart(String, Int32)
    case childFailed(Int32)
    case unexpectedOutput(String)

    var description: String {
        switch self {
        case .missingCommand(let path): return "\(path): no such executable; build it with `swift build -c release` or pass --command"
        case .cannotStart(let path, let code): return "\(path): cannot start (\(String(cString: strerror(code))))"
        case .childFailed(let status): return "a measured process failed (wait status \(status))"
        case .unexpectedOutput(let output): return "the parse-only pass printed: \(output)"
        }
    }
}

/// Starts a process, waits for it with `wait4` and reports its wall time,
/// its CPU time (`ru_utime` + `ru_stime`) and its own peak resident set size
/// (`ru_maxrss`).
enum ChildProcess {
    struct Outcome {
        var seconds: Double
        var cpuSeconds: Double
        var peakMB: Double
        var status: Int32
        var output: String
    }

    static func run(_ arguments: [String], in directory: String, captureOutput: Bool = false) throws -> Outcome {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("observation-migrator-bench-\(getpid()).out").path
        defer { if captureOutput { unlink(outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, captureOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        // posix_spawn has no portable "chdir" action: change here, spawn, change back.
        guard FileManager.default.changeCurrentDirectoryPath(directory) else { throw BenchmarkError.cannotStart(directory, errno) }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let code = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard code == 0 else { throw BenchmarkError.cannotStart(arguments[0], code) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if canImport(Darwin)
        let peakMB = Double(usage.ru_maxrss) / 1_048_576 // bytes on Darwin
        #else
        let peakMB = Double(usage.ru_maxrss) / 1024 // kilobytes on Linux
        #endif
        func inSeconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let cpuSeconds = inSeconds(usage.ru_utime) + inSeconds(usage.ru_stime)
        let output = captureOutput ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
        return Outcome(seconds: seconds, cpuSeconds: cpuSeconds, peakMB: peakMB, status: status, output: output)
    }
}

/// The baseline: find every `.swift` file under a directory (skipping the
/// directories the command skips), read it and parse it, nothing else, on
/// `jobs` threads. Prints the number of files and of lines.
enum ParseOnlyPass {
    static let skippedDirectories: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    static func run(directory: String, jobs: Int) {
        var found: [String] = []
        walk(directory, into: &found)
        let paths = found.sorted()
        let counts = ParallelMap.map(paths, concurrency: jobs) { path -> (lines: Int, statements: Int) in
            guard let data = FileManager.default.contents(atPath: path),
                  let text = String(validating: data, as: UTF8.self) else { return (0, 0) }
            let tree = Parser.parse(source: text)
            // The statement count keeps the parse from being optimised away.
            return (data.count { $0 == 10 }, tree.statements.count)
        }
        print("\(paths.count) \(counts.map(\.lines).reduce(0, +)) \(counts.map(\.statements).reduce(0, +))")
    }

    private static func walk(_ directory: String, into paths: inout [String]) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in entries {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if !skippedDirectories.contains(name) { walk(path, into: &paths) }
            } else if info.st_mode & S_IFMT == S_IFREG, name.hasSuffix(".swift") {
                paths.append(path)
            }
        }
    }
}


#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ObservationMigrator
import SyntaxSupport
import MigrationReports

/// One invocation: discover, read, migrate, then print or write, and decide
/// the exit status.
struct MigrationRun {
    let options: MigrateCommand

    private func standardError(_ text: String) {
        StandardStream.error.write(text)
    }

    func run() -> Int32 {
        // From the start, so an interrupt during analysis also ends cleanly before any write.
        if options.inPlace { InterruptGuard.install() }
        let start = RunStart(options)
        let (fileReading, discovery, layout) = (start.fileReading, start.discovery, start.layout)
        var problems = discovery.problems
        var readFindings: [Finding] = []
        var sources: [SourceFile] = []
        var absolutePaths: [String: String] = [:]
        // Read and decoded on every core; results in discovery order.
        let read = fileReading.outcomes(of: discovery.swiftFiles)
        for (absolute, outcome) in zip(discovery.swiftFiles, read) {
            switch outcome {
            case .unreadable(let path):
                problems.append("\(path): cannot read file")
            case .notUTF8(let path):
                readFindings.append(Finding(rule: .unreadableInput, path: path, position: SourcePosition(line: 1, column: 1),
                                            message: "the file is not valid UTF-8 text; left untouched", applied: false))
            case .text(let source):
                sources.append(source)
                absolutePaths[source.path] = absolute
            }
        }

        if options.allowCombine {
            standardError("observation-migrator: --allow-combine is deprecated and has no effect: publisher uses are converted\n")
        }
        let configuration = Configuration(
            scope: options.scope,
            onlyTypes: options.only.map { Set($0.split(separator: ",").map(Self.trimmingBlanks)) },
            ignoreUnpublished: options.ignoreUnpublished,
            skipDeploymentCheck: options.skipDeploymentCheck,
            concurrency: options.jobs
        )
        let progress = MigrationProgress()
        let reporter = ProgressReporter.start(progress, enabled: !options.quiet)
        var migrator = Migrator(configuration: configuration)
        // The process ends after this run: what it analysed (the layout
        // worked out here included) is never freed.
        migrator.releasesAnalysis = false
        let report = migrator.migrate(sources, pendingLayout: layout, progress: progress)
        reporter?.stop()
        let findings = (report.findings + readFindings).sorted()

        // Files the run changed but could not write (`--in-place`).
        var unwritten = 0
        var written: Set<String> = []
        if options.inPlace {
            let changed = report.changedFilesInWriteOrder
            if !options.allowDirty {
                switch GitStatus.check(changed.compactMap { absolutePaths[$0.path] }) {
                case .failed(let message):
                    standardError("observation-migrator: git cannot tell whether the files to rewrite have uncommitted changes: \(message)\n")
                    standardError("observation-migrator: refusing to rewrite; fix what git reports, or pass --allow-dirty\n")
                    return 2
                case .dirty(let dirty) where !dirty.isEmpty:
                    for path in dirty { standardError("observation-migrator: \(displayPath(URL(fileURLWithPath: path))) has uncommitted changes\n") }
                    standardError("observation-migrator: refusing to rewrite files with uncommitted changes; commit or stash them, or pass --allow-dirty\n")
                    return 2
                case .dirty:
                    break
                }
            }
            /// The earliest stage of a file that could not be written.
            var failedStage: Int?
            InterruptGuard.beginWriting()
            for outcome in changed {
                // Counted as changed only once written.
                defer { if !written.contains(outcome.path) { unwritten += 1 } }
                if InterruptGuard.wasRequested {
                    standardError("observation-migrator: interrupted; the files not yet written are unchanged\n")
                    return 130
                }
                guard let absolute = absolutePaths[outcome.path] else { continue }
                // A use converted while its class could not be made `@Observable`
                // (or an `extension M: ObservableObject {}` dropped) would leave a
                // second run less to go by: no file of a later stage is written.
                if let failedStage, report.writeStage(of: outcome.path) > failedStage {
                    problems.append("\(outcome.path): not written, as an earlier file could not be; run the tool again once that is fixed")
                    continue
                }
                do {
                    // The text was read as valid UTF-8, so its bytes are exactly the file's.
                    try AtomicFileWriter.replace(URL(fileURLWithPath: absolute).resolvingSymlinksInPath(),
                                                 expectedOriginal: Data(outcome.original.utf8), with: outcome.migrated)
                    written.insert(outcome.path)
                } catch {
                    failedStage = min(failedStage ?? .max, report.writeStage(of: outcome.path))
                    problems.append((error as? LocalizedError)?.errorDescription ?? String(describing: error))
                }
            }
        } else {
            // Each file's diff on its own core, printed in order.
            let diff = ParallelMap.map(report.changedFiles, concurrency: options.jobs, largestFirst: report.changedFiles.map(\.original.utf8.count)) {
                UnifiedDiff.make(path: $0.path, original: $0.original, migrated: $0.migrated)
            }.joined()
            StandardStream.output.write(diff)
        }

        var summary = RunSummary(report: report, findings: findings)
        summary.filesChanged -= unwritten
        let rendered = options.reportFormat.render(summary: summary, migratedTypes: report.migratedTypes, findings: findings, keptTypes: report.keptTypes, modules: report.modules,
                                                      conformanceKept: report.conformanceKeptTypes)
        if let reportFile = options.reportFile {
            do {
                try Data(rendered.utf8).write(to: URL(fileURLWithPath: reportFile), options: .atomic)
            } catch {
                problems.append("\(reportFile): cannot write the report")
            }
        } else {
            standardError(rendered)
        }
        for problem in problems {
            standardError("observation-migrator: error: \(problem)\n")
        }
        // A file that is not UTF-8 is an input that cannot be read (the others were processed).
        if !problems.isEmpty || !readFindings.isEmpty { return 2 }
        if options.check {
            let remaining = findings.contains { $0.severity != .note }
            if !report.changedFiles.isEmpty || remaining { return 1 }
        }
        return 0
    }
}

extension MigrationRun {
    /// A list item of `--only` without the spaces and tabs around it.
    static func trimmingBlanks(_ item: Substring) -> String {
        let isBlank = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = item.firstIndex(where: { !isBlank($0) }), let last = item.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(item[first...last])
    }

    /// A `Package.swift` or `project.pbxproj` file, when it can be read as UTF-8.
    static func settingsFile(at absolute: String, display: DisplayPath) -> ProjectSettingsFile? {
        guard let data = FileManager.default.contents(atPath: absolute), let text = String(validating: data, as: UTF8.self) else { return nil }
        return ProjectSettingsFile(path: display(absolute), text: text)
    }

    /// `--list-modules`: prints which module each discovered Swift file belongs
    /// to, as read from the manifests and projects found, and changes nothing.
    func listModules() -> Int32 {
        let discovery = FileDiscovery(excludeGlobs: options.exclude, followSymlinks: options.followSymlinks).discover(options.discoveryPaths)
        let display = DisplayPath()
        let map = ModuleMap(files: discovery.swiftFiles.map { display($0) }, descriptions: discovery.settingsFiles.compactMap { Self.settingsFile(at: $0, display: display) })
        StandardStream.output.write(map.listing())
        for problem in discovery.problems {
            StandardStream.error.write("observation-migrator: error: \(problem)\n")
        }
        return discovery.problems.isEmpty ? 0 : 2
    }
}

/// The start of a run: the files found, their reading and the project
/// layout under way.
struct RunStart {

    let fileReading: ReadAhead<FileRead>
    let discovery: FileDiscovery.Result
    /// Which module each file is in: it needs only the paths and the project
    /// files, and is worked out on another core while the files are read.
    let layout: BackgroundWork<ProjectLayout>

    init(_ options: MigrateCommand) {
        let display = DisplayPath()
        let settingsReading = ReadAhead.projectFiles(display: display, concurrency: options.jobs)
        fileReading = ReadAhead.swiftFiles(display: display, concurrency: options.jobs)
        var finder = FileDiscovery(excludeGlobs: options.exclude, followSymlinks: options.followSymlinks)
        finder.foundSettingsFile = settingsReading.start
        finder.foundSwiftFile = fileReading.start
        let discovery = finder.discover(options.discoveryPaths)
        self.discovery = discovery
        let displayPaths = discovery.swiftFiles.map { display($0) }
        layout = BackgroundWork(concurrency: options.jobs) {
            ProjectLayout(paths: displayPaths, descriptions: settingsReading.outcomes(of: discovery.settingsFiles).compactMap { $0 })
        }
    }
}

/// Reads the files discovery finds while it goes on walking: another core
/// reads each file as soon as it is found, and once the walk is done every
/// core reads what is left. The outcomes are those of reading the files
/// after discovery, in the same order. With one job, the files are read in
/// turn once discovery is done. The run has one for the Swift files and one
/// for the project files, whose targets it parses as it reads them (a large
/// Xcode project takes milliseconds that would otherwise keep one core busy
/// and the other idle).
final class ReadAhead<Outcome: Sendable>: @unchecked Sendable {
    private let jobs: Int
    private let read: @Sendable (String) -> Outcome
    private let lock = Lock()
    /// Found so far, in walk order; those before `claimed` are being read or read.
    private var found: [String] = []
    private var claimed = 0
    private var outcomes: [String: Outcome] = [:]
    private let reader: DispatchQueue
    private let group = DispatchGroup()

    /// `read`: the outcome of reading the file at an absolute path.
    init(_ label: String, concurrency: Int?, read: @escaping @Sendable (String) -> Outcome) {
        jobs = ParallelMap.threads(concurrency)
        self.read = read
        reader = DispatchQueue(label: "observation-migrator.read-" + label)
    }

    /// A file found at `absolute`.
    func start(_ absolute: String) {
        lock.withLock { found.append(absolute) }
        guard jobs > 1 else { return }
        reader.async(group: group) { [self] in readUnclaimed() }
    }

    /// The outcome of reading each of `paths` (every one of them found), in that order.
    func outcomes(of paths: [String]) -> [Outcome] {
        _ = ParallelMap.map(Array(0..<jobs), concurrency: jobs) { [self] _ in readUnclaimed() }
        group.wait()
        let outcomes = lock.withLock { self.outcomes }
        return paths.map { outcomes[$0] ?? read($0) }
    }

    /// Reads files no other thread has taken until none is left.
    private func readUnclaimed() {
        while let path = claim() {
            let outcome = read(path)
            lock.withLock { outcomes[path] = outcome }
        }
    }

    private func claim() -> String? {
        lock.withLock {
            guard claimed < found.count else { return nil }
            defer { claimed += 1 }
            return found[claimed]
        }
    }
}

extension ReadAhead where Outcome == FileRead {
    /// The Swift files, decoded as UTF-8.
    static func swiftFiles(display: DisplayPath, concurrency: Int?) -> ReadAhead {
        ReadAhead("swift", concurrency: concurrency) { absolute in
            let path = display(absolute)
            guard let data = FileManager.default.contents(atPath: absolute) else { return .unreadable(path) }
            guard let text = SourceDecoding.decode(data) else { return .notUTF8(path) }
            return .text(SourceFile(path: path, text: text))
        }
    }
}

extension ReadAhead where Outcome == ProjectDescription? {
    /// The project files, with the targets they declare read; nil for one
    /// that cannot be read as UTF-8 text.
    static func projectFiles(display: DisplayPath, concurrency: Int?) -> ReadAhead {
        ReadAhead("project", concurrency: concurrency) { absolute in
            MigrationRun.settingsFile(at: absolute, display: display).map(ProjectDescription.init)
        }
    }
}

/// What reading one discovered file gave.
enum FileRead: Sendable {
    case text(SourceFile)
    case unreadable(String)
    case notUTF8(String)
}

/// Turns file bytes into text: UTF-8 only (a BOM is kept as part of the text,
/// so it is written back unchanged); anything else is refused.
enum SourceDecoding {
    static func decode(_ data: Data) -> String? {
        String(validating: data, as: UTF8.self)
    }
}

/// Asks git which of the files a run would rewrite have uncommitted work,
/// exactly: one `git status -z` per work tree, whose paths (relative to the
/// work tree's root, never quoted) are compared as bytes with the files'. It
/// fails closed: a file inside a work tree (a `.git` above it) that git cannot
/// answer for is a reason to refuse, with git's own message.
enum GitStatus {
    enum Answer: Equatable {
        /// The files with uncommitted changes (untracked ones included), sorted.
        case dirty([String])
        /// Git is there but did not answer; its message.
        case failed(String)
    }

    /// `files`: absolute paths.
    static func check(_ files: [String]) -> Answer {
        var byRoot: [String: [String]] = [:]
        for file in files {
            guard let root = workTree(of: file) else { continue }
            byRoot[root, default: []].append(file)
        }
        var dirty: [String] = []
        for (root, files) in byRoot.sorted(by: { $0.key < $1.key }) {
            let arguments = ["git", "-C", root, "status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules=none"]
            guard let result = ChildProcess.output(of: arguments) else {
                return .failed("\(root) is a git work tree, but git could not be run")
            }
            guard result.status == 0 else {
                let message = String(String(decoding: result.error, as: UTF8.self).split(whereSeparator: \.isNewline).joined(separator: " ").drop { $0 == " " })
                return .failed(message.isEmpty ? "git status failed in \(root) (exit status \(result.status))" : message)
            }
            let changed = Set(changedPaths(result.output).map { Array((root + "/").utf8) + $0 })
            dirty += files.filter { changed.contains(Array($0.utf8)) }
        }
        return .dirty(dirty.sorted())
    }

    /// The paths of `git status --porcelain=v1 -z`: `XY path`, and for a
    /// rename or copy `XY new` then the old path as the next entry.
    static func changedPaths(_ output: [UInt8]) -> [[UInt8]] {
        var paths: [[UInt8]] = []
        var entries = output.split(separator: 0, omittingEmptySubsequences: true)[...]
        while let entry = entries.popFirst() {
            guard entry.count > 3 else { continue }
            let status = Array(entry.prefix(2))
            paths.append(Array(entry.dropFirst(3)))
            if status.contains(UInt8(ascii: "R")) || status.contains(UInt8(ascii: "C")), let old = entries.popFirst() {
                paths.append(Array(old))
            }
        }
        return paths
    }

    /// The folder holding the `.git` (a folder, or a file in a linked work tree
    /// or a submodule) nearest above a file; nil when there is none.
    static func workTree(of file: String) -> String? {
        var folder = file
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            var status = stat()
            if lstat((folder.isEmpty ? "" : folder) + "/.git", &status) == 0 { return folder.isEmpty ? "/" : folder }
            if folder.isEmpty { break }
        }
        return nil
    }
}

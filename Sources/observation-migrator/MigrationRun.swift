import Foundation
import ObservationMigrator

/// One invocation: discover, read, migrate, then print or write, and decide
/// the exit status.
struct MigrationRun {
    let options: MigrateCommand

    private func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    func run() -> Int32 {
        // From the start, so an interrupt during analysis also ends cleanly before any write.
        if options.inPlace { InterruptGuard.install() }
        let discovery = FileDiscovery(excludeGlobs: options.exclude, followSymlinks: options.followSymlinks)
            .discover(options.paths.isEmpty ? ["."] : options.paths)
        let display = DisplayPath()
        var problems = discovery.problems
        var readFindings: [Finding] = []
        var sources: [SourceFile] = []
        var absolutePaths: [String: String] = [:]
        // Read and decode on every core; results stay in discovery order.
        let read = ParallelMap.map(discovery.swiftFiles, concurrency: options.jobs) { absolute -> FileRead in
            let path = display(absolute)
            guard let data = FileManager.default.contents(atPath: absolute) else { return .unreadable(path) }
            guard let text = SourceDecoding.decode(data) else { return .notUTF8(path) }
            return .text(SourceFile(path: path, text: text))
        }
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
        let settings = readSettings(discovery.settingsFiles, display: display)

        if options.allowCombine {
            standardError("observation-migrator: --allow-combine is deprecated and has no effect: publisher uses are converted\n")
        }
        let configuration = Configuration(
            onlyTypes: options.only.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }) },
            ignoreUnpublished: options.ignoreUnpublished,
            skipDeploymentCheck: options.skipDeploymentCheck,
            concurrency: options.jobs
        )
        let progress = MigrationProgress()
        let reporter = ProgressReporter.start(progress, enabled: !options.quiet)
        let report = Migrator(configuration: configuration).migrate(sources, settings: settings, progress: progress)
        reporter?.stop()
        let findings = (report.findings + readFindings).sorted()

        if options.inPlace {
            let changed = report.changedFiles
            if !options.allowDirty {
                let dirty = GitStatus.dirtyFiles(among: changed.compactMap { absolutePaths[$0.path].map { URL(fileURLWithPath: $0) } })
                if !dirty.isEmpty {
                    for url in dirty { standardError("observation-migrator: \(displayPath(url)) has uncommitted changes\n") }
                    standardError("observation-migrator: refusing to rewrite files with uncommitted changes; commit or stash them, or pass --allow-dirty\n")
                    return 2
                }
            }
            for outcome in changed {
                if InterruptGuard.wasRequested {
                    standardError("observation-migrator: interrupted; the files not yet written are unchanged\n")
                    return 130
                }
                guard let absolute = absolutePaths[outcome.path] else { continue }
                do {
                    // The text was read as valid UTF-8, so its bytes are exactly the file's.
                    try AtomicFileWriter.replace(URL(fileURLWithPath: absolute).resolvingSymlinksInPath(),
                                                 expectedOriginal: Data(outcome.original.utf8), with: outcome.migrated)
                } catch {
                    problems.append(error.localizedDescription)
                }
            }
        } else {
            // Each file's diff on its own core, printed in order.
            let diff = ParallelMap.map(report.changedFiles, concurrency: options.jobs, largestFirst: report.changedFiles.map(\.original.utf8.count)) {
                UnifiedDiff.make(path: $0.path, original: $0.original, migrated: $0.migrated)
            }.joined()
            FileHandle.standardOutput.write(Data(diff.utf8))
        }

        let summary = RunSummary(report: report, findings: findings)
        let rendered = options.reportFormat.render(summary: summary, migratedTypes: report.migratedTypes, findings: findings, keptTypes: report.keptTypes, modules: report.modules)
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
        if !problems.isEmpty { return 2 }
        if options.check {
            let remaining = findings.contains { $0.severity != .note }
            if !report.changedFiles.isEmpty || remaining { return 1 }
        }
        return 0
    }
}

extension MigrationRun {
    /// The `Package.swift` and `project.pbxproj` files that can be read as UTF-8.
    func readSettings(_ paths: [String], display: DisplayPath) -> [ProjectSettingsFile] {
        paths.compactMap { absolute -> ProjectSettingsFile? in
            guard let data = FileManager.default.contents(atPath: absolute), let text = String(data: data, encoding: .utf8) else { return nil }
            return ProjectSettingsFile(path: display(absolute), text: text)
        }
    }

    /// `--list-modules`: prints which module each discovered Swift file belongs
    /// to, as read from the manifests and projects found, and changes nothing.
    func listModules() -> Int32 {
        let discovery = FileDiscovery(excludeGlobs: options.exclude, followSymlinks: options.followSymlinks)
            .discover(options.paths.isEmpty ? ["."] : options.paths)
        let display = DisplayPath()
        let map = ModuleMap(files: discovery.swiftFiles.map { display($0) }, descriptions: readSettings(discovery.settingsFiles, display: display))
        FileHandle.standardOutput.write(Data(map.listing().utf8))
        for problem in discovery.problems {
            FileHandle.standardError.write(Data("observation-migrator: error: \(problem)\n".utf8))
        }
        return discovery.problems.isEmpty ? 0 : 2
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

/// Asks git which of the files have uncommitted changes.
enum GitStatus {
    static func dirtyFiles(among files: [URL]) -> [URL] {
        guard !files.isEmpty else { return [] }
        var dirty: [URL] = []
        let byDirectory = Dictionary(grouping: files) { $0.deletingLastPathComponent().path }
        for (directory, urls) in byDirectory.sorted(by: { $0.key < $1.key }) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", directory, "status", "--porcelain", "--"] + urls.map(\.lastPathComponent)
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { continue }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            // Not a git work tree (status 128): nothing to protect.
            guard process.terminationStatus == 0, let text = String(data: output, encoding: .utf8) else { continue }
            let dirtyNames = Set(text.split(separator: "\n").compactMap { line -> String? in
                guard line.count > 3 else { return nil }
                return String(line.dropFirst(3)).split(separator: "/").last.map(String.init)
            })
            dirty += urls.filter { dirtyNames.contains($0.lastPathComponent) }
        }
        return dirty.sorted { $0.path < $1.path }
    }
}

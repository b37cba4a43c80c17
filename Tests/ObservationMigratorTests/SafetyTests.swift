import Foundation
import ObservationMigrator
@testable import observation_migrator
import SyntheticCorpus
import XCTest

/// Bad input and safe writes, through the executable as users run it.
final class SafetyTests: XCTestCase {
    private let model = CommandLineTests.model
    private var migratedModel: String { Migrator(configuration: Configuration(scope: .all)).migrate([SourceFile(path: "m.swift", text: model)]).files[0].migrated }

    func testSyntaxErrorsLeaveTheFileUntouchedAndTheRestMigrated() throws {
        let broken = "import Combine\nclass Broken: ObservableObject {\n    @Published var x = \n"
        let project = try TemporaryProject(files: ["Broken.swift": broken, "Counter.swift": model])
        let result = try ToolRunner.run(["--in-place", "."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try project.read("Broken.swift"), broken)
        XCTAssertEqual(try project.read("Counter.swift"), migratedModel)
        XCTAssertTrue(result.stderr.contains("Broken.swift:3:24: error: syntax error: expected expression in variable; the file is left untouched [parse-error]"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[parse-error]"))
    }

    func testInvalidUTF8AndUTF16AreReportedNotRewritten() throws {
        let project = try TemporaryProject(files: ["Counter.swift": model])
        let latin1 = Data("// caf\u{E9}\nclass A: ObservableObject { @Published var x = 1 }\n".utf8).map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }
        try Data(latin1).write(to: project.url.appendingPathComponent("Latin1.swift"))
        let utf16 = "class B: ObservableObject { @Published var y = 1 }\n".data(using: .utf16) ?? Data()
        try utf16.write(to: project.url.appendingPathComponent("Wide.swift"))
        let result = try ToolRunner.run(["--in-place", "."], in: project.url)
        // An input that cannot be read: exit 2, as the README says, the other files written.
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(try Data(contentsOf: project.url.appendingPathComponent("Latin1.swift")), Data(latin1))
        XCTAssertEqual(try Data(contentsOf: project.url.appendingPathComponent("Wide.swift")), utf16)
        XCTAssertTrue(result.stderr.contains("Latin1.swift:1:1: error: the file is not valid UTF-8 text; left untouched [unreadable-input]"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Wide.swift:1:1: error:"), result.stderr)
        XCTAssertEqual(try project.read("Counter.swift"), migratedModel)
    }

    func testByteOrderMarkAndMixedLineEndingsAreKept() throws {
        let text = "\u{FEFF}import Combine\r\n\r\nfinal class M: ObservableObject {\n    @Published var x = 1\r\n    // note\n}\r\n"
        let project = try TemporaryProject(files: ["M.swift": text, "Empty.swift": ""])
        let result = try ToolRunner.run(["--in-place", "."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try project.read("M.swift"), "\u{FEFF}import Observation\r\n\r\n@Observable final class M {\n    var x = 1\r\n    // note\n}\r\n")
        XCTAssertEqual(try project.read("Empty.swift"), "")
    }

    func testAOneMegabyteFileIsMigrated() throws {
        var text = "import Combine\n\nfinal class Big: ObservableObject {\n    @Published var value = 0\n}\n\nenum Table {\n"
        var index = 0
        while text.utf8.count < 1_000_000 {
            text += "    static let entry\(index): [Int] = [\(index), \(index + 1), \(index + 2), \(index + 3), \(index + 4)]\n"
            index += 1
        }
        text += "}\n"
        let report = Migrator(configuration: Configuration(scope: .all)).migrate([SourceFile(path: "Big.swift", text: text)])
        let migrated = report.files[0].migrated
        XCTAssertTrue(migrated.hasPrefix("import Observation\n\n@Observable final class Big {\n    var value = 0\n}\n"))
        XCTAssertEqual(migrated.utf8.count, text.utf8.count - "ObservableObject".count - ": ".count - "@Published ".count
            + "Observation".count - "Combine".count + "@Observable ".count)
    }

    func testOverlappingPathsProcessEachFileOnce() throws {
        let project = try TemporaryProject(files: ["Sources/Counter.swift": model, "Sources/View.swift": CommandLineTests.view])
        let result = try ToolRunner.run(["Sources", ".", "Sources/Counter.swift", "./Sources"], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.components(separatedBy: "diff --git").count - 1, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("2 files scanned"), result.stderr)
    }

    func testSymlinksAreFollowedOnceAndStayInsideTheRoots() throws {
        let outside = try TemporaryProject(files: ["Outside.swift": model])
        let project = try TemporaryProject(files: ["Sources/Counter.swift": model])
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: project.url.appendingPathComponent("Sources/Alias.swift").path, withDestinationPath: "Counter.swift")
        try fm.createSymbolicLink(atPath: project.url.appendingPathComponent("Sources/Loop").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: project.url.appendingPathComponent("External").path, withDestinationPath: outside.url.path)

        let result = try ToolRunner.run(["."], in: project.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 files scanned"), result.stderr)
        XCTAssertFalse(result.stdout.contains("Outside.swift"))
        XCTAssertTrue(result.stdout.contains("+++ b/Sources/Counter.swift"), result.stdout)

        let following = try ToolRunner.run(["--follow-symlinks", "."], in: project.url)
        XCTAssertEqual(following.status, 0, following.stderr)
        XCTAssertTrue(following.stderr.contains("2 files scanned"), following.stderr)
        XCTAssertTrue(following.stdout.contains("External/Outside.swift"), following.stdout)
    }

    func testUnreadableFilesAndDirectoriesExitTwoAndTheRestIsDone() throws {
        let project = try TemporaryProject(files: ["Counter.swift": model, "Secret.swift": model, "Locked/Inner.swift": model])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: project.url.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: project.url.appendingPathComponent("Counter.swift").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: project.url.appendingPathComponent("Secret.swift").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: project.url.appendingPathComponent("Locked").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: project.url.appendingPathComponent("Locked").path) }
        // Root reads everything, so run as an unprivileged user there.
        var command = [ToolRunner.executable.path, "--scope", "all", "."]
        if getuid() == 0 { command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command }
        let result = try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"), command, in: project.url)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("error: Secret.swift: cannot read file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error: Locked: cannot read directory"), result.stderr)
        XCTAssertTrue(result.stdout.contains("+++ b/Counter.swift"), result.stdout)
    }

    func testReadOnlyFileIsReportedAndNotWritten() throws {
        let project = try TemporaryProject(files: ["ReadOnly.swift": model, "Counter.swift": model])
        let readOnly = project.url.appendingPathComponent("ReadOnly.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let result = try ToolRunner.run(["--in-place", "."], in: project.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("error: ReadOnly.swift: cannot write: the file is read-only; left unchanged"), result.stderr)
        // The summary counts the file written, not the one that could not be.
        XCTAssertTrue(result.stderr.contains("2 files scanned, 1 changed"), result.stderr)
        XCTAssertEqual(try project.read("ReadOnly.swift"), model)
        XCTAssertEqual(try project.read("Counter.swift"), migratedModel)
    }

    func testAFileChangedSinceItWasReadIsNotOverwritten() throws {
        let project = try TemporaryProject(files: ["M.swift": "edited by someone else\n"])
        let url = project.url.appendingPathComponent("M.swift")
        XCTAssertThrowsError(try AtomicFileWriter.replace(url, expectedOriginal: Data(model.utf8), with: migratedModel)) { error in
            XCTAssertEqual(error.localizedDescription, "\(displayPath(url)): changed on disk since it was read; not overwritten")
        }
        XCTAssertEqual(try project.read("M.swift"), "edited by someone else\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.url.path), ["M.swift"])
    }

    /// An edit that lands after the last check and before the new text takes
    /// the file's place, written in place or saved by an editor that renames
    /// its own temporary file over it: the names are exchanged back, the
    /// edit stays, no temporary file is left.
    func testAFileEditedAtTheLastMomentIsNotOverwritten() throws {
        defer { AtomicFileWriter.beforeExchange = nil }
        let edits: [(String, (String) -> Void)] = [
            ("in place", { path in
                let handle = FileHandle(forWritingAtPath: path)
                handle?.truncateFile(atOffset: 0)
                handle?.write(Data("edited in place\n".utf8))
                handle?.closeFile()
            }),
            ("by rename", { path in try? Data("edited in place\n".utf8).write(to: URL(fileURLWithPath: path), options: .atomic) }),
        ]
        for (how, edit) in edits {
            let project = try TemporaryProject(files: ["M.swift": model])
            let url = project.url.appendingPathComponent("M.swift")
            AtomicFileWriter.beforeExchange = edit
            XCTAssertThrowsError(try AtomicFileWriter.replace(url, expectedOriginal: Data(model.utf8), with: migratedModel), how) { error in
                XCTAssertEqual(error.localizedDescription, "\(displayPath(url)): changed on disk since it was read; not overwritten", how)
            }
            XCTAssertEqual(try project.read("M.swift"), "edited in place\n", how)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.url.path), ["M.swift"], how)
        }
    }

    /// A file whose name is near the 255-byte limit of a name is written;
    /// its temporary file's name is cut to fit.
    func testAFileWithALongNameIsWritten() throws {
        let name = String(repeating: "é", count: 120) + "Model.swift"
        XCTAssertGreaterThan(name.utf8.count, 240)
        let project = try TemporaryProject(files: [name: model])
        try AtomicFileWriter.replace(project.url.appendingPathComponent(name), expectedOriginal: Data(model.utf8), with: migratedModel)
        XCTAssertEqual(try project.read(name), migratedModel)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: project.url.path), [name])
        XCTAssertLessThanOrEqual(AtomicFileWriter.temporaryName(for: name).utf8.count, 255)
    }

    func testDirtyGitTreeIsRefusedUnlessAllowed() throws {
        let project = try TemporaryProject(files: ["Counter.swift": model, "Other.swift": "let a = 1\n"])
        try ToolRunner.git(["init", "-q"], in: project.url)
        try ToolRunner.git(["add", "."], in: project.url)
        try ToolRunner.git(["commit", "-qm", "init"], in: project.url)
        try project.write("Counter.swift", model + "// local edit\n")

        let refused = try ToolRunner.run(["--in-place", "."], in: project.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("Counter.swift has uncommitted changes"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--allow-dirty"), refused.stderr)
        XCTAssertEqual(try project.read("Counter.swift"), model + "// local edit\n")

        let allowed = try ToolRunner.run(["--in-place", "--allow-dirty", "."], in: project.url)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(try project.read("Counter.swift").hasPrefix("import Observation"))

        // A dirty file the run does not rewrite is no reason to refuse.
        try ToolRunner.git(["commit", "-qam", "migrated"], in: project.url)
        try project.write("Other.swift", "let a = 2\n")
        try project.write("New.swift", model)
        try ToolRunner.git(["add", "New.swift"], in: project.url)
        try ToolRunner.git(["commit", "-qm", "new"], in: project.url)
        let clean = try ToolRunner.run(["--in-place", "."], in: project.url)
        XCTAssertEqual(clean.status, 0, clean.stderr)
    }

    /// Names git quotes in its plain status output (accents, spaces, tabs,
    /// quotes), in a subfolder, untracked or renamed: each is seen as dirty.
    func testEveryKindOfPathGitQuotesIsSeenAsDirty() throws {
        let names = ["Modèle é.swift", "My Model.swift", "Tab\tModel.swift", "Quote\"Model.swift", "Sub Folder/Nested Mödel.swift"]
        var files: [String: String] = ["Clean.swift": model.replacingOccurrences(of: "Counter", with: "Clean")]
        for (index, name) in names.enumerated() { files[name] = model.replacingOccurrences(of: "Counter", with: "Counter\(index)") }
        let project = try TemporaryProject(files: files)
        try ToolRunner.git(["init", "-q"], in: project.url)
        try ToolRunner.git(["add", "."], in: project.url)
        try ToolRunner.git(["commit", "-qm", "init"], in: project.url)
        for name in names {
            let edited = try project.read(name) + "// local edit\n"
            try project.write(name, edited)
            let refused = try ToolRunner.run(["--in-place", "--quiet", "."], in: project.url)
            XCTAssertEqual(refused.status, 2, "\(name): \(refused.stderr)")
            XCTAssertTrue(refused.stderr.contains("\(name) has uncommitted changes"), "\(name): \(refused.stderr)")
            XCTAssertEqual(try project.read(name), edited, name)
            try ToolRunner.git(["checkout", "-q", "--", name], in: project.url)
        }
        // Untracked, and renamed in the index: uncommitted work too.
        try project.write("Néw File.swift", model.replacingOccurrences(of: "Counter", with: "Fresh"))
        let untracked = try ToolRunner.run(["--in-place", "--quiet", "."], in: project.url)
        XCTAssertTrue(untracked.stderr.contains("Néw File.swift has uncommitted changes"), untracked.stderr)
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Néw File.swift"))
        try ToolRunner.git(["mv", "My Model.swift", "Renamed Mödel.swift"], in: project.url)
        let renamed = try ToolRunner.run(["--in-place", "--quiet", "."], in: project.url)
        XCTAssertTrue(renamed.stderr.contains("Renamed Mödel.swift has uncommitted changes"), renamed.stderr)
        try ToolRunner.git(["commit", "-qm", "renamed"], in: project.url)
        let clean = try ToolRunner.run(["--in-place", "--quiet", "."], in: project.url)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertTrue(try project.read("Sub Folder/Nested Mödel.swift").contains("@Observable"))
    }

    /// A work tree git refuses to read ("dubious ownership": owned by another
    /// user) is no reason to write: the run refuses with git's message.
    func testAWorkTreeGitCannotReadIsRefused() throws {
        guard getuid() == 0, let nobody = getpwnam("nobody")?.pointee.pw_uid else {
            throw XCTSkip("needs root, to give the work tree to another user")
        }
        let project = try TemporaryProject(files: ["Counter.swift": model])
        try ToolRunner.git(["init", "-q"], in: project.url)
        try ToolRunner.git(["add", "."], in: project.url)
        try ToolRunner.git(["commit", "-qm", "init"], in: project.url)
        XCTAssertEqual(chown(project.url.path, nobody, 0), 0)
        XCTAssertEqual(chown(project.url.appendingPathComponent(".git").path, nobody, 0), 0)
        defer {
            _ = chown(project.url.path, 0, 0)
            _ = chown(project.url.appendingPathComponent(".git").path, 0, 0)
        }
        let refused = try ToolRunner.run(["--in-place", "--quiet", "."], in: project.url)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("dubious ownership"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--allow-dirty"), refused.stderr)
        XCTAssertEqual(try project.read("Counter.swift"), model)
        let allowed = try ToolRunner.run(["--in-place", "--quiet", "--allow-dirty", "."], in: project.url)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
    }

    func testInterruptedRunsLeaveEveryFileWhollyOldOrWhollyNew() throws {
        var files: [String: String] = [:]
        for index in 0..<400 {
            files["M\(index).swift"] = model.replacingOccurrences(of: "Counter", with: "Counter\(index)")
        }
        let expected = Dictionary(uniqueKeysWithValues: files.map { path, text in
            (path, Migrator(configuration: Configuration(scope: .all)).migrate([SourceFile(path: path, text: text)]).files[0].migrated)
        })
        for (attempt, signal) in [SIGINT, SIGKILL, SIGTERM, SIGINT].enumerated() {
            let project = try TemporaryProject(files: files)
            let process = Process()
            process.executableURL = ToolRunner.executable
            process.arguments = ["--scope", "all", "--in-place", "--jobs", "1", "."]
            process.currentDirectoryURL = project.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(150_000 + attempt * 120_000))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let written = try assertWhollyOldOrNew(project, originals: files, expected: expected, "after signal \(signal)")
            if signal != SIGKILL {
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.url.path).filter { $0.hasPrefix(".") }
                XCTAssertEqual(leftovers, [], "temporary files left behind")
                // Stopped cleanly between two files, or had already finished.
                XCTAssertEqual(process.terminationReason, .exit)
                XCTAssertTrue(process.terminationStatus == 130 || (process.terminationStatus == 0 && written == files.count),
                              "status \(process.terminationStatus) after signal \(signal), \(written) of \(files.count) written")
            }
        }
    }

    /// Ctrl-C while the run still analyses ends it at once: nothing was
    /// written, so there is nothing to wait for (it used to be held until
    /// the analysis was over, seconds on a large project).
    func testAnInterruptBeforeAnyWriteEndsTheRunAtOnce() throws {
        var generator = CorpusGenerator(seed: 7)
        let originals = Dictionary(uniqueKeysWithValues: generator.generate(lines: 40_000).map { ($0.path, $0.text) })
        let project = try TemporaryProject(files: originals)
        let process = Process()
        process.executableURL = ToolRunner.executable
        process.arguments = ["--scope", "all", "--in-place", "--quiet", "--jobs", "1", "."]
        process.currentDirectoryURL = project.url
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        usleep(100_000)
        kill(process.processIdentifier, SIGINT)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130, stderr)
        XCTAssertEqual(stderr, "observation-migrator: interrupted before any file was written\n")
        for (path, text) in originals { XCTAssertEqual(try project.read(path), text, path) }
    }

    /// Kills `--in-place` runs of a generated project at random moments with
    /// SIGINT, SIGTERM or SIGKILL (15 trials, a fixed seed): every file is
    /// wholly old or wholly new, and a second run gives the clean run's result.
    func testAKilledRunIsFinishedByASecondRun() throws {
        var generator = CorpusGenerator(seed: 5)
        let files = generator.generate(lines: 8_000)
        let clean = Migrator(configuration: Configuration(scope: .all)).migrate(files)
        let expected = Dictionary(uniqueKeysWithValues: clean.files.map { ($0.path, $0.migrated) })
        let originals = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) })
        // How long a whole run takes here.
        let timed = try TemporaryProject(files: originals)
        let start = Date()
        _ = try ToolRunner.run(["--in-place", "--quiet", "--jobs", "1", "."], in: timed.url)
        let duration = Date().timeIntervalSince(start)
        let firstWritten = try XCTUnwrap(clean.changedFilesInWriteOrder.first?.path)
        var random = SplitMix64(seed: 20_261_128)
        var interrupted = 0
        for trial in 0..<15 {
            let project = try TemporaryProject(files: originals)
            let signal = [SIGINT, SIGTERM, SIGKILL][trial % 3]
            let process = Process()
            process.executableURL = ToolRunner.executable
            process.arguments = ["--scope", "all", "--in-place", "--quiet", "--jobs", "1", "."]
            process.currentDirectoryURL = project.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Half the kills wait for the first file to be written, then a
            // moment more: they fall while the run writes, which takes milliseconds.
            if trial % 2 == 0 {
                let first = project.url.appendingPathComponent(firstWritten)
                let deadline = Date().addingTimeInterval(duration * 3)
                while process.isRunning, Date() < deadline, (try? String(contentsOf: first, encoding: .utf8)) == originals[firstWritten] { usleep(200) }
                usleep(useconds_t(random.next(below: 3_000)))
            } else {
                usleep(useconds_t(duration * 1_000_000 * Double(random.next(below: 1_000)) / 1_000))
            }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let written = try assertWhollyOldOrNew(project, originals: originals, expected: expected, "trial \(trial), signal \(signal)")
            if written > 0, written < clean.changedFiles.count { interrupted += 1 }
            let second = try ToolRunner.run(["--in-place", "--quiet", "."], in: project.url)
            XCTAssertEqual(second.status, 0, "trial \(trial): \(second.stderr)")
            for (path, text) in expected {
                XCTAssertEqual(try project.read(path), text, "trial \(trial) (signal \(signal), \(written) files written): \(path) differs from a clean run")
            }
        }
        // The moments were spread enough that some runs stopped part way.
        XCTAssertGreaterThan(interrupted, 0)
        print("testAKilledRunIsFinishedByASecondRun: \(interrupted) of 15 runs stopped part way through writing (a run takes \(Int(duration * 1_000)) ms)")
    }

    /// Every file is its original text or its migrated text; how many are migrated.
    private func assertWhollyOldOrNew(_ project: TemporaryProject, originals: [String: String], expected: [String: String], _ label: String) throws -> Int {
        var written = 0
        for (path, original) in originals {
            let now = try project.read(path)
            XCTAssertTrue(now == original || now == expected[path], "\(label): \(path) is neither old nor new")
            if now != original { written += 1 }
        }
        return written
    }
}

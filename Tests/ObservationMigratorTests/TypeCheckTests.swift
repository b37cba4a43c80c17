import Foundation
import ObservationMigrator
import XCTest

/// Compile checks: the compiler judges both sides of every fixture.
///
/// There is no SwiftUI on Linux, so `Tests/TypeCheckSupport` (a separate
/// package) builds two stand-in modules: `Combine` (OpenCombine under Combine's
/// name) and `SwiftUI` (SwiftUI's signatures and generic constraints, no
/// behaviour). Old-style code must type-check against Combine's
/// `ObservableObject`, migrated code against Observation's `@Observable`; an
/// incomplete migration fails to compile (the negative controls prove it).
///
/// Each check is one compiler run:
///
///     swiftc -typecheck -swift-version 5 -module-name <name> [-parse-as-library] \
///         -I <bin>/Modules -I <bin>/COpenCombineHelpers.build \
///         -Xfrontend -import-module -Xfrontend _FoundationCombine <files...>
///
/// where `<bin>` is `swift build --package-path Tests/TypeCheckSupport --show-bin-path`.
/// The second `-I` is for OpenCombine's C helper module, which OpenCombine's
/// interface imports. The implicit `_FoundationCombine` import stands for Apple's
/// Foundation, which declares `ObservableObject` and `Published` (as typealiases
/// of Combine's), so Foundation-only model files compile. `-parse-as-library` is
/// added when a file has `@main`. The module name is `TypeCheckedModule`, or `X`
/// when a test file among the files has `@testable import X`.
///
/// Opt-outs and opt-ins of a fixture case folder `Fixtures/<case>/`:
/// - `typecheck-skip.txt`: lines `before: <reason>` or `after: <reason>`; that
///   side is not required to compile. The reason must be non-empty, and the
///   skipped side must really fail (a stale skip is reported).
/// - `runtime-check.swift`: the body of a driver (statements, run on the main
///   actor) that exercises the case's `after` model with `expectTracked(_:read:write:)`
///   and `expectIgnored(_:read:write:)`; see `TypeCheckRuntimeCheck.prelude`.
final class TypeCheckTests: XCTestCase {
    /// The stand-in accepts valid old-style and valid migrated code.
    func testPositiveControlsTypeCheck() throws {
        let support = try TypeCheckHarness.support()
        let files = try TypeCheckHarness.swiftFiles(in: TypeCheckHarness.supportDirectory.appendingPathComponent("PositiveControls"))
        XCTAssertFalse(files.isEmpty, "no positive controls found")
        let results = TypeCheckHarness.concurrentMap(files) { support.typecheck([$0]) }
        for (file, result) in zip(files, results) where !result.succeeded {
            XCTFail("positive control \(file.lastPathComponent) does not type-check:\n\(result.report)")
        }
    }

    /// Each deliberately wrong migration is rejected with the expected error,
    /// and compiles once its one defect is fixed.
    func testNegativeControlsAreRejected() throws {
        let support = try TypeCheckHarness.support()
        let directory = TypeCheckHarness.supportDirectory.appendingPathComponent("NegativeControls")
        let controls = try TypeCheckHarness.swiftFiles(in: directory).map { try TypeCheckNegativeControl(file: $0) }
        let required = [
            "stateobject-on-observable", "dollar-on-plain-property", "environment-on-non-observable",
            "environmentobject-of-observable", "lazy-in-observable", "appstorage-in-observable", "bindable-on-non-observable",
        ]
        for name in required where !controls.contains(where: { $0.name == name }) {
            XCTFail("missing negative control \(name).swift")
        }

        let scratch = try TypeCheckTemporaryDirectory()
        var jobs: [(control: TypeCheckNegativeControl, file: URL, fixed: Bool)] = []
        for control in controls {
            jobs.append((control, control.file, false))
            guard control.hasFix else { continue }
            if let fixedText = control.fixedText {
                let fixedFile = scratch.url.appendingPathComponent(control.file.lastPathComponent)
                try fixedText.write(to: fixedFile, atomically: true, encoding: .utf8)
                jobs.append((control, fixedFile, true))
            } else {
                XCTFail("\(control.name): the text the `// fix:` line replaces is not in the file")
            }
        }
        let results = TypeCheckHarness.concurrentMap(jobs.map(\.file)) { support.typecheck([$0]) }
        for (job, result) in zip(jobs, results) {
            if job.fixed {
                XCTAssertTrue(result.succeeded, "\(job.control.name): still fails after its fix, so it does not isolate one defect:\n\(result.report)")
            } else {
                XCTAssertFalse(result.succeeded, "\(job.control.name): was accepted but must be rejected")
                XCTAssertTrue(result.output.contains(job.control.expectedError),
                              "\(job.control.name): output lacks the expected error \"\(job.control.expectedError)\":\n\(result.report)")
            }
        }
    }

    /// Both sides of every fixture case type-check (unless skipped with a reason).
    func testFixtureCasesTypeCheck() throws {
        let support = try TypeCheckHarness.support()
        let cases = try TypeCheckCase.all()
        XCTAssertFalse(cases.isEmpty, "no fixture cases found under Fixtures/")

        var jobs: [(name: String, side: TypeCheckCase.Side, files: [URL], skipReason: String?)] = []
        for fixture in cases {
            for problem in fixture.problems {
                XCTFail("\(fixture.name): \(problem)")
            }
            for side in TypeCheckCase.Side.allCases {
                let files = fixture.files(side)
                if files.isEmpty {
                    XCTFail("\(fixture.name): no \(side.rawValue) .swift files")
                    continue
                }
                jobs.append((fixture.name, side, files, fixture.skips[side]))
            }
        }
        let results = TypeCheckHarness.concurrentMap(jobs.map(\.files)) { support.typecheck($0) }
        for (job, result) in zip(jobs, results) {
            let label = "\(job.name) (\(job.side.rawValue))"
            if let reason = job.skipReason {
                XCTAssertFalse(result.succeeded,
                               "\(label): typecheck-skip.txt skips it (\(reason)) but it type-checks; remove the stale line")
            } else if !result.succeeded {
                XCTFail("\(label) does not type-check:\n\(result.report)")
            }
        }
    }

    /// `typecheck-skip.txt` lines name a side and give a non-empty reason.
    func testSkipFileNeedsAReason() throws {
        let scratch = try TypeCheckTemporaryDirectory()
        try "before: imports MusicKit\n# a comment\n\nafter:   \nboth: nope\n"
            .write(to: scratch.url.appendingPathComponent("typecheck-skip.txt"), atomically: true, encoding: .utf8)
        let fixture = try TypeCheckCase(directory: scratch.url)
        XCTAssertEqual(fixture.skips[.before], "imports MusicKit")
        XCTAssertNotNil(fixture.skips[.after], "a skip without a reason still skips, and is reported")
        XCTAssertEqual(fixture.problems.count, 2, "\(fixture.problems)")
        XCTAssertTrue(fixture.problems.contains { $0.contains("needs a reason") }, "\(fixture.problems)")
        XCTAssertTrue(fixture.problems.contains { $0.contains("both: nope") }, "\(fixture.problems)")
    }

    /// `Fixtures/SampleApp` type-checks as it is and after an in-memory migration.
    func testSampleAppTypeChecksBeforeAndAfterMigration() throws {
        let support = try TypeCheckHarness.support()
        let directory = TypeCheckHarness.fixturesDirectory.appendingPathComponent("SampleApp")
        let originals = try TypeCheckHarness.swiftFiles(in: directory, recursive: true)
        guard !originals.isEmpty else {
            return XCTFail("no .swift files under Fixtures/SampleApp")
        }
        let sources = try originals.map {
            SourceFile(path: TypeCheckHarness.relativePath(of: $0, in: directory), text: try String(contentsOf: $0, encoding: .utf8))
        }

        let report = Migrator(configuration: Configuration()).migrate(sources, settings: [])
        XCTAssertEqual(report.files.map(\.path), sources.map(\.path), "the report has one outcome per input file, in order")
        XCTAssertFalse(report.changedFiles.isEmpty, "migrating SampleApp changed nothing")

        let scratch = try TypeCheckTemporaryDirectory()
        var migrated: [URL] = []
        for outcome in report.files {
            let file = scratch.url.appendingPathComponent(outcome.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try outcome.migrated.write(to: file, atomically: true, encoding: .utf8)
            migrated.append(file)
        }

        let results = TypeCheckHarness.concurrentMap([originals, migrated]) { support.typecheck($0) }
        XCTAssertTrue(results[0].succeeded, "SampleApp does not type-check before migration:\n\(results[0].report)")
        if !results[1].succeeded {
            let diffs = report.changedFiles.map { "--- \($0.path)\n\($0.migrated)" }.joined(separator: "\n")
            XCTFail("SampleApp does not type-check after migration:\n\(results[1].report)\nMigrated files:\n\(diffs)")
        }
    }

    /// Migrated models notify observers of formerly `@Published` properties and
    /// not of `@ObservationIgnored` ones: the harness's own model plus every
    /// fixture case with a `runtime-check.swift`.
    func testMigratedModelsNotifyObservers() throws {
        let support = try TypeCheckHarness.support()
        var checks = try TypeCheckHarness.subdirectories(of: TypeCheckHarness.supportDirectory.appendingPathComponent("RuntimeChecks"))
            .map { try TypeCheckRuntimeCheck(directory: $0, name: "RuntimeChecks/\($0.lastPathComponent)") }
        for fixture in try TypeCheckCase.all() where fixture.hasRuntimeCheck {
            if let reason = fixture.skips[.after] {
                XCTFail("\(fixture.name): has runtime-check.swift but its after side is skipped (\(reason))")
                continue
            }
            checks.append(try TypeCheckRuntimeCheck(directory: fixture.directory, name: fixture.name))
        }
        XCTAssertFalse(checks.isEmpty, "no runtime checks found")
        // Two at a time, like the type checks: each is a compile and a run.
        let results = TypeCheckHarness.concurrentMap(checks) { check in Result { try check.run(with: support) } }
        for (check, result) in zip(checks, results) {
            switch result {
            case .success(let outcome):
                XCTAssertTrue(outcome.succeeded, "runtime check \(check.name) failed:\n\(outcome.report)")
            case .failure(let error):
                XCTFail("runtime check \(check.name) could not run: \(error)")
            }
        }
    }

    /// The runtime check itself can fail: expecting an `@ObservationIgnored`
    /// property to notify must make the driver exit non-zero.
    func testRuntimeCheckDetectsAMissingNotification() throws {
        let support = try TypeCheckHarness.support()
        let directory = TypeCheckHarness.supportDirectory.appendingPathComponent("RuntimeChecks/counter-model")
        var check = try TypeCheckRuntimeCheck(directory: directory, name: "counter-model (inverted)")
        check.driverBody = """
            let model = CounterModel()
            expectTracked("cache", read: { _ = model.cache }, write: { model.cache[1] = "one" })
            """
        let result = try check.run(with: support)
        XCTAssertFalse(result.succeeded, "a driver expecting an ignored property to notify passed:\n\(result.report)")
        XCTAssertTrue(result.output.contains("FAIL cache"), "unexpected driver output:\n\(result.report)")
    }
}

// MARK: - Harness

/// The stand-in package, built once per test run, and the compiler runs against it.
struct TypeCheckHarness: Sendable {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let supportDirectory = repositoryRoot.appendingPathComponent("Tests/TypeCheckSupport")
    static let fixturesDirectory = repositoryRoot.appendingPathComponent("Fixtures")

    /// The folder holding the stand-in's products (`.../debug`).
    let binPath: URL
    /// `-I` folders: the Swift modules, and the folders of C module maps they import.
    let searchPaths: [String]
    /// Modules every checked file imports implicitly (see `_FoundationCombine`).
    static let implicitImports = ["_FoundationCombine"]

    /// The compiler flags that make the stand-in visible.
    var moduleFlags: [String] {
        searchPaths.flatMap { ["-I", $0] } + Self.implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
    }

    struct BuildFailure: Error, CustomStringConvertible {
        var description: String
    }

    private static let shared: Result<TypeCheckHarness, BuildFailure> = build()

    /// The built stand-in; throws (failing the calling test with the build
    /// output) if it could not be built.
    static func support() throws -> TypeCheckHarness {
        try shared.get()
    }

    private static func build() -> Result<TypeCheckHarness, BuildFailure> {
        let package = supportDirectory.path
        let build = TypeCheckProcess.run(["swift", "build", "--package-path", package], timeout: 1800)
        guard build.succeeded else {
            return .failure(BuildFailure(description: "building the SwiftUI/Combine stand-in failed:\n\(build.report)"))
        }
        let show = TypeCheckProcess.run(["swift", "build", "--package-path", package, "--show-bin-path"], timeout: 300)
        guard show.succeeded, let line = show.output.split(separator: "\n").last else {
            return .failure(BuildFailure(description: "cannot locate the stand-in's build folder:\n\(show.report)"))
        }
        let binPath = URL(fileURLWithPath: line.trimmingCharacters(in: .whitespaces))
        // Swift 6 SwiftPM puts modules in `Modules/`; earlier ones next to the products.
        let fileManager = FileManager.default
        let modules = [binPath.appendingPathComponent("Modules"), binPath]
            .first { fileManager.fileExists(atPath: $0.appendingPathComponent("SwiftUI.swiftmodule").path) }
        guard let modules else {
            return .failure(BuildFailure(description: "no SwiftUI.swiftmodule under \(binPath.path)"))
        }
        // OpenCombine's interface imports its C helper module, so its module map must be findable too.
        let clangModules = ((try? fileManager.contentsOfDirectory(atPath: binPath.path)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .map { binPath.appendingPathComponent($0) }
            .filter { fileManager.fileExists(atPath: $0.appendingPathComponent("module.modulemap").path) }
            .map(\.path)
            .sorted()
        return .success(TypeCheckHarness(binPath: binPath, searchPaths: [modules.path] + clangModules))
    }

    /// `swiftc -typecheck` of `files` as one module.
    func typecheck(_ files: [URL]) -> TypeCheckProcessResult {
        let texts = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
        var arguments = ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", Self.moduleName(for: texts)]
        if texts.contains(where: Self.hasMainAttribute) {
            arguments.append("-parse-as-library")
        }
        arguments += moduleFlags
        arguments += files.map(\.path)
        return TypeCheckProcess.run(arguments, timeout: 300)
    }

    /// Whether a file declares the `@main` entry point (so it must be parsed as a library).
    static func hasMainAttribute(_ text: String) -> Bool {
        text.range(of: #"@main(?![A-Za-z0-9_])"#, options: .regularExpression) != nil
    }

    /// `TypeCheckedModule`, or the module a test file among them imports with
    /// `@testable import <Name>`: the app's files and its tests are then checked
    /// as that one module (the self-import is only a warning, and internal
    /// access is what `@testable` gives).
    static func moduleName(for texts: [String]) -> String {
        let pattern = #"(?m)^\s*@testable\s+import\s+([A-Za-z_][A-Za-z0-9_]*)"#
        for text in texts {
            if let range = text.range(of: pattern, options: .regularExpression) {
                return String(text[range].split(whereSeparator: \.isWhitespace).last ?? "TypeCheckedModule")
            }
        }
        return "TypeCheckedModule"
    }

    static func swiftFiles(in directory: URL, recursive: Bool = false) throws -> [URL] {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: directory.path) else { return [] }
        let names = recursive
            ? (fileManager.enumerator(atPath: directory.path)?.allObjects as? [String] ?? [])
            : try fileManager.contentsOfDirectory(atPath: directory.path)
        return names
            .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    static func subdirectories(of directory: URL) throws -> [URL] {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: directory.path) else { return [] }
        return try fileManager.contentsOfDirectory(atPath: directory.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { directory.appendingPathComponent($0) }
            .filter { isDirectory($0) }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func relativePath(of file: URL, in directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : file.lastPathComponent
    }

    /// Runs `body` over `items`, two at a time (the machines have two cores), keeping order.
    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], width: Int = 2, _ body: @Sendable (T) -> R) -> [R] {
        let results = TypeCheckLockedBox<[R?]>(Array(repeating: nil, count: items.count))
        let next = TypeCheckLockedBox(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(width, items.count))) { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < items.count else { return }
                let result = body(items[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}

final class TypeCheckLockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

// MARK: - Fixture cases

/// A fixture case folder as the compile checks see it.
struct TypeCheckCase {
    enum Side: String, CaseIterable, Sendable {
        case before, after
    }

    var name: String
    var directory: URL
    var skips: [Side: String] = [:]
    /// Malformed opt-out files and the like.
    var problems: [String] = []

    var hasRuntimeCheck: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("runtime-check.swift").path)
    }

    /// `before.swift` alone, or the `.swift` files of `before/` (one module); likewise for `after`.
    func files(_ side: Side) -> [URL] {
        Self.files(side, in: directory)
    }

    static func files(_ side: Side, in directory: URL) -> [URL] {
        let single = directory.appendingPathComponent("\(side.rawValue).swift")
        if FileManager.default.fileExists(atPath: single.path) {
            return [single]
        }
        return (try? TypeCheckHarness.swiftFiles(in: directory.appendingPathComponent(side.rawValue))) ?? []
    }

    /// Every case folder under `Fixtures/` (those with a `before` side), sorted;
    /// `SampleApp` is checked on its own.
    static func all() throws -> [TypeCheckCase] {
        try TypeCheckHarness.subdirectories(of: TypeCheckHarness.fixturesDirectory)
            .filter { $0.lastPathComponent != "SampleApp" }
            .map { try TypeCheckCase(directory: $0) }
    }

    init(directory: URL) throws {
        self.name = directory.lastPathComponent
        self.directory = directory
        let skipFile = directory.appendingPathComponent("typecheck-skip.txt")
        guard FileManager.default.fileExists(atPath: skipFile.path) else { return }
        let text = try String(contentsOf: skipFile, encoding: .utf8)
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":"),
                  let side = Side(rawValue: line[..<colon].trimmingCharacters(in: .whitespaces))
            else {
                problems.append("typecheck-skip.txt: a line must be `before: <reason>` or `after: <reason>`, not \"\(line)\"")
                continue
            }
            let reason = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if reason.isEmpty {
                problems.append("typecheck-skip.txt: skipping \(side.rawValue) needs a reason")
            }
            skips[side] = reason.isEmpty ? "no reason given" : reason
        }
    }
}

// MARK: - Negative controls

/// `Tests/TypeCheckSupport/NegativeControls/<name>.swift`: a deliberately
/// wrong migration. Its first line is `// expected-error: <substring of the
/// compiler's output>`; an optional second line `// fix: <text> => <replacement>`
/// (`\n` for a line break) repairs its one defect, and the repaired file must compile.
struct TypeCheckNegativeControl: Sendable {
    var name: String
    var file: URL
    var expectedError: String
    /// Whether the file has a `// fix:` line.
    var hasFix = false
    /// The file with its fix applied; nil without a fix line or if the fix's text is not found.
    var fixedText: String?

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(file: URL) throws {
        self.file = file
        self.name = file.deletingPathExtension().lastPathComponent
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let errorPrefix = "// expected-error: "
        guard let first = lines.first, first.hasPrefix(errorPrefix),
              case let expected = String(first.dropFirst(errorPrefix.count)).trimmingCharacters(in: .whitespaces),
              !expected.isEmpty
        else {
            throw Malformed(description: "\(file.lastPathComponent): the first line must be `\(errorPrefix)<substring>`")
        }
        self.expectedError = expected
        let fixPrefix = "// fix: "
        if lines.count > 1, lines[1].hasPrefix(fixPrefix) {
            hasFix = true
            let spec = String(lines[1].dropFirst(fixPrefix.count))
            let parts = spec.hasSuffix(" =>")
                ? [String(spec.dropLast(3)), ""]
                : spec.components(separatedBy: " => ")
            guard parts.count == 2 else {
                throw Malformed(description: "\(file.lastPathComponent): the fix line must be `\(fixPrefix)<text> => <replacement>`")
            }
            let original = parts[0].replacingOccurrences(of: "\\n", with: "\n")
            let replacement = parts[1].replacingOccurrences(of: "\\n", with: "\n")
            // Apply the fix to the code below the header only.
            let header = lines[0] + "\n" + lines[1] + "\n"
            let code = String(text.dropFirst(header.count))
            if let range = code.range(of: original) {
                fixedText = header + code.replacingCharacters(in: range, with: replacement)
            }
        }
    }
}

// MARK: - Runtime checks

/// Compiles a migrated model (a case's `after` side) with a generated driver
/// and runs it.
///
/// The driver is `main.swift`: `TypeCheckRuntimeCheck.prelude`, then the case's
/// `runtime-check.swift` inside `MainActor.assumeIsolated { ... }`, then an exit
/// with the result. `@main` is removed from the model files (the app never runs).
///
/// Linking: the stand-in's products are dynamic libraries in its bin folder.
/// `libSwiftUI.so` contains the SwiftUI, UIKit, Core Data, Combine and OpenCombine code (a dynamic
/// product links its static dependencies in), so it alone is linked, whatever
/// the model imports (`-L <bin> -lSwiftUI`); linking `libCombine.so` as well
/// would load OpenCombine twice. An rpath to the bin folder lets the executable
/// find it. Observation is part of the toolchain's runtime and needs no flag.
/// The command line, after the stand-in flags of `typecheck`:
///
///     swiftc -swift-version 5 -module-name <name> -o <tmp>/runtime-check \
///         <stand-in flags> -L <bin> -lSwiftUI -Xlinker -rpath -Xlinker <bin> <model files> <tmp>/main.swift
struct TypeCheckRuntimeCheck: Sendable {
    var name: String
    var modelFiles: [URL]
    var driverBody: String

    init(directory: URL, name: String) throws {
        self.name = name
        self.modelFiles = TypeCheckCase.files(.after, in: directory)
        self.driverBody = try String(contentsOf: directory.appendingPathComponent("runtime-check.swift"), encoding: .utf8)
    }

    static let prelude = """
        import Foundation
        import Observation

        final class RuntimeCheckFlag: @unchecked Sendable {
            var fired = false
        }

        nonisolated(unsafe) var runtimeCheckFailures = 0
        nonisolated(unsafe) var runtimeCheckCount = 0

        /// Whether `write` notifies an observer registered by tracking `read`.
        func runtimeCheckNotifies(read: () -> Void, write: () -> Void) -> Bool {
            let flag = RuntimeCheckFlag()
            withObservationTracking {
                read()
            } onChange: {
                flag.fired = true
            }
            write()
            return flag.fired
        }

        /// Expects a change made by `write` to notify an observer of what `read` reads.
        func expectTracked(_ name: String, read: () -> Void, write: () -> Void) {
            runtimeCheckCount += 1
            if runtimeCheckNotifies(read: read, write: write) {
                print("ok   \\(name): change notified")
            } else {
                runtimeCheckFailures += 1
                print("FAIL \\(name): change did not notify the observer")
            }
        }

        /// Expects a change made by `write` not to notify an observer of what `read` reads.
        func expectIgnored(_ name: String, read: () -> Void, write: () -> Void) {
            runtimeCheckCount += 1
            if runtimeCheckNotifies(read: read, write: write) {
                runtimeCheckFailures += 1
                print("FAIL \\(name): change notified the observer but should be ignored")
            } else {
                print("ok   \\(name): change not notified")
            }
        }

        """

    var driverSource: String {
        """
        \(Self.prelude)
        try MainActor.assumeIsolated {
        \(driverBody)
        }

        if runtimeCheckCount == 0 {
            print("FAIL the driver checked nothing")
            exit(2)
        }
        print("\\(runtimeCheckCount - runtimeCheckFailures) passed, \\(runtimeCheckFailures) failed")
        exit(runtimeCheckFailures == 0 ? 0 : 1)

        """
    }

    func run(with support: TypeCheckHarness) throws -> TypeCheckProcessResult {
        guard !modelFiles.isEmpty else {
            return TypeCheckProcessResult(arguments: [], status: -1, output: "no model files (after.swift or after/*.swift)")
        }
        let scratch = try TypeCheckTemporaryDirectory()
        var sources: [URL] = []
        for (index, file) in modelFiles.enumerated() {
            var text = try String(contentsOf: file, encoding: .utf8)
            text = text.replacingOccurrences(of: #"@main(?![A-Za-z0-9_])"#, with: "", options: .regularExpression)
            // Model files keep their names; a model's own main.swift is renamed.
            let fileName = file.lastPathComponent == "main.swift" ? "model-main-\(index).swift" : file.lastPathComponent
            let copy = scratch.url.appendingPathComponent("model-\(index)").appendingPathComponent(fileName)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            sources.append(copy)
        }
        let driver = scratch.url.appendingPathComponent("main.swift")
        try driverSource.write(to: driver, atomically: true, encoding: .utf8)

        let executable = scratch.url.appendingPathComponent("runtime-check")
        let texts = try sources.map { try String(contentsOf: $0, encoding: .utf8) }
        var arguments = ["swiftc", "-swift-version", "5", "-module-name", TypeCheckHarness.moduleName(for: texts), "-o", executable.path]
        arguments += support.moduleFlags
        arguments += ["-L", support.binPath.path, "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", support.binPath.path]
        arguments += sources.map(\.path) + [driver.path]
        let compile = TypeCheckProcess.run(arguments, timeout: 600)
        guard compile.succeeded else {
            return TypeCheckProcessResult(arguments: compile.arguments, status: compile.status,
                                 output: "compiling the runtime check failed:\n\(compile.output)\n--- main.swift\n\(driverSource)")
        }
        return TypeCheckProcess.run([executable.path], timeout: 120, viaEnv: false)
    }
}

// MARK: - Processes and files

struct TypeCheckProcessResult: Sendable {
    var arguments: [String]
    var status: Int32
    var output: String

    var succeeded: Bool { status == 0 }

    /// The command line, exit status and output, for failure messages.
    var report: String {
        "$ \(arguments.joined(separator: " "))\nexit status \(status)\n\(output)"
    }
}

enum TypeCheckProcess {
    /// Runs a command (looked up on PATH unless `viaEnv` is false) with stdout and
    /// stderr merged into one output; kills it after `timeout` seconds.
    static func run(_ arguments: [String], timeout: TimeInterval, viaEnv: Bool = true) -> TypeCheckProcessResult {
        let process = Process()
        if viaEnv {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: arguments[0])
            process.arguments = Array(arguments.dropFirst())
        }
        let outputFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("typecheck-output-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        guard let handle = try? FileHandle(forWritingTo: outputFile) else {
            return TypeCheckProcessResult(arguments: arguments, status: -1, output: "cannot create \(outputFile.path)")
        }
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return TypeCheckProcessResult(arguments: arguments, status: -1, output: "cannot run: \(error)")
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        process.waitUntilExit()
        var output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        if timedOut {
            output += "\n[timed out after \(Int(timeout)) s]"
        }
        return TypeCheckProcessResult(arguments: arguments, status: timedOut ? -1 : process.terminationStatus, output: output)
    }
}

/// A temporary folder removed when the value is released.
final class TypeCheckTemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

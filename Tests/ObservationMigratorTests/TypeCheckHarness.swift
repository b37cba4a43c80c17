import Foundation
import ObservationMigrator
import SwiftParser
import SwiftSyntax
import SyntaxSupport

// The compile-check harness of `TypeCheckTests`: the stand-in build, fixture
// case folders, negative controls, processes and temporary folders. The
// runtime and behaviour checks (compile a driver, run it) are in
// RuntimeCheckSupport.swift.

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

    /// `files` compiled as one module to SIL (`-emit-sil`): the type check,
    /// and the checks the compiler makes after it, which a `-typecheck`
    /// alone does not (a property read in `init` before every stored
    /// property is set, a `let` set twice).
    func typecheck(_ files: [URL], languageMode: String = "5") -> TypeCheckProcessResult {
        let texts = files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
        // Bare `/…/` regex literals, as in Swift 6 mode (a fixture uses them).
        var arguments = ["swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", languageMode, "-enable-bare-slash-regex",
                         "-module-name", Self.moduleName(for: texts)]
        if texts.contains(where: Self.hasMainAttribute) {
            arguments.append("-parse-as-library")
        }
        arguments += moduleFlags
        arguments += files.map(\.path)
        return TypeCheckProcess.run(arguments, timeout: 300)
    }

    /// A case side with a `Package.swift` or an Xcode project, checked the
    /// way the projects build it: each module on its own (`-emit-module`), in
    /// import order, seeing only the modules it imports (`@testable` ones
    /// built with `-enable-testing`). Nil when nothing describes the side's
    /// files (then it is checked as one module). A manifest's own module is
    /// not compiled.
    func typecheckModules(in side: URL) -> TypeCheckProcessResult? {
        let files = (try? Self.swiftFiles(in: side, recursive: true)) ?? []
        let relative = files.map { Self.relativePath(of: $0, in: side) }
        var descriptions = zip(files, relative).filter { $0.1.hasSuffix("Package.swift") }
            .map { ProjectSettingsFile(path: $0.1, text: (try? String(contentsOf: $0.0, encoding: .utf8)) ?? "") }
        let projects = (FileManager.default.enumerator(atPath: side.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix("project.pbxproj") }
        descriptions += projects.sorted().map { ProjectSettingsFile(path: $0, text: (try? String(contentsOf: side.appendingPathComponent($0), encoding: .utf8)) ?? "") }
        let map = ModuleMap(files: relative, descriptions: descriptions)
        guard map.isDescribed else { return nil }
        let modules = map.modules.filter { if case .manifest = $0.origin { return false } else { return true } }
        // The project modules each module imports.
        var imports: [ModuleMap.Module: Set<String>] = [:]
        for module in modules {
            let names = map.files(of: module).flatMap { path in
                Self.importedModules(in: (try? String(contentsOf: side.appendingPathComponent(path), encoding: .utf8)) ?? "")
            }
            imports[module] = Set(names).intersection(modules.map(\.name)).subtracting([module.name])
        }
        // Build order: a module after every module it imports (targets, not folders, answer imports).
        var built: [String: URL] = [:]
        var remaining = modules
        var output = ""
        guard let scratch = try? TypeCheckTemporaryDirectory() else {
            return TypeCheckProcessResult(arguments: [], status: 1, output: "cannot create a temporary folder")
        }
        while !remaining.isEmpty {
            guard let next = remaining.firstIndex(where: { (imports[$0] ?? []).isSubset(of: Set(built.keys)) }) else {
                return TypeCheckProcessResult(arguments: [], status: 1, output: "modules import each other in a cycle: \(remaining.map(\.name))")
            }
            let module = remaining.remove(at: next)
            let folder = scratch.url.appendingPathComponent("\(built.count)-\(module.name)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var arguments = ["swiftc", "-emit-module", "-parse-as-library", "-enable-testing", "-swift-version", "5",
                             "-module-name", module.name, "-emit-module-path", folder.appendingPathComponent("\(module.name).swiftmodule").path]
            arguments += moduleFlags
            arguments += (imports[module] ?? []).sorted().compactMap { built[$0] }.flatMap { ["-I", $0.path] }
            arguments += map.files(of: module).map { side.appendingPathComponent($0).path }
            let result = TypeCheckProcess.run(arguments, timeout: 300)
            output += "== \(module.description)\n" + result.output
            guard result.succeeded else { return TypeCheckProcessResult(arguments: result.arguments, status: result.status, output: output) }
            if case .folder = module.origin { continue }
            built[module.name] = folder
        }
        return TypeCheckProcessResult(arguments: [], status: 0, output: output)
    }

    /// The modules a file imports, read through the syntax tree.
    static func importedModules(in text: String) -> [String] {
        Parser.parse(source: text).statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
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
        ParallelMap.map(items, concurrency: width, body)
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
    /// The Swift language mode both sides are checked in: `6` when
    /// `swift-6.txt` (its reason) is in the folder, else `5`.
    var languageMode = "5"
    /// Malformed opt-out files and the like.
    var problems: [String] = []

    var hasRuntimeCheck: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("runtime-check.swift").path)
    }

    var hasBehaviourCheck: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("behaviour-check.swift").path)
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
        return (try? TypeCheckHarness.swiftFiles(in: directory.appendingPathComponent(side.rawValue), recursive: true)) ?? []
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
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("swift-6.txt").path) { languageMode = "6" }
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

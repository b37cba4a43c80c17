import Foundation
import XCTest

/// Runs the built `observation-migrator` executable, as a user would.
struct ToolRunner {
    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: URL {
        var directory = Bundle.main.bundleURL
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            directory = bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        if directory.pathExtension == "xctest" { directory = directory.deletingLastPathComponent() }
        return directory.appendingPathComponent("observation-migrator")
    }

    /// The command-line tests check how the command treats files, options
    /// and output, on small projects whose models no view observes: they run
    /// with `--scope all` unless they name a scope (`scopeAll: false` runs
    /// the command exactly as given, its default scope included).
    static func run(_ arguments: [String], in directory: URL, scopeAll: Bool = true) throws -> Result {
        let scoped = scopeAll && !arguments.contains(where: { $0 == "--scope" || $0.hasPrefix("--scope=") }) ? ["--scope", "all"] + arguments : arguments
        return try runProcess(executable, scoped, in: directory)
    }

    /// Runs `executable` in `directory`, with this process's environment
    /// and `environment` over it.
    static func runProcess(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        // Files, not pipes: a chatty child can never block on a full pipe.
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("om-out-\(UUID().uuidString)")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("om-err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let outData = try Data(contentsOf: outURL)
        let errData = try Data(contentsOf: errURL)
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// `git` with the given arguments in `directory`.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-c", "user.name=test", "-c", "user.email=test@example.com"] + arguments,
                       in: directory, environment: environment)
    }
}

/// A temporary directory holding a copy of files, removed at the end of the test.
final class TemporaryProject {
    let url: URL

    init(files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("om-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(path)), as: UTF8.self)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

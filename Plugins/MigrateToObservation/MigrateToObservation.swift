import Foundation
import PackagePlugin

/// `swift package migrate-to-observation`: runs `observation-migrator` on the
/// Swift sources of a package's targets (all of them, or those named with
/// `--target`). Rewrites the files in place unless `--dry-run` (or `--check`)
/// is given; every other argument goes to the tool unchanged.
@main
struct MigrateToObservation: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let request = PluginRequest(arguments: arguments)
        let targets: [Target]
        if request.targetNames.isEmpty {
            targets = context.package.targets
        } else {
            let known = Set(context.package.targets.map(\.name))
            let unknown = request.targetNames.filter { !known.contains($0) }
            guard unknown.isEmpty else { throw MigrateToObservationError.unknownTargets(unknown) }
            targets = try context.package.targets(named: request.targetNames)
        }
        // Only Swift source targets: plugins, binary and system-library targets hold no Swift code to migrate.
        let directories = targets.compactMap { $0 as? SwiftSourceModuleTarget }.map { $0.directoryURL.path }
        guard !directories.isEmpty else { throw MigrateToObservationError.noSwiftSources }
        // The manifest too, for its deployment targets (it has nothing to migrate).
        let manifest = context.package.directoryURL.appendingPathComponent("Package.swift").path
        let tool = try context.tool(named: "observation-migrator")
        try request.run(tool: tool.url, paths: [manifest] + directories, in: context.package.directoryURL)
    }
}

/// The plugin's own arguments, read off the command line; the rest is the tool's.
struct PluginRequest {
    /// `--target NAME`, repeatable; empty means every target.
    var targetNames: [String]
    var dryRun: Bool
    /// Arguments passed to the tool unchanged.
    var toolArguments: [String]

    init(arguments: [String]) {
        var extractor = ArgumentExtractor(arguments)
        targetNames = extractor.extractOption(named: "target")
        dryRun = extractor.extractFlag(named: "dry-run") > 0
        toolArguments = extractor.remainingArguments
    }

    /// What the tool is given: `--in-place` unless this is a dry run or a
    /// check (which writes nothing and cannot be combined with it), the
    /// passed-through options, then the paths.
    func toolInvocation(paths: [String]) -> [String] {
        let writes = !dryRun && !toolArguments.contains("--check")
        return (writes ? ["--in-place"] : []) + toolArguments + ["--"] + paths
    }

    /// Runs the tool with the working directory `directory` (so the diff's
    /// and the report's paths are relative to it); its output goes straight
    /// to the plugin's. A non-zero exit status fails the command.
    func run(tool: URL, paths: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = toolInvocation(paths: paths)
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw MigrateToObservationError.toolStopped(signal: process.terminationStatus)
        }
        guard process.terminationStatus == 0 else {
            throw MigrateToObservationError.toolFailed(status: process.terminationStatus)
        }
    }
}

enum MigrateToObservationError: Error, CustomStringConvertible {
    case unknownTargets([String])
    case noSwiftSources
    case toolFailed(status: Int32)
    case toolStopped(signal: Int32)

    var description: String {
        switch self {
        case .unknownTargets(let names):
            return "no target named \(names.map { "'\($0)'" }.joined(separator: ", ")) in this package"
        case .noSwiftSources:
            return "the chosen targets have no Swift sources"
        case .toolFailed(let status):
            return "observation-migrator exited with status \(status)"
        case .toolStopped(let signal):
            return "observation-migrator was stopped by signal \(signal)"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: the same command on the Swift files of the targets
/// chosen in Xcode (which passes them as `--target NAME`), or of every target.
extension MigrateToObservation: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let request = PluginRequest(arguments: arguments)
        let targets = context.xcodeProject.targets.filter {
            request.targetNames.isEmpty || request.targetNames.contains($0.displayName)
        }
        // An Xcode target has no directory of its own: its Swift source files are passed one by one.
        var files: [String] = []
        for target in targets {
            for file in target.inputFiles where file.type == .source && file.url.pathExtension == "swift" {
                // A file in several targets is migrated once.
                if !files.contains(file.url.path) { files.append(file.url.path) }
            }
        }
        guard !files.isEmpty else { throw MigrateToObservationError.noSwiftSources }
        let tool = try context.tool(named: "observation-migrator")
        try request.run(tool: tool.url, paths: files, in: context.xcodeProject.directoryURL)
    }
}
#endif

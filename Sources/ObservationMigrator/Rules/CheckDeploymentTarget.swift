import SwiftSyntax
import SyntaxSupport

/// Reads minimum deployment targets from `Package.swift` (`platforms:`) and
/// Xcode project files (`*_DEPLOYMENT_TARGET = …;`) and reports those below
/// the first releases with Observation, for the packages and projects that
/// contain a changed file. It reads project settings, not Swift facts, so the
/// migrator calls it once per run.
///
/// ## Before
/// ```swift
/// platforms: [.iOS(.v16)]
/// ```
/// ## After
/// Unchanged, with a `deployment-target` finding: the tool does not raise targets.
///
/// In a readable Xcode project, the settings in effect for each target that
/// compiles a changed file count: the target's own, else the project's for
/// the same configuration, for the target's platforms.
///
/// Limits: `.xcconfig` files are not read; a project-level value below the
/// minimum that a target's `.xcconfig` may override, and a target whose
/// deployment target no build setting of the project sets while its
/// configuration is based on an `.xcconfig`, are reported as unknown.
enum CheckDeploymentTarget: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .deploymentTarget, severity: .warning,
        summary: "`Package.swift` `platforms:` or a `*_DEPLOYMENT_TARGET` in `project.pbxproj` (one set for an SDK, such as Mac Catalyst's, too) is below iOS 17 / macOS 14 / tvOS 17 / watchOS 10 / visionOS 1, for a package or project that contains a changed file, or a package that depends on such a package.",
        suggestedFix: "Raise it, or guard the code with availability (`--skip-deployment-check` turns this off)."
    )]

    /// Observation's first release per platform, keyed by the names both files use.
    static let minimums: [String: (platform: String, version: [Int])] = [
        "iOS": ("iOS", [17]), "IPHONEOS_DEPLOYMENT_TARGET": ("iOS", [17]),
        "macOS": ("macOS", [14]), "MACOSX_DEPLOYMENT_TARGET": ("macOS", [14]),
        "tvOS": ("tvOS", [17]), "TVOS_DEPLOYMENT_TARGET": ("tvOS", [17]),
        "watchOS": ("watchOS", [10]), "WATCHOS_DEPLOYMENT_TARGET": ("watchOS", [10]),
        "visionOS": ("visionOS", [1]), "XROS_DEPLOYMENT_TARGET": ("visionOS", [1]),
        "macCatalyst": ("Mac Catalyst", [17]),
    ]

    /// What one settings file says, read before the changed files are known.
    struct Reading: Sendable {
        var file: ProjectSettingsFile
        /// A readable Xcode project's targets; `nil` for a manifest or a
        /// project that cannot be read, whose `lines` govern the files below its folder.
        var targets: [XcodeProjectReader.TargetDeployment]?
        var lines: [Target] = []
        /// A manifest's `.package(path:)` dependencies: their folders.
        var packageDependencies: [String] = []

        /// The folder of the manifest or project file.
        var folder: String { ModulePath.parent(ModulePath.normalize(file.path)) }
    }

    static func read(_ file: ProjectSettingsFile) -> Reading {
        guard file.path.hasSuffix(".pbxproj") else {
            let (lines, paths) = packageSettings(file.text)
            var reading = Reading(file: file, lines: lines)
            let folder = reading.folder
            reading.packageDependencies = paths.map { ModulePath.normalize(folder.isEmpty ? $0 : folder + "/" + $0) }
            return reading
        }
        let path = ModulePath.normalize(file.path)
        if let targets = XcodeProjectReader.deploymentTargets(in: file.text, projectPath: ModulePath.parent(path)) {
            return Reading(file: file, targets: targets)
        }
        return Reading(file: file, lines: xcodeTargets(file.text))
    }

    /// The findings of every settings file for the run's changed files; and
    /// a package that depends (`.package(path:)`) on one whose deployment
    /// target must be raised must be raised too, or SwiftPM refuses the
    /// dependency: its lines below the minimum are reported with it.
    static func findings(in readings: [Reading], changed: [String], describers: [String: Set<String>]?) -> [Finding] {
        var found: [Finding] = []
        var raised: [String: String] = [:]
        for reading in readings {
            let own = findings(in: reading, changed: changed, describers: describers)
            if reading.targets == nil, !reading.file.path.hasSuffix(".pbxproj"), !own.isEmpty {
                raised[reading.folder] = reading.file.path
            }
            found += own
        }
        var grew = !raised.isEmpty
        while grew {
            grew = false
            for reading in readings where reading.targets == nil && !reading.packageDependencies.isEmpty {
                let folder = reading.folder
                guard raised[folder] == nil, let dependency = reading.packageDependencies.first(where: { raised[$0] != nil }) else { continue }
                let own = findings(reading.file.path, reading.lines, dependency: dependency.split(separator: "/").last.map(String.init) ?? dependency,
                                   manifest: reading.file.text)
                guard !own.isEmpty else { continue }
                found += own
                raised[folder] = reading.file.path
                grew = true
            }
        }
        return found
    }

    /// The findings of a settings file for the run's changed files: a project's
    /// settings in effect for the targets that compile one (a target's own
    /// value overrides the project's), or a manifest's (or unreadable
    /// project's) settings when a changed file is below its folder. A file
    /// the module map gives to other manifests or projects only
    /// (`describers`: each path's) is not the manifest's.
    static func findings(in reading: Reading, changed: [String], describers: [String: Set<String>]? = nil) -> [Finding] {
        guard let targets = reading.targets else {
            let isManifest = !reading.file.path.hasSuffix(".pbxproj")
            let governed = changed.filter { path in
                guard isManifest, let others = describers?[path], !others.isEmpty else { return true }
                return others.contains(reading.file.path)
            }
            return covers(reading.file, anyOf: governed) ? findings(reading.file.path, reading.lines, manifest: isManifest ? reading.file.text : nil) : []
        }
        let changed = changed.map(ModulePath.normalize)
        /// Each setting below the minimum once, with the targets it applies to, in project order.
        var names: [String: [String]] = [:]
        var order: [XcodeProjectReader.DeploymentSetting] = []
        for target in targets where changed.contains(where: target.membership.contains) {
            for setting in target.settings {
                if !setting.isLeftToXcconfig {
                    // A value that is no version (`$(APP_TARGET)`) is another setting's: unknown.
                    guard let minimum = minimum(for: setting.key) else { continue }
                    if let version = parseVersion(setting.value), compare(version, minimum.version) >= 0 { continue }
                }
                let identity = "\(setting.configurationID) \(setting.key) \(setting.xcconfigMayOverride)"
                if names[identity] == nil { order.append(setting) }
                if names[identity]?.contains(target.name) != true { names[identity, default: []].append(target.name) }
            }
        }
        // One finding per configuration that sets it: raising only the Debug
        // line would leave Release below. Debug and Release usually agree, and
        // the report lists such findings once, `also at` the other lines.
        return order.compactMap { setting in
            let identity = "\(setting.configurationID) \(setting.key) \(setting.xcconfigMayOverride)"
            let targets = (names[identity] ?? []).map { "'\($0)'" }.joined(separator: ", ")
            if setting.isLeftToXcconfig {
                let needed = minimum(for: setting.key).map(required) ?? "iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1"
                return Finding(rule: .deploymentTarget, path: reading.file.path,
                               position: position(of: "baseConfigurationReference", inObject: setting.configurationID, text: reading.file.text),
                               message: "the deployment target of \(targets) is unknown: no build setting of the project sets it, and the .xcconfig file (not read) its configuration is based on may; @Observable needs \(needed)",
                               applied: false)
            }
            guard let minimum = minimum(for: setting.key) else { return nil }
            // `[sdk=macosx*]`: the SDK (Mac Catalyst) the value is for.
            let condition = setting.key.firstIndex(of: "[").map { " for " + setting.key[$0...] } ?? ""
            let message = parseVersion(setting.value) == nil
                ? "the deployment target of \(targets) is unknown: the project sets \(setting.key) to `\(setting.value)`, which another build setting or an .xcconfig file (not read) gives; @Observable needs \(required(minimum))"
                : setting.xcconfigMayOverride
                ? "the deployment target of \(targets) is unknown: the project sets \(minimum.platform) \(setting.value)\(condition), and the target's .xcconfig file (not read) may override it; @Observable needs \(required(minimum))"
                : "the deployment target is \(minimum.platform) \(setting.value)\(condition) (\(targets)), but @Observable needs \(required(minimum))"
            return Finding(rule: .deploymentTarget, path: reading.file.path,
                           position: position(of: setting.key, inObject: setting.configurationID, text: reading.file.text),
                           message: message, applied: false)
        }
    }

    /// Whether a settings file governs any of the paths: a `Package.swift` the
    /// files below its folder, a `project.pbxproj` those beside its `.xcodeproj`.
    static func covers(_ settings: ProjectSettingsFile, anyOf paths: [String]) -> Bool {
        var components = settings.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        if settings.path.hasSuffix(".pbxproj"), components.last?.hasSuffix(".xcodeproj") == true { components = components.dropLast() }
        let folder = components.joined(separator: "/")
        guard !folder.isEmpty, folder != "." else { return !paths.isEmpty }
        let prefix = folder + "/"
        return paths.contains { $0.hasPrefix(prefix) }
    }

    /// A finding for each entry below Observation's first release, once per
    /// platform and version; `dependency`: the package raised before it.
    /// `manifest`: a manifest's text, whose tools version must allow the raised platforms.
    static func findings(_ path: String, _ targets: [Target], dependency: String? = nil, manifest: String? = nil) -> [Finding] {
        var findings: [Finding] = []
        var seen: Set<String> = []
        // `.iOS(.v17)` and its kin came with tools version 5.9.
        let oldTools = manifest.flatMap(toolsVersion).flatMap { compare($0, [5, 9]) < 0 ? $0.map(String.init).joined(separator: ".") : nil }
        for target in targets {
            guard let minimum = minimums[target.key], compare(target.version, minimum.version) < 0,
                  seen.insert("\(minimum.platform) \(target.versionText)").inserted else { continue }
            let message = dependency.map { "the deployment target is \(minimum.platform) \(target.versionText), but this package depends on '\($0)', whose deployment target @Observable raises to \(required(minimum))" }
                ?? "the deployment target is \(minimum.platform) \(target.versionText), but @Observable needs \(required(minimum))"
            findings.append(Finding(
                rule: .deploymentTarget, path: path, position: target.position,
                message: message + (oldTools.map { "; the manifest's swift-tools-version \($0) must be 5.9 or later to name it" } ?? ""),
                applied: false
            ))
        }
        return findings
    }

    /// `5.7` of a manifest's first line `// swift-tools-version:5.7`, as numbers.
    static func toolsVersion(_ manifest: String) -> [Int]? {
        guard let line = manifest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
              let colon = line.firstIndex(of: ":"), line.lowercased().contains("swift-tools-version") else { return nil }
        let version = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isNumber || $0 == "." }
        let parts = version.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// The first release with Observation for a setting, a conditional one
    /// (`IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]`) included.
    private static func minimum(for key: String) -> (platform: String, version: [Int])? {
        minimums[String(key.prefix { $0 != "[" })]
    }

    /// `iOS 17`: the first release with Observation.
    private static func required(_ minimum: (platform: String, version: [Int])) -> String {
        minimum.platform + " " + minimum.version.map(String.init).joined(separator: ".")
    }

    /// Where `key = …` is set inside the definition of object `id` (`id /* … */ = {`);
    /// the file's start when it cannot be found.
    static func position(of key: String, inObject id: String, text: String) -> SourcePosition {
        guard let definition = PropertyList.offsetOfKey(id, in: text),
              let setting = TextScan.offsets(of: [key], in: text).first(where: { $0 > definition }) else {
            return SourcePosition(line: 1, column: 1)
        }
        return LineTable(text).position(ofUTF8Offset: setting)
    }

    struct Target {
        var key: String
        var version: [Int]
        var versionText: String
        var position: SourcePosition
    }

    static func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
        for index in 0..<max(lhs.count, rhs.count) {
            let left = index < lhs.count ? lhs[index] : 0
            let right = index < rhs.count ? rhs[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        return 0
    }

    static func parseVersion(_ text: String) -> [Int]? {
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` lines of a `project.pbxproj` (not Swift source).
    static func xcodeTargets(_ text: String) -> [Target] {
        // Only the lines that hold the word are made into strings: a large
        // project has tens of thousands of lines that set other things.
        var targets: [Target] = []
        var text = text
        let occurrences = TextScan.offsets(of: ["_DEPLOYMENT_TARGET"], in: text)
        text.withUTF8 { bytes in
            var line = 1
            var counted = 0
            var lineStart = 0
            var previousLineStart = -1
            for occurrence in occurrences {
                // Lines end at `\n` alone, as the line numbers count them.
                while counted < occurrence {
                    if bytes[counted] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = counted + 1
                    }
                    counted += 1
                }
                guard lineStart != previousLineStart else { continue }
                previousLineStart = lineStart
                var lineEnd = occurrence
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
                if let target = xcodeTarget(onLine: text[...], number: line) { targets.append(target) }
            }
        }
        return targets
    }

    /// `KEY_DEPLOYMENT_TARGET = value;` on one line of a project file.
    private static func xcodeTarget(onLine line: Substring, number: Int) -> Target? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard let equals = trimmed.firstIndex(of: "=") else { return nil }
        let key = trimmed[..<equals].trimmingSpaces
        guard key.hasSuffix("_DEPLOYMENT_TARGET") else { return nil }
        let value = trimmed[trimmed.index(after: equals)...].trimmingSpaces.filter { $0 != ";" && $0 != "\"" }
        guard let version = parseVersion(value) else { return nil }
        let column = line.count - trimmed.count + 1
        return Target(key: key, version: version, versionText: value, position: SourcePosition(line: number, column: column))
    }

    /// `.iOS(.v15)`, `.macOS("12.0")`, `.macOS(.v10_15)` in a manifest's `platforms:`.
    static func packageTargets(_ text: String) -> [Target] { packageSettings(text).targets }

    /// A manifest's `platforms:` entries, and its `.package(path:)` dependencies' paths as written.
    static func packageSettings(_ text: String) -> (targets: [Target], paths: [String]) {
        final class PlatformFinder: SyntaxVisitor {
            var targets: [Target] = []
            var paths: [String] = []
            let converter: SourceLocationConverter
            init(tree: SourceFileSyntax) {
                converter = SourceLocationConverter(fileName: "Package.swift", tree: tree)
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) else { return .visitChildren }
                for element in array.elements {
                    guard let call = element.expression.as(FunctionCallExprSyntax.self),
                          let platform = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                          let argument = call.arguments.first?.expression else { continue }
                    var versionText: String?
                    if let member = argument.as(MemberAccessExprSyntax.self) {
                        versionText = String(member.declName.baseName.text.dropFirst()).replacingUnderscores
                    } else if let string = argument.as(StringLiteralExprSyntax.self) {
                        versionText = string.segments.trimmedDescription
                    }
                    guard let versionText, let version = CheckDeploymentTarget.parseVersion(versionText) else { continue }
                    let location = call.startLocation(converter: converter)
                    targets.append(Target(key: platform, version: version, versionText: versionText,
                                          position: SourcePosition(line: location.line, column: location.column)))
                }
                return .skipChildren
            }
            /// `.package(path: "../Core")`.
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "package",
                   let argument = node.arguments.first(where: { $0.label?.text == "path" }),
                   let literal = argument.expression.as(StringLiteralExprSyntax.self),
                   literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
                    paths.append(literal.segments.trimmedDescription)
                }
                return .visitChildren
            }
        }
        guard let tree = SourceParsing.parse(text) else { return ([], []) }
        let finder = PlatformFinder(tree: tree)
        finder.walk(tree)
        return (finder.targets, finder.paths)
    }
}

private extension Substring {
    /// Without the spaces and tabs before it, nor the spaces, tabs and `\r` after it.
    var trimmingSpaces: String {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { formIndex(after: &start) }
        while end > start {
            let last = index(before: end)
            guard self[last] == " " || self[last] == "\t" || self[last] == "\r" else { break }
            end = last
        }
        return String(self[start..<end])
    }
}

private extension String {
    /// `10_15` → `10.15`, for `.v10_15`.
    var replacingUnderscores: String { String(map { $0 == "_" ? "." : $0 }) }
}

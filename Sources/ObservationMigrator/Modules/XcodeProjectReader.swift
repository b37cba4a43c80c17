import SyntaxSupport

/// Reads the targets of an Xcode project (`*.xcodeproj/project.pbxproj`) and
/// the Swift files each compiles, from the project's text alone.
///
/// - Files are found from `PBXProject.mainGroup` down through `PBXGroup` and
///   `PBXVariantGroup` children. An element's `sourceTree` says what its `path`
///   is relative to: `<group>` the enclosing group's folder (a group with only a
///   `name` adds no folder), `SOURCE_ROOT` the project's folder (the one holding
///   the `.xcodeproj`, moved by `projectDirPath`), `<absolute>` nothing (such a
///   path matches only a file of the run named by the same absolute path). Other
///   trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) are outside the sources.
/// - A `PBXNativeTarget` compiles the files of its `PBXSourcesBuildPhase`:
///   `files` → `PBXBuildFile.fileRef` → the element found above. A file in two
///   targets' phases belongs to both.
/// - Xcode 16's file-system-synchronized folders: a
///   `PBXFileSystemSynchronizedRootGroup` named in a target's
///   `fileSystemSynchronizedGroups` gives that target every file below the
///   folder, except the `membershipExceptions` (relative to the folder, files or
///   folders) of the folder's `PBXFileSystemSynchronizedBuildFileExceptionSet`s
///   whose `target` is that target. An exception set whose `target` is *not*
///   linked to the folder flips the default: it adds those files to that target.
/// - The module name is `PRODUCT_MODULE_NAME` when a build configuration sets it
///   to a literal, else a literal `PRODUCT_NAME`, else the target's name, made
///   an identifier (Xcode's default is `$(PRODUCT_NAME:c99extidentifier)`).
///   The target's default configuration (`defaultConfigurationName`) is
///   preferred when configurations disagree.
/// - Test targets: a `productType` with `bundle.unit-test` or `bundle.ui-testing`.
///
/// Limits: settings from `.xcconfig` files and settings built from other
/// settings (`$(…)`) are not expanded; `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`
/// (per-phase exceptions, used for headers and copy phases) is not read; a
/// folder reference (`lastKnownFileType = folder`) in a sources phase is not expanded.
enum XcodeProjectReader {
    /// The targets of the project at `projectPath` (the `.xcodeproj` folder's
    /// path, normalised; `displayName` is how the origin names it), or `nil`
    /// when the text is not a project.
    static func targets(in text: String, projectPath: String, displayName: String) -> [DescribedModule]? {
        parse(text).map { targets(objects: $0.objects, project: $0.project, projectPath: projectPath, displayName: displayName) }
    }

    /// A project's `objects` and its `PBXProject`, or nil when the text is not a project.
    private static func parse(_ text: String) -> (objects: PropertyList.Dictionary, project: PropertyList.Dictionary)? {
        guard let list = try? PropertyList.parse(text),
              let objects = list.dictionary?["objects"]?.dictionary,
              let rootID = list.dictionary?["rootObject"]?.string,
              let project = objects[rootID]?.dictionary,
              project["isa"]?.string == "PBXProject"
        else { return nil }
        return (objects, project)
    }

    private static func targets(objects: PropertyList.Dictionary, project: PropertyList.Dictionary,
                                projectPath: String, displayName: String) -> [DescribedModule] {
        let reader = ObjectGraph(objects: objects)
        var sourceRoot = ModulePath.parent(projectPath)
        if let projectDir = project["projectDirPath"]?.string, !projectDir.isEmpty {
            sourceRoot = ModulePath.join(sourceRoot, projectDir)
        }
        var locations: [String: String] = [:]
        if let mainGroup = project["mainGroup"]?.string {
            var visited: Set<String> = []
            reader.locate(mainGroup, parentFolder: sourceRoot, sourceRoot: sourceRoot, into: &locations, visited: &visited)
        }

        let targetIDs = (project["targets"]?.array ?? []).compactMap(\.string)
        /// Each synchronized folder's linked targets, to tell an exclusion from an addition.
        var linkedTargets: [String: Set<String>] = [:]
        for targetID in targetIDs {
            for groupID in (objects[targetID]?.dictionary?["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                linkedTargets[groupID, default: []].insert(targetID)
            }
        }
        /// A synchronized folder's path when it is not in the group tree: read from the project's folder.
        func folderPath(_ groupID: String) -> String? {
            if let known = locations[groupID] { return known }
            guard let group = objects[groupID]?.dictionary else { return nil }
            return ObjectGraph.resolve(group, parentFolder: sourceRoot, sourceRoot: sourceRoot)
        }
        /// Every exception set of every synchronized folder, with the folder it belongs to.
        // In identifier order; only the folders are sorted (a large project has tens of thousands of objects).
        let folderIDs = objects.compactMap { id, object in
            object.dictionary?["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" ? id : nil
        }.sorted()
        let exceptionSets: [(folderID: String, targetID: String, paths: [String])] = folderIDs.flatMap { groupID in
            guard let group = objects[groupID]?.dictionary else { return [(folderID: String, targetID: String, paths: [String])]() }
            return (group["exceptions"]?.array ?? []).compactMap(\.string).compactMap { setID in
                guard let set = objects[setID]?.dictionary, set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      let targetID = set["target"]?.string else { return nil }
                return (groupID, targetID, (set["membershipExceptions"]?.array ?? []).compactMap(\.string))
            }
        }

        var targets: [DescribedModule] = []
        for targetID in targetIDs {
            guard let target = objects[targetID]?.dictionary, target["isa"]?.string == "PBXNativeTarget",
                  let name = target["name"]?.string else { continue }
            let productType = target["productType"]?.string ?? ""
            let isTest = TextScan.contains(productType, "bundle.unit-test") || TextScan.contains(productType, "bundle.ui-testing")
            let moduleName = reader.moduleName(of: target, targetName: name)
            var result = DescribedModule(module: ModuleMap.Module(name: moduleName, origin: .xcodeProject(project: displayName), isTest: isTest))

            for phaseID in (target["buildPhases"]?.array ?? []).compactMap(\.string) {
                guard let phase = objects[phaseID]?.dictionary, phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in (phase["files"]?.array ?? []).compactMap(\.string) {
                    guard let reference = objects[buildFileID]?.dictionary?["fileRef"]?.string else { continue }
                    result.membership.files.formUnion(reader.filePaths(of: reference, locations: locations))
                }
            }
            for groupID in (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string) {
                guard let folder = folderPath(groupID) else { continue }
                let excluded = exceptionSets.filter { $0.folderID == groupID && $0.targetID == targetID }
                    .flatMap(\.paths).map { ModulePath.join(folder, $0) }
                result.membership.folders.append(ModuleMembership.Folder(path: folder, excluded: excluded))
            }
            // Exceptions of folders this target is not linked to add their files to it.
            for set in exceptionSets where set.targetID == targetID && linkedTargets[set.folderID]?.contains(targetID) != true {
                guard let folder = folderPath(set.folderID) else { continue }
                for path in set.paths {
                    result.membership.folders.append(ModuleMembership.Folder(path: ModulePath.join(folder, path), excluded: []))
                }
            }
            targets.append(result)
        }
        return targets
    }
}

/// The `objects` of a project, with the lookups the reader needs.
private struct ObjectGraph {
    let objects: PropertyList.Dictionary

    static let groupKinds: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup"]

    /// Where an element is, given its enclosing group's folder; `nil` when it is
    /// outside the sources (another source tree, an absolute group without a path).
    static func resolve(_ element: PropertyList.Dictionary, parentFolder: String?, sourceRoot: String) -> String? {
        let path = element["path"]?.string
        switch element["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parentFolder else { return nil }
            guard let path else { return parentFolder }
            return ModulePath.join(parentFolder, path)
        case "SOURCE_ROOT":
            guard let path else { return sourceRoot }
            return ModulePath.join(sourceRoot, path)
        case "<absolute>":
            guard let path, path.hasPrefix("/") else { return nil }
            return ModulePath.normalize(path)
        default:
            return nil
        }
    }

    /// Records the location of `id` and, for a group, of everything below it.
    func locate(_ id: String, parentFolder: String?, sourceRoot: String,
                into locations: inout [String: String], visited: inout Set<String>) {
        guard visited.insert(id).inserted, let element = objects[id]?.dictionary else { return }
        let location = Self.resolve(element, parentFolder: parentFolder, sourceRoot: sourceRoot)
        if let location { locations[id] = location }
        guard let isa = element["isa"]?.string, Self.groupKinds.contains(isa) else { return }
        for child in (element["children"]?.array ?? []).compactMap(\.string) {
            locate(child, parentFolder: location, sourceRoot: sourceRoot, into: &locations, visited: &visited)
        }
    }

    /// The paths a build file's `fileRef` stands for: the file, or a variant group's files.
    func filePaths(of reference: String, locations: [String: String]) -> [String] {
        guard let element = objects[reference]?.dictionary else { return [] }
        if let isa = element["isa"]?.string, Self.groupKinds.contains(isa) {
            return (element["children"]?.array ?? []).compactMap(\.string).compactMap { locations[$0] }
        }
        return locations[reference].map { [$0] } ?? []
    }

    /// `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, when literal; else the target's name.
    func moduleName(of target: PropertyList.Dictionary, targetName: String) -> String {
        let list = target["buildConfigurationList"]?.string.flatMap { objects[$0]?.dictionary }
        let defaultConfiguration = list?["defaultConfigurationName"]?.string
        let configurations = (list?["buildConfigurations"]?.array ?? []).compactMap(\.string).compactMap { objects[$0]?.dictionary }
        // The default configuration first, then the others in the project's order.
        let preferred = configurations.filter { $0["name"]?.string == defaultConfiguration }
            + configurations.filter { $0["name"]?.string != defaultConfiguration }
        func literal(_ key: String) -> String? {
            for configuration in preferred {
                guard let value = configuration["buildSettings"]?.dictionary?[key]?.string else { continue }
                return value.contains("$") || value.isEmpty ? nil : value
            }
            return nil
        }
        return ModulePath.identifier(literal("PRODUCT_MODULE_NAME") ?? literal("PRODUCT_NAME") ?? targetName)
    }
}

// MARK: - Deployment targets

extension XcodeProjectReader {
    /// A `*_DEPLOYMENT_TARGET` in effect for one configuration of a target, as
    /// Xcode resolves build settings: the target's own value, else the
    /// project's for the configuration of the same name.
    struct DeploymentSetting: Sendable, Equatable {
        /// `IPHONEOS_DEPLOYMENT_TARGET`, …
        var key: String
        var value: String
        /// The `XCBuildConfiguration` that sets it (the target's or the project's).
        var configurationID: String
        /// The value is the project's, and the target's configuration is based
        /// on an `.xcconfig` file, whose settings come between the two: the
        /// value in effect is unknown.
        var xcconfigMayOverride: Bool

        /// No build setting of the project sets a deployment target of the
        /// configuration's platforms, and an `.xcconfig` file (the target's or
        /// the project's, `configurationID`'s) may: the value in effect is
        /// unknown. `key` is the platform's setting, or empty when the
        /// platforms are not written either.
        var isLeftToXcconfig: Bool { value.isEmpty }
    }

    /// A target with the files it compiles and its deployment settings.
    struct TargetDeployment: Sendable {
        var name: String
        var membership: ModuleMembership
        var settings: [DeploymentSetting]
    }

    /// Each `SDKROOT` and `SUPPORTED_PLATFORMS` word, mapped to the setting
    /// that is its deployment target.
    static let deploymentKeys: [String: String] = [
        "iphoneos": "IPHONEOS_DEPLOYMENT_TARGET", "iphonesimulator": "IPHONEOS_DEPLOYMENT_TARGET",
        "macosx": "MACOSX_DEPLOYMENT_TARGET",
        "appletvos": "TVOS_DEPLOYMENT_TARGET", "appletvsimulator": "TVOS_DEPLOYMENT_TARGET",
        "watchos": "WATCHOS_DEPLOYMENT_TARGET", "watchsimulator": "WATCHOS_DEPLOYMENT_TARGET",
        "xros": "XROS_DEPLOYMENT_TARGET", "xrsimulator": "XROS_DEPLOYMENT_TARGET",
    ]

    /// The native targets of a project with the deployment settings of each of
    /// their configurations, or `nil` when the text is not a project.
    /// A target's platforms are its `SUPPORTED_PLATFORMS`, else its `SDKROOT`
    /// (either the target's or the project's); a setting for another platform
    /// does not apply to it, and a target that names neither gets every one.
    static func deploymentTargets(in text: String, projectPath: String) -> [TargetDeployment]? {
        guard let (objects, project) = parse(text) else { return nil }
        let modules = targets(objects: objects, project: project, projectPath: projectPath, displayName: projectPath)
        /// The configurations of a configuration list: id, name, settings, whether based on an `.xcconfig`.
        func configurations(_ listID: String?) -> [(id: String, name: String, settings: PropertyList.Dictionary, based: Bool)] {
            guard let listID, let list = objects[listID]?.dictionary else { return [] }
            return (list["buildConfigurations"]?.array ?? []).compactMap(\.string).compactMap { id in
                guard let configuration = objects[id]?.dictionary else { return nil }
                // Xcode 16 refers to a file of a synchronized folder by the folder and a relative path.
                let based = configuration["baseConfigurationReference"]?.string != nil
                    || configuration["baseConfigurationReferenceAnchor"]?.string != nil
                return (id, configuration["name"]?.string ?? "", configuration["buildSettings"]?.dictionary ?? [:], based)
            }
        }
        let projectConfigurations = configurations(project["buildConfigurationList"]?.string)
        // `targets(in:)` keeps the native targets in the project's order.
        let nativeIDs = (project["targets"]?.array ?? []).compactMap(\.string).filter {
            objects[$0]?.dictionary?["isa"]?.string == "PBXNativeTarget" && objects[$0]?.dictionary?["name"]?.string != nil
        }
        return zip(nativeIDs, modules).map { targetID, module in
            let target = objects[targetID]?.dictionary ?? [:]
            var settings: [DeploymentSetting] = []
            for configuration in configurations(target["buildConfigurationList"]?.string) {
                let projectLevel = projectConfigurations.first { $0.name == configuration.name }
                func value(_ key: String) -> String? {
                    configuration.settings[key]?.string ?? projectLevel?.settings[key]?.string
                }
                let platforms = (value("SUPPORTED_PLATFORMS") ?? value("SDKROOT") ?? "")
                    .split(separator: " ").compactMap { deploymentKeys[String($0)] }
                let keys = platforms.isEmpty ? Set(deploymentKeys.values) : Set(platforms)
                // An `.xcconfig` file may set what no build setting here does (no file: the SDK's own default).
                let based = configuration.based ? configuration.id : projectLevel.flatMap { $0.based ? $0.id : nil }
                var unset: [String] = []
                for key in keys.sorted() {
                    if let own = configuration.settings[key]?.string {
                        settings.append(DeploymentSetting(key: key, value: own, configurationID: configuration.id, xcconfigMayOverride: false))
                    } else if let projectLevel, let inherited = projectLevel.settings[key]?.string {
                        settings.append(DeploymentSetting(key: key, value: inherited, configurationID: projectLevel.id,
                                                          xcconfigMayOverride: configuration.based))
                    } else {
                        unset.append(key)
                    }
                    // `IPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*]`: the value for one SDK (Mac Catalyst), the target's or the project's.
                    let conditional = { (name: String, _: PropertyList) in name.hasPrefix(key + "[") }
                    for (name, own) in configuration.settings.filter(conditional).sorted(by: { $0.key < $1.key }) {
                        if let own = own.string { settings.append(DeploymentSetting(key: name, value: own, configurationID: configuration.id, xcconfigMayOverride: false)) }
                    }
                    for (name, inherited) in (projectLevel?.settings ?? [:]).filter(conditional).sorted(by: { $0.key < $1.key })
                    where configuration.settings[name] == nil {
                        if let inherited = inherited.string, let projectLevel {
                            settings.append(DeploymentSetting(key: name, value: inherited, configurationID: projectLevel.id, xcconfigMayOverride: configuration.based))
                        }
                    }
                }
                if let based {
                    if !platforms.isEmpty {
                        // The target's platforms are written: each one no setting here covers.
                        settings += unset.map { DeploymentSetting(key: $0, value: "", configurationID: based, xcconfigMayOverride: true) }
                    } else if unset.count == keys.count {
                        // Neither its platforms nor any deployment target is written here.
                        settings.append(DeploymentSetting(key: "", value: "", configurationID: based, xcconfigMayOverride: true))
                    }
                }
            }
            return TargetDeployment(name: target["name"]?.string ?? module.module.name, membership: module.membership, settings: settings)
        }
    }
}

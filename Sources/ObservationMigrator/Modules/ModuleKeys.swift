/// The name each module is keyed by in the index: its Swift name, made unique
/// when two modules of the run share one (two projects' `App` targets).
struct ModuleKeys: Sendable {
    private var keys: [ModuleMap.Module: String] = [:]

    init(_ map: ModuleMap) {
        let counts = Dictionary(grouping: map.modules, by: \.name).mapValues(\.count)
        var seen: [String: Int] = [:]
        for module in map.modules {
            guard (counts[module.name] ?? 0) > 1 else {
                keys[module] = module.name
                continue
            }
            seen[module.name, default: 0] += 1
            keys[module] = seen[module.name] == 1 ? module.name : "\(module.name)_\(seen[module.name] ?? 0)"
        }
    }

    func key(_ module: ModuleMap.Module) -> String { keys[module] ?? module.name }

    /// What the report says of the modules: each with its migrated types.
    func overview(of map: ModuleMap, migratedTypes: [String]) -> ModuleOverview {
        var overview = ModuleOverview()
        overview.isDescribed = map.isDescribed
        overview.undescribedFolders = map.undescribedFolders
        guard map.isDescribed else { return overview }
        overview.modules = map.modules.map { module in
            let prefix = key(module) + "."
            return ModuleOverview.Module(
                name: key(module), origin: module.originDescription,
                files: map.files(of: module).count,
                migratedTypes: migratedTypes.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            )
        }
        return overview
    }
}

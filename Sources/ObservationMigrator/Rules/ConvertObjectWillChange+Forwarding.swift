import SwiftSyntax

/// What holds classes back, and which forwarding statements and storage go
/// (`ConvertObjectWillChange`).
extension ConvertObjectWillChange {
    /// A use that no conversion covers keeps its class.
    static let pass = MigrationPolicy.FilePass { file, resolution, configuration in
        file.objectWillChangeUses.compactMap { use in
            guard let owner = resolution.resolveObservable(use.base, scope: use.scope, path: file.path),
                  !isConvertible(use.site, owner: owner, resolution: resolution, configuration: configuration) else { return nil }
            return (owner, .objectWillChange)
        }
    }

    /// A forwarding statement is removed only when `self`'s class and every
    /// class it listens to migrate; otherwise all of them stay. Depends on the
    /// other passes, so the policy repeats it until nothing changes.
    static let dependentPass = MigrationPolicy.DependentPass { file, resolution, _, exclusions in
        var kept: [(key: String, reason: MigrationPolicy.Exclusion)] = []
        for forwarding in file.forwardings {
            let participants = ConvertObjectWillChange.participants(of: forwarding, path: file.path, resolution: resolution)
            let blocked = participants.all.contains { $0 == nil || exclusions[$0 ?? ""] != nil }
            guard blocked else { continue }
            kept += participants.objectWillChangeOwners.compactMap { $0 }.map { ($0, .objectWillChange) }
        }
        return kept
    }

    /// The classes a forwarding statement involves: `self`'s and the sources'
    /// (nil where a class cannot be told); those whose `objectWillChange` it
    /// reads (`self`'s included) must stay if it stays.
    static func participants(of forwarding: ForwardingFact, path: String, resolution: Resolution) -> (all: [String?], objectWillChangeOwners: [String?]) {
        let me = resolution.resolveValue(.selfReference, scope: forwarding.scope, path: path).flatMap { resolution.isObservable($0) ? $0 : nil }
        func observable(_ key: String?) -> String? { key.flatMap { resolution.isObservableOrObservation($0) ? $0 : nil } }
        var all: [String?] = [me]
        var owners: [String?] = [me]
        for root in forwarding.roots {
            switch root {
            case .objectWillChange(let base):
                let owner = observable(resolution.resolveValue(base, scope: forwarding.scope, path: path))
                all.append(owner)
                owners.append(owner)
            case .publisher(let name, let base):
                let owner = BridgePublishers.use(name: name, base: base, owner: base == nil ? forwarding.scope : nil, scope: forwarding.scope,
                                                 context: .other, position: forwarding.position, path: path, resolution: resolution)
                if case .resolved(let declaring)? = owner?.target { all.append(declaring) } else { all.append(nil) }
            }
        }
        return (all, owners)
    }

    /// The forwarding statements whose classes all migrate.
    static func removableForwardings(facts: [FileFacts], resolution: Resolution, policy: MigrationPolicy) -> Set<ForwardingKey> {
        var removable: Set<ForwardingKey> = []
        for file in facts {
            for forwarding in file.forwardings
            where participants(of: forwarding, path: file.path, resolution: resolution).all
                .allSatisfy({ $0.map { resolution.isObservation($0, migrated: policy.migrated) } ?? false }) {
                removable.insert(ForwardingKey(path: file.path, offset: forwarding.key))
            }
        }
        return removable
    }

    /// The private storage of a migrated class that only removed forwarding statements used.
    static func removedStores(of fact: ClassFact, index: ProjectIndex) -> [ModelPropertyFact] {
        let key = Resolution.key(fact.qualifiedName)
        guard index.isMigrated(key) else { return [] }
        return fact.properties.filter { property in
            guard let uses = property.forwardingOnlyUses, !uses.isEmpty, index.assignStores[key]?.name != property.name else { return false }
            return uses.allSatisfy { index.removableForwardings.contains(ForwardingKey(path: fact.path, offset: $0)) }
        }
    }
}

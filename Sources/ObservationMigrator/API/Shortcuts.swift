/// The mechanisms that exist only for speed. Each can be turned off alone;
/// the output is the same with any of them off (`ShortcutIdentityTests`), so
/// a rule never has to know of them.
struct Shortcuts: OptionSet, Sendable {
    let rawValue: Int

    /// Phase 1 parses only the files whose bytes hold a trigger word, and the
    /// files that name a type those declare (`RelevanceFilter`).
    static let relevanceFilter = Shortcuts(rawValue: 1 << 0)
    /// The fact walk builds a typed node of a reference, a member access, a
    /// call, a sequence or a member type only when its raw bytes say it may
    /// hold a fact (`FactCollector+Walk`).
    static let walkPrefilters = Shortcuts(rawValue: 1 << 1)
    /// Phase-1 trees of the files likely to change are kept for phase 2
    /// instead of being parsed again (`KeptTrees`).
    static let keptTrees = Shortcuts(rawValue: 1 << 2)
    /// A file whose facts say it cannot change is not rewritten, and a pass
    /// whose `isNeeded` says no is not run (`MigrationPipeline`).
    static let passSelection = Shortcuts(rawValue: 1 << 3)
    /// A pass skips the subtrees its pruning or its `bodyWords` rule out
    /// (`MigrationPipeline.prunings`).
    static let bodySkipping = Shortcuts(rawValue: 1 << 4)
    /// The output is walked for the output check only when a trigger word is
    /// left in it.
    static let outputTrigger = Shortcuts(rawValue: 1 << 5)

    static let all: Shortcuts = [.relevanceFilter, .walkPrefilters, .keptTrees, .passSelection, .bodySkipping, .outputTrigger]
}

/// The mechanisms that exist only for speed. Each can be turned off alone;
/// the output is the same with any of them off (`ShortcutIdentityTests`), so
/// a rule never has to know of them.
///
/// Each one's gain is how much longer the command runs without it alone
/// (`observation-migrator-bench --jobs 2`, 2 cores, median of 5): on the
/// generated 1M-line project, and the least and most over five real apps of
/// 28k to 236k lines. A mechanism that gains under about 3% everywhere goes.
struct Shortcuts: OptionSet, Sendable {
    let rawValue: Int

    /// Phase 1 parses only the files whose bytes hold a trigger word, and the
    /// files that name a type those declare (`RelevanceFilter`).
    /// Gain: 1M lines +67%; apps +52% to +160%.
    static let relevanceFilter = Shortcuts(rawValue: 1 << 0)
    /// The fact walk builds a typed node of a reference, a member access, a
    /// call, a sequence or a member type only when its raw bytes say it may
    /// hold a fact (`FactCollector+Walk`).
    /// Gain: 1M lines +14%; apps +10% to +13%.
    static let walkPrefilters = Shortcuts(rawValue: 1 << 1)
    /// Phase-1 trees of the files likely to change are kept for phase 2
    /// instead of being parsed again (`KeptTrees`).
    /// Gain: 1M lines +4%; apps +17% to +37%.
    static let keptTrees = Shortcuts(rawValue: 1 << 2)
    /// A file whose facts say it cannot change is not rewritten, and a pass
    /// whose `isNeeded` says no is not run (`MigrationPipeline`).
    /// Gain: 1M lines +33%; apps +26% to +45%.
    static let passSelection = Shortcuts(rawValue: 1 << 3)
    /// A pass skips the subtrees its pruning or its `bodyWords` rule out
    /// (`MigrationPipeline.prunings`).
    /// Gain: 1M lines +19%; apps +10% to +18%.
    static let bodySkipping = Shortcuts(rawValue: 1 << 4)

    /// The output check's walk of a rewritten file records only what the
    /// check reads (`FactCollector.Reading.oldModelUses`).
    /// Gain: 1M lines +3%; apps +3% to +8%.
    static let outputReading = Shortcuts(rawValue: 1 << 5)

    static let all: Shortcuts = [.relevanceFilter, .walkPrefilters, .keptTrees, .passSelection, .bodySkipping, .outputReading]
}

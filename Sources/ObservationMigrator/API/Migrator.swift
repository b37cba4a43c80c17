import Dispatch
import SwiftParser
import SwiftSyntax
import SyntaxSupport

/// The migration, end to end, in memory: parse every file, build the project
/// index, rewrite each file and collect the findings.
///
/// ```swift
/// let report = Migrator(configuration: Configuration()).migrate(files)
/// ```
public struct Migrator: Sendable {
    public var configuration: Configuration
    /// Source text, in bytes, whose phase-1 trees phase 2 may reuse (see
    /// `KeptTrees`); the output is the same whatever it is.
    var keptTreeTextBudget = KeptTrees.defaultTextBudget
    /// Whether later rounds of phase 1 pass over a file without a trigger
    /// word that names a followed class only inside code bodies (see
    /// `RelevanceFilter.NameMatcher`); the output is the same either way.
    var skipsClassesNamedInCode = true
    /// Whether a run frees what it analysed (the files' facts, the project
    /// index, the module layout) once the report is made. A process that
    /// exits after its one run (the command line) sets it to false: the
    /// system takes the memory back at once, while freeing it object by
    /// object takes milliseconds. The report is the same either way.
    public var releasesAnalysis = true
    /// The shortcuts the run takes, which exist only for speed (`Shortcuts`).
    /// With none, every file is parsed and walked whole and every pass enters
    /// every node of every file: the output is the same either way (tests
    /// compare them on every fixture and a generated corpus), only slower.
    var shortcuts = Shortcuts.all
    /// Whether the run takes every shortcut (true) or none (false).
    var usesShortcuts: Bool {
        get { shortcuts == .all }
        set { shortcuts = newValue ? .all : [] }
    }
    /// Paths phase 1 never reads, whatever the filter says: a shortcut made
    /// wrong on purpose, for the test that shows a wrong filter is caught.
    var neverReads: Set<String> = []
    /// Rewriters left out of phase 2, by type name: only for tests that show
    /// the output check catches a rewrite that misses a use.
    var skippedRewriters: Set<String> = []

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Migrates a whole project. `settings` are the project files that tell
    /// the modules and the deployment targets (`Package.swift`,
    /// `project.pbxproj`). `progress`, when given, counts the files through
    /// each stage as the run goes.
    public func migrate(_ files: [SourceFile], settings: [ProjectSettingsFile] = [], progress: MigrationProgress? = nil) -> MigrationReport {
        migrate(files, descriptions: ProjectDescription.read(settings, concurrency: configuration.concurrency), progress: progress)
    }

    /// The command line's entry points (`package`), for its overlapping
    /// start: the same migration, with the project files read ahead (see
    /// `ProjectDescription`), or their layout worked out ahead.
    ///
    /// Migrates a whole project whose project files were read ahead; the same
    /// as handing over the plain files.
    package func migrate(_ files: [SourceFile], descriptions: [ProjectDescription], progress: MigrationProgress? = nil) -> MigrationReport {
        migrate(files, layout: ProjectLayout(paths: files.map(\.path), descriptions: descriptions), progress: progress)
    }

    /// Migrates a whole project whose layout was worked out ahead, from the
    /// paths of its files before their texts were read (see `ProjectLayout`);
    /// the same as handing over the project files. A layout of other paths
    /// (a file that could not be read after all) is worked out again.
    package func migrate(_ files: [SourceFile], layout: ProjectLayout, progress: MigrationProgress? = nil) -> MigrationReport {
        migrate(files, pendingLayout: BackgroundWork(concurrency: 1) { layout }, progress: progress)
    }

    /// Migrates a whole project whose layout is still being worked out on
    /// another core: the first files are parsed at once, and the layout is
    /// waited for only when their facts need its modules. The same as handing
    /// over the finished layout.
    package func migrate(_ files: [SourceFile], pendingLayout: BackgroundWork<ProjectLayout>, progress: MigrationProgress? = nil) -> MigrationReport {
        let paths = files.map(\.path)
        // Worked out once, by the first thread that needs it.
        let layout = BackgroundWork(concurrency: 1) {
            let layout = pendingLayout.value
            return layout.paths == paths ? layout : ProjectLayout(paths: paths, descriptions: layout.descriptions)
        }
        var report = migrate(files, settings: { layout.value.descriptions.map(\.file) }, modules: { layout.value.modules },
                             modulesAreReady: { !pendingLayout.isUnderWay }, libraryModules: { layout.value.libraryModules },
                             guessedModules: { layout.value.guessedModules }, describers: { layout.value.describers }, progress: progress)
        report.modules = layout.value.keys.overview(of: layout.value.map, migratedTypes: report.migratedTypes)
        if !releasesAnalysis { ReleaseInBackground.keepUntilExit((layout, pendingLayout)) }
        return report
    }

    /// `modules`: the module names of each file's path (several for a file in
    /// several targets); nil when the run has no module map.
    func migrate(_ files: [SourceFile], settings: [ProjectSettingsFile], modules: [String: [String]]?,
                 progress: MigrationProgress? = nil) -> MigrationReport {
        migrate(files, settings: { settings }, modules: { modules }, progress: progress)
    }

    /// `settings` and `modules` are read when first needed, from any thread:
    /// the files with a trigger word are parsed before. `modulesAreReady`
    /// tells whether reading `modules` now would wait.
    private func migrate(_ files: [SourceFile], settings: @escaping @Sendable () -> [ProjectSettingsFile],
                         modules: @escaping @Sendable () -> [String: [String]]?, modulesAreReady: @escaping @Sendable () -> Bool = { true },
                         libraryModules: @escaping @Sendable () -> Set<String>? = { nil },
                         guessedModules: @escaping @Sendable () -> Set<String> = { [] },
                         describers: @escaping @Sendable () -> [String: Set<String>]? = { nil },
                         progress: MigrationProgress?) -> MigrationReport {
        progress?.start(total: files.count)
        let sizes = files.map(\.text.utf8.count)
        // Phase 1: facts from the files that can matter, one parse each; a
        // file in several modules gives one reading per module.
        let kept = KeptTrees(count: files.count, textBudget: shortcuts.contains(.keptTrees) ? keptTreeTextBudget : 0)
        let readings = collectFacts(files, sizes: sizes, modules: modules, modulesAreReady: modulesAreReady, guessedModules: guessedModules,
                                    keeping: kept, progress: progress)
        // The deployment check reads only the project files: it runs on another
        // core while the index is built on one. Which of its findings count is
        // decided once the changed files are known.
        let deploymentReadings = configuration.skipDeploymentCheck ? nil : BackgroundWork(concurrency: configuration.concurrency) {
            settings().map(CheckDeploymentTarget.read)
        }
        // The file is rewritten and reported once, as its first module sees it;
        // the policy keeps a shared declaration's readings in step.
        let facts = readings.map(\.first)
        let allFacts = readings.flatMap { $0 }

        // Phase 2: rewrite each file that can change, reading the index only,
        // from its phase-1 tree when that was kept, else parsed again.
        // Each file's outcome, findings, and the facts of its output for the
        // output check (read from the rewritten tree, when a trigger word is
        // left in it: without one no use of the old model is).
        let libraryModules = libraryModules()
        func rewriteAll(_ index: ProjectIndex) -> [(FileOutcome, [Finding], FileFacts?)] {
            ParallelMap.map(Array(files.indices), concurrency: configuration.concurrency, largestFirst: sizes) { position in
                defer { progress?.advance(.rewritten) }
                let file = files[position]
                let keptTree = kept.take(position)
                guard let fileFacts = facts[position] else {
                    return (FileOutcome(path: file.path, original: file.text, migrated: file.text), [Finding](), nil)
                }
                var migrated = file.text
                var outputFacts: FileFacts? = fileFacts
                if fileFacts.parseError == nil, !shortcuts.contains(.passSelection) || MigrationPipeline.mayChange(fileFacts, index: index) {
                    let context = RewriteContext(
                        index: index, configuration: configuration, path: file.path,
                        lineBreak: LineBreakStyle.of(file.text), facts: fileFacts, skippedRewriters: skippedRewriters,
                        shortcuts: shortcuts
                    )
                    let tree = keptTree ?? Parser.parse(source: file.text)
                    let rewritten = MigrationPipeline.rewritten(tree, context: context, text: file.text)
                    migrated = rewritten.text
                    if migrated != file.text {
                        outputFacts = FactCollector.collect(path: file.path, tree: rewritten.tree, text: migrated, module: fileFacts.module,
                                                            prefilters: shortcuts.contains(.walkPrefilters),
                                                            reading: shortcuts.contains(.outputReading) ? .oldModelUses : .everything)
                    }
                }
                let context = FindingContext(index: index, configuration: configuration, path: file.path, libraryModules: libraryModules)
                var findings = MigrationRules.findings(in: fileFacts, context: context)
                // A file several targets compile: what only another module's
                // reading finds (a use that module cannot tell) is reported
                // too, once for each rule and place.
                func place(_ finding: Finding) -> String { "\(finding.rule.rawValue) \(finding.position.line):\(finding.position.column)" }
                for other in readings[position].dropFirst() {
                    let found = Set(findings.map(place))
                    findings += MigrationRules.findings(in: other, context: context).filter { !found.contains(place($0)) }
                }
                return (FileOutcome(path: file.path, original: file.text, migrated: migrated), findings, outputFacts)
            }
        }
        // Then the output is checked; a class a use in it still needs in the old
        // model is kept, and the run redone (each round keeps at least one more).
        var keptByCheck: [String: MigrationPolicy.Exclusion] = [:]
        var heldBack: [OutputCheck.Violation] = []
        let guessedModules = guessedModules()
        var index = ProjectIndex(facts: allFacts, configuration: configuration, guessedModules: guessedModules)
        var outcomes = rewriteAll(index)
        while true {
            let violations = OutputCheck.violations(in: outcomes.map(\.0), output: outcomes.map(\.2), facts: facts, index: index)
                .filter { keptByCheck[$0.key] == nil }
            guard !violations.isEmpty else { break }
            for violation in violations where keptByCheck[violation.key] == nil {
                keptByCheck[violation.key] = .outputCheck(violation.what)
            }
            heldBack += violations
            index = ProjectIndex(facts: allFacts, configuration: configuration, kept: keptByCheck, guessedModules: guessedModules)
            outcomes = rewriteAll(index)
        }
        var findings = outcomes.flatMap(\.1) + OutputCheck.findings(for: heldBack, files: files)
        if let deploymentReadings {
            // Only the manifests and projects that contain a changed file matter.
            let changed = outcomes.map(\.0).filter(\.isChanged).map(\.path)
            let describers = describers()
            findings += CheckDeploymentTarget.findings(in: deploymentReadings.value, changed: changed, describers: describers)
        }
        var report = MigrationReport(
            files: outcomes.map(\.0),
            migratedTypes: index.migrated.sorted(),
            findings: findings.sorted(),
            keptTypes: index.policy.exclusions.sorted { $0.key < $1.key }.map { KeptType(type: $0.key, reason: $0.value.summary) }
        )
        report.conformanceKeptTypes = index.migrated.filter(index.keepsObservableObject).sorted()
        report.writeStages = facts.map { file in
            guard let file else { return 1 }
            if index.declaresMigratedClass(file) { return 0 }
            let dropsConformance = file.extensions.contains { ext in
                ext.declaresObservableObject && index.resolution.resolveClass(ext.extendedType, scope: ext.scope).map(index.dropsObservableObject) == true
            }
            return dropsConformance ? 2 : 1
        }
        // The facts and the index are megabytes of small objects: freed on
        // another core while the caller renders the report, or never.
        if releasesAnalysis {
            ReleaseInBackground.release((readings, index), concurrency: configuration.concurrency)
        } else {
            ReleaseInBackground.keepUntilExit((readings, index))
        }
        return report
    }

    /// Facts for every file that can matter (nil for the others), in input
    /// order. Files with a trigger word go first; then, until nothing new
    /// joins, the files that name a type those files declare. The trees of
    /// the files likely to change are offered to `kept`.
    private func collectFacts(_ files: [SourceFile], sizes: [Int], modules: @Sendable () -> [String: [String]]?,
                              modulesAreReady: @Sendable () -> Bool, guessedModules: @Sendable () -> Set<String>,
                              keeping kept: KeptTrees, progress: MigrationProgress?) -> [[FileFacts]] {
        var facts = [[FileFacts]](repeating: [], count: files.count)
        let triggered = ParallelMap.map(files, concurrency: configuration.concurrency) { file in
            defer { progress?.advance(.scanned) }
            return !shortcuts.contains(.relevanceFilter) || RelevanceFilter.mattersOnItsOwn(file.text)
        }
        var pending = files.indices.filter { triggered[$0] && !neverReads.contains(files[$0].path) }
        var remaining = files.indices.filter { !triggered[$0] && !neverReads.contains(files[$0].path) }
        // Made when the first round is collected, once the module map is known.
        lazy var follower = RelevanceFilter.Follower(modules: modules().map { Set($0.values.joined()) }, guessed: guessedModules())
        // The types `@Published` properties hold, whose `==` the files not read yet may declare.
        var heldTypes: Set<String> = []
        while !pending.isEmpty {
            let collected = ParallelMap.map(pending, concurrency: configuration.concurrency, largestFirst: pending.map { sizes[$0] }) { index in
                defer { progress?.advance(.analysed) }
                let parsed = SourceParsing.parse(files[index].text)
                let tree = parsed ?? Parser.parse(source: "")
                // A file several targets compile is walked once, then read again for each
                // other module. A file walked while the module map is still being worked
                // out is walked without a module, and read as its modules' once the round
                // is over: the core goes on parsing instead of waiting.
                let names = modulesAreReady() ? modules()?[files[index].path] ?? [] : nil
                var first = FactCollector.collect(path: files[index].path, tree: tree, text: files[index].text, module: names?.first, prefilters: shortcuts.contains(.walkPrefilters))
                if parsed == nil { first.parseError = ReportUnreadableInputs.tooDeep(files[index].text) }
                kept.offer(tree, of: index, size: sizes[index], facts: first)
                guard let names else { return (readings: [first], withoutModule: true) }
                return (readings: [first] + names.dropFirst().map { first.reread(as: $0) }, withoutModule: false)
            }
            var round: [FileFacts] = []
            for (index, file) in zip(pending, collected) {
                var fileReadings = file.readings
                if file.withoutModule, let names = modules()?[files[index].path], !names.isEmpty {
                    fileReadings = names.map { file.readings[0].reread(as: $0) }
                }
                facts[index] = fileReadings
                round += fileReadings
            }
            let names = follower.newNames(after: round)
            let newlyHeld = RelevanceFilter.publishedValueTypeNames(in: round).subtracting(heldTypes)
            heldTypes.formUnion(newlyHeld)
            guard !names.isEmpty || !newlyHeld.isEmpty, !remaining.isEmpty else { break }
            let matcher = RelevanceFilter.NameMatcher(names, skippingCode: skipsClassesNamedInCode)
            let held = TextScan.Words(newlyHeld)
            let hits = ParallelMap.map(remaining, concurrency: configuration.concurrency, largestFirst: remaining.map { sizes[$0] }) {
                (!names.isEmpty && matcher.matches(files[$0].text, modules: modules()?[files[$0].path]))
                    || (!newlyHeld.isEmpty && RelevanceFilter.declaresEquality(of: held, in: files[$0].text))
            }
            pending = zip(remaining, hits).filter(\.1).map(\.0)
            remaining = zip(remaining, hits).filter { !$0.1 }.map(\.0)
        }
        readFunctionCalls(into: &facts, files)
        return facts
    }

    /// The calls of the project's functions with a parameter that requires
    /// `ObservableObject` (`FileFacts.functionCalls`): their names are known
    /// only once every file is read, and only the files that hold one of
    /// them are parsed again.
    private func readFunctionCalls(into facts: inout [[FileFacts]], _ files: [SourceFile]) {
        let functions = Set(facts.joined().flatMap(\.observableGenericFunctions))
        guard !functions.isEmpty else { return }
        let callers = files.indices.filter { index in !facts[index].isEmpty && functions.contains { TextScan.contains(files[index].text, $0) } }
        let readings = facts
        let calls = ParallelMap.map(callers, concurrency: configuration.concurrency) { index in
            let tree = SourceParsing.parse(files[index].text) ?? Parser.parse(source: "")
            return readings[index].map { FactCollector.functionCalls(named: functions, in: tree, text: files[index].text, module: $0.module) }
        }
        for (index, found) in zip(callers, calls) {
            for (reading, calls) in found.enumerated() { facts[index][reading].functionCalls = calls }
        }
    }
}

/// Which module each file of a run is in, worked out from the files' paths
/// and the project files alone: a front end can work it out on another core
/// while it still reads the files' texts, and hand it to
/// `Migrator.migrate(_:layout:progress:)`.
package struct ProjectLayout: Sendable {
    /// The paths of the run's files, in order (`SourceFile.path`).
    package let paths: [String]
    let descriptions: [ProjectDescription]
    let map: ModuleMap
    let keys: ModuleKeys
    /// Each path's module keys (several for a file in several targets); nil
    /// when no project file describes the files.
    let modules: [String: [String]]?
    /// The module keys of the libraries packages outside the run can depend
    /// on (see `ModuleMap.libraryModules`); nil when no project file
    /// describes the files.
    let libraryModules: Set<String>?
    /// The module keys of the folders no project file describes (see
    /// `ModuleVisibility`); empty when no project file describes the files.
    let guessedModules: Set<String>
    /// Each path's describing manifests and projects (the paths their
    /// modules name, `ModuleMap.Module.Origin.path`): empty for a file only a
    /// folder stands for; nil when no project file describes the files.
    let describers: [String: Set<String>]?

    package init(paths: [String], descriptions: [ProjectDescription]) {
        self.paths = paths
        self.descriptions = descriptions
        map = ModuleMap(files: paths, readDescriptions: descriptions)
        keys = ModuleKeys(map)
        guard map.isDescribed else {
            modules = nil
            libraryModules = nil
            guessedModules = []
            describers = nil
            return
        }
        libraryModules = Set(map.libraryModules.map(keys.key))
        guessedModules = Set(map.modules.filter { if case .folder = $0.origin { true } else { false } }.map(keys.key))
        var modules: [String: [String]] = [:]
        var describers: [String: Set<String>] = [:]
        for path in paths {
            let ofPath = map.modules(of: path)
            modules[path] = ofPath.map(keys.key)
            describers[path] = Set(ofPath.compactMap { if case .folder = $0.origin { nil } else { $0.origin.path } })
        }
        self.modules = modules
        self.describers = describers
    }
}

/// The line break a file uses, for the rare line the migration adds.
enum LineBreakStyle {
    static func of(_ text: String) -> Trivia {
        for (offset, byte) in text.utf8.enumerated() where byte == 10 || byte == 13 {
            if byte == 10 { return .newline }
            let next = text.utf8.dropFirst(offset + 1).first
            return next == 10 ? .carriageReturnLineFeed : .carriageReturn
        }
        return .newline
    }
}

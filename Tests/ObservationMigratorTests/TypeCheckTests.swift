import Foundation
import ObservationMigrator
import XCTest

/// Compile checks: the compiler judges both sides of every fixture.
///
/// There is no SwiftUI on Linux, so `Tests/TypeCheckSupport` (a separate
/// package) builds two stand-in modules: `Combine` (OpenCombine under Combine's
/// name) and `SwiftUI` (SwiftUI's signatures and generic constraints, no
/// behaviour). Old-style code must type-check against Combine's
/// `ObservableObject`, migrated code against Observation's `@Observable`; an
/// incomplete migration fails to compile (the negative controls prove it).
///
/// Each check is one compiler run:
///
///     swiftc -typecheck -swift-version 5 -module-name <name> [-parse-as-library] \
///         -I <bin>/Modules -I <bin>/COpenCombineHelpers.build \
///         -Xfrontend -import-module -Xfrontend _FoundationCombine <files...>
///
/// where `<bin>` is `swift build --package-path Tests/TypeCheckSupport --show-bin-path`.
/// The second `-I` is for OpenCombine's C helper module, which OpenCombine's
/// interface imports. The implicit `_FoundationCombine` import stands for Apple's
/// Foundation, which declares `ObservableObject` and `Published` (as typealiases
/// of Combine's), so Foundation-only model files compile. `-parse-as-library` is
/// added when a file has `@main`. The module name is `TypeCheckedModule`, or `X`
/// when a test file among the files has `@testable import X`.
///
/// Opt-outs and opt-ins of a fixture case folder `Fixtures/<case>/`:
/// - `typecheck-skip.txt`: lines `before: <reason>` or `after: <reason>`; that
///   side is not required to compile. The reason must be non-empty, and the
///   skipped side must really fail (a stale skip is reported).
/// - `swift-6.txt` (why, in a line): both sides are checked in the Swift 6
///   language mode, whose isolation checks are errors.
/// - `runtime-check.swift`: the body of a driver (statements, run on the main
///   actor) that exercises the case's `after` model with `expectTracked(_:read:write:)`
///   and `expectIgnored(_:read:write:)`; see `TypeCheckRuntimeCheck.prelude`.
/// - `behaviour-check.swift`: the body of a differential driver, compiled once
///   with the `before` files and once with the `after` files (same text) and
///   run; both must exit 0, print at least one line, print the same on
///   repeated runs, and print the same lines as each other (a mismatch shows a
///   line diff). The prelude's helpers have one overload per model, so one
///   driver compiles against both sides: `watch(_:_:reading:)` prints
///   "<label> will change" on `objectWillChange` or on a re-registered
///   `withObservationTracking`, `record(_:_:)` prints a publisher's values,
///   `log(_:)` prints step markers; see `TypeCheckBehaviourCheck.prelude` for
///   where the two models legitimately differ. `Tests/TypeCheckSupport/BehaviourControls`
///   holds a `$property` bridge fed from `didSet` (outputs must differ), the
///   reference bridge fed from `willSet` (outputs must match), and a forwarding
///   subscription removed while the child stays an ObservableObject (must differ).
///
/// Runtime and behaviour checks are in RuntimeCheckSupport.swift; the compile
/// harness, fixture cases and negative controls in TypeCheckHarness.swift.
final class TypeCheckTests: XCTestCase {
    /// The stand-in accepts valid old-style and valid migrated code.
    func testPositiveControlsTypeCheck() throws {
        let support = try TypeCheckHarness.support()
        let files = try TypeCheckHarness.swiftFiles(in: TypeCheckHarness.supportDirectory.appendingPathComponent("PositiveControls"))
        XCTAssertFalse(files.isEmpty, "no positive controls found")
        let results = TypeCheckHarness.concurrentMap(files) { support.typecheck([$0]) }
        for (file, result) in zip(files, results) where !result.succeeded {
            XCTFail("positive control \(file.lastPathComponent) does not type-check:\n\(result.report)")
        }
    }

    /// Each deliberately wrong migration is rejected with the expected error,
    /// and compiles once its one defect is fixed.
    func testNegativeControlsAreRejected() throws {
        let support = try TypeCheckHarness.support()
        let directory = TypeCheckHarness.supportDirectory.appendingPathComponent("NegativeControls")
        let controls = try TypeCheckHarness.swiftFiles(in: directory).map { try TypeCheckNegativeControl(file: $0) }
        let required = [
            "stateobject-on-observable", "dollar-on-plain-property", "environment-on-non-observable",
            "environmentobject-of-observable", "lazy-in-observable", "appstorage-in-observable", "bindable-on-non-observable",
            "property-read-before-whole", "property-read-before-super-init",
        ]
        for name in required where !controls.contains(where: { $0.name == name }) {
            XCTFail("missing negative control \(name).swift")
        }

        let scratch = try TypeCheckTemporaryDirectory()
        var jobs: [(control: TypeCheckNegativeControl, file: URL, fixed: Bool)] = []
        for control in controls {
            jobs.append((control, control.file, false))
            guard control.hasFix else { continue }
            if let fixedText = control.fixedText {
                let fixedFile = scratch.url.appendingPathComponent(control.file.lastPathComponent)
                try fixedText.write(to: fixedFile, atomically: true, encoding: .utf8)
                jobs.append((control, fixedFile, true))
            } else {
                XCTFail("\(control.name): the text the `// fix:` line replaces is not in the file")
            }
        }
        let results = TypeCheckHarness.concurrentMap(jobs.map(\.file)) { support.typecheck([$0]) }
        for (job, result) in zip(jobs, results) {
            if job.fixed {
                XCTAssertTrue(result.succeeded, "\(job.control.name): still fails after its fix, so it does not isolate one defect:\n\(result.report)")
            } else {
                XCTAssertFalse(result.succeeded, "\(job.control.name): was accepted but must be rejected")
                XCTAssertTrue(result.output.contains(job.control.expectedError),
                              "\(job.control.name): output lacks the expected error \"\(job.control.expectedError)\":\n\(result.report)")
            }
        }
    }

    /// Both sides of every fixture case type-check (unless skipped with a reason).
    func testFixtureCasesTypeCheck() throws {
        let support = try TypeCheckHarness.support()
        let cases = try TypeCheckCase.all()
        XCTAssertFalse(cases.isEmpty, "no fixture cases found under Fixtures/")

        var jobs: [(name: String, side: TypeCheckCase.Side, files: [URL], skipReason: String?, languageMode: String)] = []
        for fixture in cases {
            for problem in fixture.problems {
                XCTFail("\(fixture.name): \(problem)")
            }
            for side in TypeCheckCase.Side.allCases {
                let files = fixture.files(side)
                if files.isEmpty {
                    XCTFail("\(fixture.name): no \(side.rawValue) .swift files")
                    continue
                }
                jobs.append((fixture.name, side, files, fixture.skips[side], fixture.languageMode))
            }
        }
        let sides = jobs.map { job in TypeCheckHarness.fixturesDirectory.appendingPathComponent(job.name).appendingPathComponent(job.side.rawValue) }
        let results = TypeCheckHarness.concurrentMap(Array(zip(jobs, sides))) { job, side in
            support.typecheckModules(in: side) ?? support.typecheck(job.files, languageMode: job.languageMode)
        }
        for (job, result) in zip(jobs, results) {
            let label = "\(job.name) (\(job.side.rawValue))"
            if let reason = job.skipReason {
                XCTAssertFalse(result.succeeded,
                               "\(label): typecheck-skip.txt skips it (\(reason)) but it type-checks; remove the stale line")
            } else if !result.succeeded {
                XCTFail("\(label) does not type-check:\n\(result.report)")
            }
        }
    }

    /// `typecheck-skip.txt` lines name a side and give a non-empty reason.
    func testSkipFileNeedsAReason() throws {
        let scratch = try TypeCheckTemporaryDirectory()
        try "before: imports MusicKit\n# a comment\n\nafter:   \nboth: nope\n"
            .write(to: scratch.url.appendingPathComponent("typecheck-skip.txt"), atomically: true, encoding: .utf8)
        let fixture = try TypeCheckCase(directory: scratch.url)
        XCTAssertEqual(fixture.skips[.before], "imports MusicKit")
        XCTAssertNotNil(fixture.skips[.after], "a skip without a reason still skips, and is reported")
        XCTAssertEqual(fixture.problems.count, 2, "\(fixture.problems)")
        XCTAssertTrue(fixture.problems.contains { $0.contains("needs a reason") }, "\(fixture.problems)")
        XCTAssertTrue(fixture.problems.contains { $0.contains("both: nope") }, "\(fixture.problems)")
    }

    /// The `init() {}` a migrated class with a `@MainActor` stored property
    /// gets is what lets it build in the Swift 6 language mode: the same
    /// output without it is rejected, and in Swift 5 mode it is not.
    func testTheInitializerOfAClassWithAMainActorPropertyIsNeededInSwift6() throws {
        let support = try TypeCheckHarness.support()
        let fixture = TypeCheckHarness.fixturesDirectory.appendingPathComponent("main-actor-property-gets-an-initializer")
        XCTAssertEqual(try TypeCheckCase(directory: fixture).languageMode, "6")
        let after = try String(contentsOf: fixture.appendingPathComponent("after.swift"), encoding: .utf8)
        let withoutInitializers = after.replacingOccurrences(of: "\n\n    init() {}\n}", with: "\n}")
        XCTAssertNotEqual(withoutInitializers, after, "the fixture's output has no written initializer to take away")
        let scratch = try TypeCheckTemporaryDirectory()
        let file = scratch.url.appendingPathComponent("after.swift")
        try withoutInitializers.write(to: file, atomically: true, encoding: .utf8)
        let results = TypeCheckHarness.concurrentMap(["6", "5"]) { support.typecheck([file], languageMode: $0) }
        XCTAssertFalse(results[0].succeeded, "without init() {} the model must be rejected in Swift 6 mode")
        XCTAssertTrue(results[0].report.contains("cannot be both nonisolated and main actor-isolated"), results[0].report)
        XCTAssertTrue(results[1].succeeded, "Swift 5 mode accepts it:\n\(results[1].report)")
    }

    /// The cases with a manifest or project are checked module by module, and
    /// that check can fail: their sides do not compile as one module, and a
    /// migration that ignores the imported module's change is rejected.
    func testModuleCasesAreCheckedPerModule() throws {
        let support = try TypeCheckHarness.support()
        let cases = ["modules-package-same-name", "modules-public-model-other-package", "modules-synchronized-folder", "modules-xcode-app-and-widget"]
        let results = TypeCheckHarness.concurrentMap(cases) { name -> (String, TypeCheckProcessResult?, TypeCheckProcessResult) in
            let side = TypeCheckHarness.fixturesDirectory.appendingPathComponent(name).appendingPathComponent("after")
            let asOne = support.typecheck(((try? TypeCheckHarness.swiftFiles(in: side, recursive: true)) ?? []).filter { !$0.path.hasSuffix("Package.swift") })
            return (name, support.typecheckModules(in: side), asOne)
        }
        for (name, perModule, asOne) in results {
            guard let perModule else { XCTFail("\(name): not read as modules"); continue }
            XCTAssertTrue(perModule.succeeded, "\(name):\n\(perModule.report)")
            XCTAssertTrue(perModule.output.contains("== "), "\(name): no module compiled")
            XCTAssertFalse(asOne.succeeded, "\(name): compiles as one module, so the case does not need its modules")
        }

        // Negative control: the package migrated, its importer left as it was.
        let scratch = try TypeCheckTemporaryDirectory()
        let source = TypeCheckHarness.fixturesDirectory.appendingPathComponent("modules-public-model-other-package")
        try FileManager.default.copyItem(at: source.appendingPathComponent("after"), to: scratch.url.appendingPathComponent("side"))
        let screen = "CounterApp/Sources/CounterApp/CounterScreen.swift"
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("side").appendingPathComponent(screen))
        try FileManager.default.copyItem(at: source.appendingPathComponent("before").appendingPathComponent(screen),
                                         to: scratch.url.appendingPathComponent("side").appendingPathComponent(screen))
        let broken = try XCTUnwrap(support.typecheckModules(in: scratch.url.appendingPathComponent("side")))
        XCTAssertFalse(broken.succeeded, "an @ObservedObject of the imported, migrated Counter must not compile")
        XCTAssertTrue(broken.output.contains("ObservableObject"), broken.report)

        // Negative control: the bridge subject without the access its use in the other package needs.
        let internalSubject = scratch.url.appendingPathComponent("internal-subject")
        try FileManager.default.copyItem(at: source.appendingPathComponent("after"), to: internalSubject)
        let counter = internalSubject.appendingPathComponent("CounterKit/Sources/CounterKit/Counter.swift")
        let text = try String(contentsOf: counter, encoding: .utf8)
        XCTAssertTrue(text.contains("public private(set) lazy var valuePublisher"), text)
        try text.replacingOccurrences(of: "public private(set) lazy var valuePublisher", with: "private(set) lazy var valuePublisher")
            .write(to: counter, atomically: true, encoding: .utf8)
        let inaccessible = try XCTUnwrap(support.typecheckModules(in: internalSubject))
        XCTAssertFalse(inaccessible.succeeded, "an internal subject used from another package must not compile")
        XCTAssertTrue(inaccessible.output.contains("valuePublisher"), inaccessible.report)
    }

    /// `Fixtures/SampleApp` type-checks as it is and after an in-memory migration.
    func testSampleAppTypeChecksBeforeAndAfterMigration() throws {
        let support = try TypeCheckHarness.support()
        let directory = TypeCheckHarness.fixturesDirectory.appendingPathComponent("SampleApp")
        let originals = try TypeCheckHarness.swiftFiles(in: directory, recursive: true)
        guard !originals.isEmpty else {
            return XCTFail("no .swift files under Fixtures/SampleApp")
        }
        let sources = try originals.map {
            SourceFile(path: TypeCheckHarness.relativePath(of: $0, in: directory), text: try String(contentsOf: $0, encoding: .utf8))
        }

        let report = Migrator(configuration: Configuration(scope: .all)).migrate(sources, settings: [])
        XCTAssertEqual(report.files.map(\.path), sources.map(\.path), "the report has one outcome per input file, in order")
        XCTAssertFalse(report.changedFiles.isEmpty, "migrating SampleApp changed nothing")

        let scratch = try TypeCheckTemporaryDirectory()
        var migrated: [URL] = []
        for outcome in report.files {
            let file = scratch.url.appendingPathComponent(outcome.path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try outcome.migrated.write(to: file, atomically: true, encoding: .utf8)
            migrated.append(file)
        }

        let results = TypeCheckHarness.concurrentMap([originals, migrated]) { support.typecheck($0) }
        XCTAssertTrue(results[0].succeeded, "SampleApp does not type-check before migration:\n\(results[0].report)")
        if !results[1].succeeded {
            let diffs = report.changedFiles.map { "--- \($0.path)\n\($0.migrated)" }.joined(separator: "\n")
            XCTFail("SampleApp does not type-check after migration:\n\(results[1].report)\nMigrated files:\n\(diffs)")
        }
    }

    /// Migrated models notify observers of formerly `@Published` properties and
    /// not of `@ObservationIgnored` ones: the harness's own model plus every
    /// fixture case with a `runtime-check.swift`.
    func testMigratedModelsNotifyObservers() throws {
        let support = try TypeCheckHarness.support()
        var checks = try TypeCheckHarness.subdirectories(of: TypeCheckHarness.supportDirectory.appendingPathComponent("RuntimeChecks"))
            .map { try TypeCheckRuntimeCheck(directory: $0, name: "RuntimeChecks/\($0.lastPathComponent)") }
        for fixture in try TypeCheckCase.all() where fixture.hasRuntimeCheck {
            if let reason = fixture.skips[.after] {
                XCTFail("\(fixture.name): has runtime-check.swift but its after side is skipped (\(reason))")
                continue
            }
            checks.append(try TypeCheckRuntimeCheck(directory: fixture.directory, name: fixture.name))
        }
        XCTAssertFalse(checks.isEmpty, "no runtime checks found")
        // Two at a time, like the type checks: each is a compile and a run.
        let results = TypeCheckHarness.concurrentMap(checks) { check in Result { try check.run(with: support) } }
        for (check, result) in zip(checks, results) {
            switch result {
            case .success(let outcome):
                XCTAssertTrue(outcome.succeeded, "runtime check \(check.name) failed:\n\(outcome.report)")
            case .failure(let error):
                XCTFail("runtime check \(check.name) could not run: \(error)")
            }
        }
    }

    /// The runtime check itself can fail: expecting an `@ObservationIgnored`
    /// property to notify must make the driver exit non-zero.
    func testRuntimeCheckDetectsAMissingNotification() throws {
        let support = try TypeCheckHarness.support()
        let directory = TypeCheckHarness.supportDirectory.appendingPathComponent("RuntimeChecks/counter-model")
        var check = try TypeCheckRuntimeCheck(directory: directory, name: "counter-model (inverted)")
        check.driverBody = """
            let model = CounterModel()
            expectTracked("cache", read: { _ = model.cache }, write: { model.cache[1] = "one" })
            """
        let result = try check.run(with: support)
        XCTAssertFalse(result.succeeded, "a driver expecting an ignored property to notify passed:\n\(result.report)")
        XCTAssertTrue(result.output.contains("FAIL cache"), "unexpected driver output:\n\(result.report)")
    }

    /// Every fixture case with a `behaviour-check.swift` prints the same lines
    /// when its driver runs with the `before` files and with the `after` files.
    func testBehaviourChecksMatchBeforeAndAfter() throws {
        let support = try TypeCheckHarness.support()
        var checks: [TypeCheckBehaviourCheck] = []
        for fixture in try TypeCheckCase.all() where fixture.hasBehaviourCheck {
            let skipped = TypeCheckCase.Side.allCases.filter { fixture.skips[$0] != nil }
            if !skipped.isEmpty {
                XCTFail("\(fixture.name): has behaviour-check.swift but typecheck-skip.txt skips \(skipped.map(\.rawValue).joined(separator: " and "))")
                continue
            }
            checks.append(try TypeCheckBehaviourCheck(directory: fixture.directory, name: fixture.name))
        }
        XCTAssertFalse(checks.isEmpty, "no fixture case has a behaviour-check.swift")
        let outcomes = TypeCheckBehaviourCheck.runAll(checks, with: support)
        for (check, outcome) in zip(checks, outcomes) {
            for problem in outcome.problems {
                XCTFail("behaviour check \(check.name): \(problem)")
            }
        }
    }

    /// The behaviour check can fail: a tracked property with observers that
    /// an initializer sets once the object is whole runs them for that
    /// assignment, where Swift skips a class's own observers in its initializer.
    func testBehaviourCheckDetectsObserversRunByAnInitializer() throws {
        let outcome = try runBehaviourControl("init-set-tracked")
        XCTAssertEqual(outcome.runProblems, [], "both sides must run and print")
        guard let outputs = outcome.outputs else { return }
        XCTAssertNotEqual(outputs.before, outputs.after, "a tracked observed property passed the behaviour check:\n\(outputs.before)")
        XCTAssertFalse(outcome.problems.isEmpty)
        XCTAssertTrue(outputs.before.contains("made: step 5, changes 0"), outputs.before)
        XCTAssertTrue(outputs.after.contains("made: step 5, changes 1"), outputs.after)
    }

    /// The behaviour check can fail: under the macro's own setter, a value
    /// that a hand-written `==` calls equal to the old one (`.loading(60)`
    /// after `.loading(10)`) tells no view, where `@Published` told them all.
    func testBehaviourCheckDetectsTheMacroSetterOfACustomEquality() throws {
        let outcome = try runBehaviourControl("custom-equality-macro-setter")
        XCTAssertEqual(outcome.runProblems, [], "both sides must run and print")
        guard let outputs = outcome.outputs else { return }
        XCTAssertNotEqual(outputs.before, outputs.after, "the macro's setter passed the behaviour check:\n\(outputs.before)")
        XCTAssertFalse(outcome.problems.isEmpty)
        let count = { (output: String) in output.components(separatedBy: "download will change").count - 1 }
        XCTAssertGreaterThan(count(outputs.before), count(outputs.after), "before:\n\(outputs.before)\nafter:\n\(outputs.after)")
    }

    /// The behaviour check can fail: bridging `$query` with a subject fed from
    /// `didSet` lets a subscriber reading `self.query` see the new value, where
    /// `@Published` (publishing in `willSet`) shows the old one.
    func testBehaviourCheckDetectsADidSetBridge() throws {
        let outcome = try runBehaviourControl("published-bridge-didset")
        XCTAssertEqual(outcome.runProblems, [], "both sides must run and print")
        guard let outputs = outcome.outputs else { return }
        XCTAssertNotEqual(outputs.before, outputs.after, "a didSet bridge passed the behaviour check:\n\(outputs.before)")
        XCTAssertFalse(outcome.problems.isEmpty)
        XCTAssertTrue(outputs.before.contains(#"received "a" while query was """#), outputs.before)
        XCTAssertTrue(outputs.after.contains(#"received "a" while query was "a""#), outputs.after)
    }

    /// The reference bridge (a `CurrentValueSubject` fed from `willSet`) behaves
    /// as `@Published` did.
    func testBehaviourCheckAcceptsAWillSetBridge() throws {
        let outcome = try runBehaviourControl("published-bridge-willset")
        XCTAssertEqual(outcome.problems, [], "the willSet bridge must pass:\n\(outcome.mismatchReport)")
        XCTAssertTrue(outcome.outputs?.after.contains(#"received "a" while query was """#) ?? false, outcome.mismatchReport)
    }

    /// Removing a forwarding subscription is only right when the child is
    /// tracked too: with the child left an ObservableObject, the check fails.
    func testBehaviourCheckDetectsARemovedForwardingToAnObservableObject() throws {
        let outcome = try runBehaviourControl("forwarding-removed-child-not-observable")
        XCTAssertEqual(outcome.runProblems, [], "both sides must run and print")
        guard let outputs = outcome.outputs else { return }
        XCTAssertNotEqual(outputs.before, outputs.after, "a removed forwarding passed the behaviour check:\n\(outputs.before)")
        XCTAssertTrue(outputs.before.contains("parent will change"), outputs.before)
        XCTAssertFalse(outputs.after.contains("parent will change"), outputs.after)
    }

    /// `onReceive` → `onChange(of:initial:)` keeps what a hosted view's actions
    /// see; a conversion without `initial: true`, or one whose action reads the
    /// changing property, fails the check.
    func testBehaviourCheckOfOnReceiveConversions() throws {
        let fixture = try TypeCheckBehaviourCheck(directory: TypeCheckHarness.fixturesDirectory.appendingPathComponent("on-receive-behaviour"),
                                                  name: "on-receive-behaviour")
        let support = try TypeCheckHarness.support()
        let outcome = TypeCheckBehaviourCheck.runAll([fixture], with: support)[0]
        XCTAssertEqual(outcome.problems, [])
        if let outputs = outcome.outputs {
            // The actions ran: at appearance, then once per change.
            for line in ["volume 0", "mode off", "label none -> none", "volume 3", "mode on", "label none -> bass", "volume 7", "mode off"] {
                XCTAssertTrue(outputs.before.contains(line + "\n"), "\(line) missing:\n\(outputs.before)")
            }
        }

        // Each control is a wrong `after.swift` for the fixture's own `before` and driver.
        func control(_ name: String) throws -> TypeCheckBehaviourOutcome {
            var check = fixture
            check.name = "BehaviourControls/\(name)"
            check.afterFiles = [TypeCheckHarness.supportDirectory.appendingPathComponent("BehaviourControls/\(name)/after.swift")]
            return TypeCheckBehaviourCheck.runAll([check], with: support)[0]
        }
        let withoutInitial = try control("on-change-without-initial")
        XCTAssertEqual(withoutInitial.runProblems, [])
        if let outputs = withoutInitial.outputs {
            XCTAssertNotEqual(outputs.before, outputs.after)
            XCTAssertTrue(outputs.before.contains("volume 0\n"), outputs.before)
            XCTAssertFalse(outputs.after.contains("volume 0\n"), outputs.after)
        }

        let readingTheProperty = try control("on-change-reading-the-property")
        XCTAssertEqual(readingTheProperty.runProblems, [])
        if let outputs = readingTheProperty.outputs {
            XCTAssertNotEqual(outputs.before, outputs.after)
            XCTAssertTrue(outputs.before.contains("label none -> bass\n"), outputs.before)
            XCTAssertTrue(outputs.after.contains("label bass -> bass\n"), outputs.after)
        }
    }

    /// `@StateObject` builds its model once per view identity, however often a
    /// parent builds the view: the migration keeps that (models whose
    /// construction runs code stay `@StateObject`, over an `@Observable`
    /// class), and the naive rewrite to `@State` is caught: it builds them again
    /// at every build of the view.
    func testBehaviourCheckOfStateObjectConstruction() throws {
        let outcomes = try behaviourCheck("state-object-construction", control: "state-object-naive-state")
        XCTAssertEqual(outcomes[0].problems, [])
        let once = "== round 3: DetailViewModel(7), Loader(3), KeyboardWatcher, Engine.start(haptics)\n"
        if let outputs = outcomes[0].outputs {
            XCTAssertTrue(outputs.before.contains(once), outputs.before)
            XCTAssertTrue(outputs.before.contains("counter is shared true"), outputs.before)
        }
        XCTAssertEqual(outcomes[1].runProblems, [])
        if let outputs = outcomes[1].outputs {
            XCTAssertNotEqual(outputs.before, outputs.after)
            XCTAssertFalse(outputs.after.contains(once), outputs.after)
            XCTAssertTrue(outputs.after.contains("DetailViewModel(7), Loader(3), KeyboardWatcher, Engine.start(haptics), DetailViewModel(7)"), outputs.after)
        }
    }

    /// `@AppStorage` in a migrated class becomes a computed property over
    /// `UserDefaults` with `access`/`withMutation`: the values stored and the
    /// changes observers see are the old ones; keeping the wrapper under
    /// `@ObservationIgnored` (what the migration did before) is caught.
    func testBehaviourCheckOfAppStorageConversion() throws {
        let outcomes = try behaviourCheck("app-storage-converted-behaviour", control: "app-storage-ignored")
        XCTAssertEqual(outcomes[0].problems, [])
        if let outputs = outcomes[0].outputs {
            XCTAssertTrue(outputs.before.contains("settings will change\n"), outputs.before)
            XCTAssertTrue(outputs.before.contains("scheme: dark, stored Optional(\"dark\")\n"), outputs.before)
            XCTAssertTrue(outputs.before.contains("a second instance reads: dark 14\n"), outputs.before)
        }
        XCTAssertEqual(outcomes[1].runProblems, [])
        if let outputs = outcomes[1].outputs {
            XCTAssertNotEqual(outputs.before, outputs.after)
            XCTAssertFalse(outputs.after.contains("settings will change"), outputs.after)
        }
    }

    /// An `@AppStorage` of an enum, with observers, becomes a computed property
    /// that stores the raw value and runs `willSet`, the write and `didSet` in
    /// Swift's order: the same lines and notifications; `willSet` run after
    /// the write is caught.
    func testBehaviourCheckOfAppStorageEnumsAndObservers() throws {
        let outcomes = try behaviourCheck("app-storage-enums-and-observers", control: "app-storage-will-set-after-write")
        XCTAssertEqual(outcomes[0].problems, [])
        if let outputs = outcomes[0].outputs {
            XCTAssertTrue(outputs.before.contains("will sort by popular, stored nil\n"), outputs.before)
            XCTAssertTrue(outputs.before.contains("sorted by popular, was newest\n"), outputs.before)
            XCTAssertTrue(outputs.before.contains("settings will change\n"), outputs.before)
        }
        XCTAssertEqual(outcomes[1].runProblems, [])
        if let outputs = outcomes[1].outputs {
            XCTAssertNotEqual(outputs.before, outputs.after)
        }
    }

    /// A `send()` announcing a change inside a plain class a property holds
    /// becomes `withMutation(keyPath:) {}`: observers hear of the same changes,
    /// as often; removing the `send()` (what the migration did before) is caught.
    func testBehaviourCheckOfAnnouncingSend() throws {
        let outcomes = try behaviourCheck("object-will-change-announces-one-property", control: "announcing-send-removed")
        XCTAssertEqual(outcomes[0].problems, [])
        if let outputs = outcomes[0].outputs {
            XCTAssertTrue(outputs.before.contains("notebook will change\n== lines: [\"first\"]"), outputs.before)
            XCTAssertTrue(outputs.before.contains("notebook will change\n== page title: DRAFT"), outputs.before)
        }
        XCTAssertEqual(outcomes[1].runProblems, [])
        if let outputs = outcomes[1].outputs {
            XCTAssertNotEqual(outputs.before, outputs.after)
            XCTAssertFalse(outputs.after.contains("notebook will change\n== lines: [\"first\"]"), outputs.after)
        }
    }

    /// A fixture's behaviour check, and the same check with the wrong
    /// `after.swift` of `Tests/TypeCheckSupport/BehaviourControls/<control>`.
    private func behaviourCheck(_ fixtureName: String, control: String) throws -> [TypeCheckBehaviourOutcome] {
        let fixture = try TypeCheckBehaviourCheck(directory: TypeCheckHarness.fixturesDirectory.appendingPathComponent(fixtureName), name: fixtureName)
        var wrong = fixture
        wrong.name = "BehaviourControls/\(control)"
        wrong.afterFiles = [TypeCheckHarness.supportDirectory.appendingPathComponent("BehaviourControls/\(control)/after.swift")]
        return TypeCheckBehaviourCheck.runAll([fixture, wrong], with: try TypeCheckHarness.support())
    }

    /// A driver whose output changes from run to run is reported as such.
    func testBehaviourCheckRejectsANondeterministicDriver() throws {
        let support = try TypeCheckHarness.support()
        var check = try TypeCheckBehaviourCheck(directory: TypeCheckHarness.fixturesDirectory.appendingPathComponent("behaviour-check-counter"),
                                                name: "behaviour-check-counter (random output)")
        check.driverBody = #"log("\(UUID())")"#
        let result = try check.run(.after, with: support)
        XCTAssertFalse(result.succeeded, "a driver printing a random UUID passed:\n\(result.report)")
        XCTAssertTrue(result.output.contains("the output is not deterministic"), result.report)
    }

    private func runBehaviourControl(_ name: String) throws -> TypeCheckBehaviourOutcome {
        let support = try TypeCheckHarness.support()
        let directory = TypeCheckHarness.supportDirectory.appendingPathComponent("BehaviourControls").appendingPathComponent(name)
        let check = try TypeCheckBehaviourCheck(directory: directory, name: "BehaviourControls/\(name)")
        return TypeCheckBehaviourCheck.runAll([check], with: support)[0]
    }
}

import Foundation

// MARK: - Runtime checks

/// Compiles a migrated model (a case's `after` side) with a generated driver
/// and runs it.
///
/// The driver is `main.swift`: `TypeCheckRuntimeCheck.prelude`, then the case's
/// `runtime-check.swift` inside `MainActor.assumeIsolated { ... }`, then an exit
/// with the result. `@main` is removed from the model files (the app never runs).
///
/// Linking: the stand-in's products are dynamic libraries in its bin folder.
/// `libSwiftUI.so` contains the SwiftUI, UIKit, Core Data, Combine and OpenCombine code (a dynamic
/// product links its static dependencies in), so it alone is linked, whatever
/// the model imports (`-L <bin> -lSwiftUI`); linking `libCombine.so` as well
/// would load OpenCombine twice. An rpath to the bin folder lets the executable
/// find it. Observation is part of the toolchain's runtime and needs no flag.
/// The command line, after the stand-in flags of `typecheck`:
///
///     swiftc -swift-version 5 -module-name <name> -o <tmp>/runtime-check \
///         <stand-in flags> -L <bin> -lSwiftUI -Xlinker -rpath -Xlinker <bin> <model files> <tmp>/main.swift
struct TypeCheckRuntimeCheck: Sendable {
    var name: String
    var modelFiles: [URL]
    var driverBody: String

    init(directory: URL, name: String) throws {
        self.name = name
        self.modelFiles = TypeCheckCase.files(.after, in: directory)
        self.driverBody = try String(contentsOf: directory.appendingPathComponent("runtime-check.swift"), encoding: .utf8)
    }

    static let prelude = """
        import Foundation
        import Observation

        final class RuntimeCheckFlag: @unchecked Sendable {
            var fired = false
        }

        nonisolated(unsafe) var runtimeCheckFailures = 0
        nonisolated(unsafe) var runtimeCheckCount = 0

        /// Whether `write` notifies an observer registered by tracking `read`.
        func runtimeCheckNotifies(read: () -> Void, write: () -> Void) -> Bool {
            let flag = RuntimeCheckFlag()
            withObservationTracking {
                read()
            } onChange: {
                flag.fired = true
            }
            write()
            return flag.fired
        }

        /// Expects a change made by `write` to notify an observer of what `read` reads.
        func expectTracked(_ name: String, read: () -> Void, write: () -> Void) {
            runtimeCheckCount += 1
            if runtimeCheckNotifies(read: read, write: write) {
                print("ok   \\(name): change notified")
            } else {
                runtimeCheckFailures += 1
                print("FAIL \\(name): change did not notify the observer")
            }
        }

        /// Expects a change made by `write` not to notify an observer of what `read` reads.
        func expectIgnored(_ name: String, read: () -> Void, write: () -> Void) {
            runtimeCheckCount += 1
            if runtimeCheckNotifies(read: read, write: write) {
                runtimeCheckFailures += 1
                print("FAIL \\(name): change notified the observer but should be ignored")
            } else {
                print("ok   \\(name): change not notified")
            }
        }

        """

    var driverSource: String {
        """
        \(Self.prelude)
        try MainActor.assumeIsolated {
        \(driverBody)
        }

        if runtimeCheckCount == 0 {
            print("FAIL the driver checked nothing")
            exit(2)
        }
        print("\\(runtimeCheckCount - runtimeCheckFailures) passed, \\(runtimeCheckFailures) failed")
        exit(runtimeCheckFailures == 0 ? 0 : 1)

        """
    }

    func run(with support: TypeCheckHarness) throws -> TypeCheckProcessResult {
        try Self.compileAndRun(modelFiles: modelFiles, driverSource: driverSource, with: support)
    }

    /// Compiles `modelFiles` (without `@main`) and `driverSource` (as
    /// `main.swift`) into one executable, as described above, and runs it
    /// `runs` times: every run must print the same output, else the result is
    /// a failure showing the first two outputs that differ. Shared by the
    /// runtime and behaviour checks.
    static func compileAndRun(modelFiles: [URL], driverSource: String, runs: Int = 1,
                              with support: TypeCheckHarness) throws -> TypeCheckProcessResult {
        guard !modelFiles.isEmpty else {
            return TypeCheckProcessResult(arguments: [], status: -1, output: "no model files (before/after .swift files)")
        }
        let scratch = try TypeCheckTemporaryDirectory()
        var sources: [URL] = []
        for (index, file) in modelFiles.enumerated() {
            var text = try String(contentsOf: file, encoding: .utf8)
            text = text.replacingOccurrences(of: #"@main(?![A-Za-z0-9_])"#, with: "", options: .regularExpression)
            // Model files keep their names; a model's own main.swift is renamed.
            let fileName = file.lastPathComponent == "main.swift" ? "model-main-\(index).swift" : file.lastPathComponent
            let copy = scratch.url.appendingPathComponent("model-\(index)").appendingPathComponent(fileName)
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            sources.append(copy)
        }
        let driver = scratch.url.appendingPathComponent("main.swift")
        try driverSource.write(to: driver, atomically: true, encoding: .utf8)

        let executable = scratch.url.appendingPathComponent("runtime-check")
        let texts = try sources.map { try String(contentsOf: $0, encoding: .utf8) }
        var arguments = ["swiftc", "-swift-version", "5", "-module-name", TypeCheckHarness.moduleName(for: texts), "-o", executable.path]
        arguments += support.moduleFlags
        arguments += ["-L", support.binPath.path, "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", support.binPath.path]
        arguments += sources.map(\.path) + [driver.path]
        let compile = TypeCheckProcess.run(arguments, timeout: 600)
        guard compile.succeeded else {
            return TypeCheckProcessResult(arguments: compile.arguments, status: compile.status,
                                 output: "compiling the driver failed:\n\(compile.output)\n--- main.swift\n\(driverSource)")
        }
        let first = TypeCheckProcess.run([executable.path], timeout: 120, viaEnv: false)
        for run in 1..<max(1, runs) {
            let again = TypeCheckProcess.run([executable.path], timeout: 120, viaEnv: false)
            guard again.status == first.status, again.output == first.output else {
                return TypeCheckProcessResult(arguments: first.arguments, status: -1, output: """
                    the output is not deterministic: run 1 and run \(run + 1) of the same executable differ \
                    (OpenCombine delivers to several subscribers of one subject in no fixed order):
                    \(describeMismatch(expected: first.output, actual: again.output))
                    --- run 1 (exit status \(first.status))
                    \(first.output)
                    --- run \(run + 1) (exit status \(again.status))
                    \(again.output)
                    """)
            }
        }
        return first
    }
}

// MARK: - Behaviour checks

/// A differential check: one driver body (`behaviour-check.swift`) compiled
/// once with a case's `before` files and once with its `after` files, both
/// run; the two outputs must be identical (`outcome.problems` is empty).
///
/// Each build is `TypeCheckRuntimeCheck.compileAndRun`: the model files
/// without `@main`, and `main.swift` = `prelude`, then the driver body inside
/// `MainActor.assumeIsolated { ... }`. The driver only prints; it passes when
/// both runs exit 0, print at least one line, and print the same lines, and
/// each side prints the same on repeated runs (`runs`).
struct TypeCheckBehaviourCheck: Sendable {
    typealias Side = TypeCheckCase.Side

    var name: String
    var beforeFiles: [URL]
    var afterFiles: [URL]
    var driverBody: String

    init(directory: URL, name: String) throws {
        self.name = name
        self.beforeFiles = TypeCheckCase.files(.before, in: directory)
        self.afterFiles = TypeCheckCase.files(.after, in: directory)
        self.driverBody = try String(contentsOf: directory.appendingPathComponent("behaviour-check.swift"), encoding: .utf8)
    }

    func files(_ side: Side) -> [URL] {
        side == .before ? beforeFiles : afterFiles
    }

    /// Helpers with one overload per model, so that one driver text compiles
    /// against both sides.
    ///
    /// `watch(object, label, reading:)` prints "<label> will change" before each
    /// change, synchronously. For an `ObservableObject` it subscribes to
    /// `objectWillChange` (`reading` is unused); for an `Observable` class it
    /// tracks `reading` with `withObservationTracking` and registers again in
    /// `onChange` (an observation fires once). Both print in `willSet`, before
    /// the value changes, once per assignment, so a correct migration prints the
    /// same lines for plain mutation sequences. Limits, where the two differ:
    /// - `objectWillChange` fires for every `@Published` property and every
    ///   `objectWillChange.send()`; an observation only for what `reading`
    ///   reads. Let `reading` read all of the model's formerly `@Published` state.
    /// - Properties that were not `@Published` are tracked after migration:
    ///   leave them out of `reading`, or the after side prints more.
    /// - `@Published` fires when a value is assigned even if it is equal;
    ///   `@Observable` skips equal `Equatable` values (seen with Swift 6.3).
    /// - The re-registration happens inside `willSet`; mutations made from a
    ///   subscriber during delivery, or from another thread, are not modelled.
    /// - OpenCombine delivers a value to several subscribers of one subject (or
    ///   `@Published` property) in an order set by hashing, which varies from
    ///   run to run: let at most one of them print (hence the repeated runs).
    /// - OpenCombine's default `objectWillChange` is created lazily and stored in
    ///   the model's `@Published` properties; a class with no `@Published`
    ///   property gets a new publisher on each access, so `objectWillChange.send()`
    ///   reaches no `watch` there (Apple's Combine keeps one per object).
    /// - A class that is both `ObservableObject` and `Observable` makes the call
    ///   ambiguous.
    ///
    /// `record(publisher, label)` prints "<label>: <value>" (`String(reflecting:)`)
    /// for each value; the subscription is kept in `keep` and returned.
    /// `log(message)` prints "== <message>", a marker between steps.
    /// `_ViewHost(view)` (from the SwiftUI stand-in) hosts a view: it runs its
    /// `onReceive` and `onChange` actions as SwiftUI does, evaluating the body
    /// again on `flush()` after what it read changed. Standard
    /// output is line-buffered, so a crash keeps the lines printed before it.
    static let prelude = """
        import Foundation
        import Combine
        import Observation
        import SwiftUI

        setvbuf(stdout, nil, _IOLBF, 0)

        /// Subscriptions made by the driver, alive until the process exits.
        nonisolated(unsafe) var keep = Set<AnyCancellable>()

        /// Prints a marker between the driver's steps.
        func log(_ message: String) {
            print("== \\(message)")
        }

        /// Prints "<label>: <value>" for each value `publisher` sends.
        @discardableResult
        func record<P: Publisher>(_ publisher: P, _ label: String) -> AnyCancellable where P.Failure == Never {
            let cancellable = publisher.sink { value in print("\\(label): \\(String(reflecting: value))") }
            keep.insert(cancellable)
            return cancellable
        }

        /// Old model: prints "<label> will change" on each `objectWillChange` event.
        func watch<T: ObservableObject>(_ object: T, _ label: String, reading read: @escaping () -> Any) {
            object.objectWillChange
                .sink { _ in print("\\(label) will change") }
                .store(in: &keep)
        }

        /// New model: prints "<label> will change" on each change to what `read` reads.
        func watch<T: Observable & AnyObject>(_ object: T, _ label: String, reading read: @escaping () -> Any) {
            behaviourCheckTrack(label, read)
        }

        /// One observation of `read`; `onChange` (called in `willSet`) prints and registers the next.
        func behaviourCheckTrack(_ label: String, _ read: @escaping () -> Any) {
            withObservationTracking {
                _ = read()
            } onChange: {
                print("\\(label) will change")
                behaviourCheckTrack(label, read)
            }
        }

        """

    var driverSource: String {
        """
        \(Self.prelude)
        try MainActor.assumeIsolated {
        \(driverBody)
        }

        """
    }

    /// Each side's executable runs this many times and must print the same
    /// each time, so that a driver whose output depends on chance (two printing
    /// subscribers of one subject, whose order OpenCombine leaves to hashing)
    /// is reported as such rather than as a difference between the sides.
    static let runs = 5

    func run(_ side: Side, with support: TypeCheckHarness) throws -> TypeCheckProcessResult {
        try TypeCheckRuntimeCheck.compileAndRun(modelFiles: files(side), driverSource: driverSource, runs: Self.runs, with: support)
    }

    /// Runs both sides of every check, two builds at a time, keeping order.
    static func runAll(_ checks: [TypeCheckBehaviourCheck], with support: TypeCheckHarness) -> [TypeCheckBehaviourOutcome] {
        let jobs = checks.flatMap { check in Side.allCases.map { (check, $0) } }
        let results = TypeCheckHarness.concurrentMap(jobs) { check, side in
            Result { try check.run(side, with: support) }
        }
        return checks.indices.map { TypeCheckBehaviourOutcome(before: results[2 * $0], after: results[2 * $0 + 1]) }
    }
}

/// The two runs of a behaviour check.
struct TypeCheckBehaviourOutcome: Sendable {
    var before: Result<TypeCheckProcessResult, any Error>
    var after: Result<TypeCheckProcessResult, any Error>

    /// Each side's output, if it ran, exited 0 and printed at least one line.
    var outputs: (before: String, after: String)? {
        guard case .success(let before) = before, case .success(let after) = after,
              before.succeeded, after.succeeded,
              Self.printed(before.output), Self.printed(after.output)
        else { return nil }
        return (before.output, after.output)
    }

    /// Why a side cannot be compared: it could not be built, failed, or printed nothing.
    var runProblems: [String] {
        [("before", before), ("after", after)].compactMap { side, result in
            switch result {
            case .failure(let error):
                return "\(side): could not run: \(error)"
            case .success(let run) where !run.succeeded:
                return "\(side): failed:\n\(run.report)"
            case .success(let run) where !Self.printed(run.output):
                return "\(side): printed nothing:\n\(run.report)"
            case .success:
                return nil
            }
        }
    }

    /// Everything wrong for a check whose sides must behave alike.
    var problems: [String] {
        let problems = runProblems
        guard problems.isEmpty, let outputs, outputs.before != outputs.after else { return problems }
        return ["the outputs differ:\n\(mismatchReport)"]
    }

    /// A line diff of the two outputs (before as `-`, after as `+`), then both in full.
    var mismatchReport: String {
        guard let outputs else { return runProblems.joined(separator: "\n") }
        return "(- before, + after)\n" + describeMismatch(expected: outputs.before, actual: outputs.after)
            + "\n--- before output\n\(outputs.before)\n--- after output\n\(outputs.after)"
    }

    static func printed(_ output: String) -> Bool {
        !output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}

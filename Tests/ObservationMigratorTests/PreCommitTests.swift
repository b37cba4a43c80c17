import Foundation
import XCTest

/// The pre-commit hooks (`.pre-commit-hooks.yaml`, `Scripts/pre-commit-hook.sh`)
/// as pre-commit runs them: the check hook through `pre-commit try-repo`,
/// the fix hook installed in a repository and run by `git commit`, on files
/// staged but not committed, beside unstaged changes and untracked files.
///
/// pre-commit comes from PyPI, installed once into a virtual environment in
/// `.build/pre-commit-test` (a few seconds to half a minute); where it cannot
/// be installed the test is skipped, saying why. The hooks run the debug
/// binary the test run built (`OBSERVATION_MIGRATOR`), so nothing is built in
/// release. They come from a repository made of this working tree's two hook
/// files, so uncommitted changes to them are what is tested.
final class PreCommitTests: XCTestCase {
    static let environmentPath = FixtureCase.root.appendingPathComponent(".build/pre-commit-test/venv")

    static let model = CommandLineTests.model
    static let plain = "struct Plain {\n    var value = 1\n}\n"

    /// The `pre-commit` executable of the test's virtual environment,
    /// installed when missing; skips the test when it cannot be.
    private func preCommit() throws -> URL {
        let executable = Self.environmentPath.appendingPathComponent("bin/pre-commit")
        if FileManager.default.isExecutableFile(atPath: executable.path) { return executable }
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let create = try ToolRunner.runProcess(env, ["python3", "-m", "venv", "--clear", Self.environmentPath.path], in: FixtureCase.root)
        guard create.status == 0 else {
            throw XCTSkip("pre-commit cannot be installed: python3 -m venv failed: \(create.stderr.suffix(500))")
        }
        let pip = Self.environmentPath.appendingPathComponent("bin/pip")
        let install = try ToolRunner.runProcess(pip, ["install", "--quiet", "--disable-pip-version-check", "pre-commit"], in: FixtureCase.root)
        guard install.status == 0, FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("pre-commit cannot be installed from PyPI: pip exited with \(install.status): \(install.stderr.suffix(500))")
        }
        return executable
    }

    /// A git repository holding this working tree's hook files, committed:
    /// what pre-commit clones for a hook `repo:`.
    private func makeHookRepository() throws -> (repository: TemporaryProject, revision: String) {
        var files: [String: String] = [:]
        for path in [".pre-commit-hooks.yaml", "Scripts/pre-commit-hook.sh"] {
            files[path] = try String(contentsOf: FixtureCase.root.appendingPathComponent(path), encoding: .utf8)
        }
        let repository = try TemporaryProject(files: files)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: repository.url.appendingPathComponent("Scripts/pre-commit-hook.sh").path)
        try ToolRunner.git(["init", "-q"], in: repository.url)
        try ToolRunner.git(["add", "-A"], in: repository.url)
        try ToolRunner.git(["commit", "-q", "-m", "hooks"], in: repository.url)
        let revision = try ToolRunner.git(["rev-parse", "HEAD"], in: repository.url).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return (repository, revision)
    }

    func testHooksCheckAndMigrateTheProjectBeingCommitted() throws {
        let preCommit = try preCommit()
        let (hooks, revision) = try makeHookRepository()
        let project = try TemporaryProject(files: ["Plain.swift": Self.plain])
        let environment = [
            "OBSERVATION_MIGRATOR": ToolRunner.executable.path,
            "PRE_COMMIT_HOME": project.url.appendingPathComponent(".cache/pre-commit").path,
        ]
        try project.write(".gitignore", ".cache/\n")
        func git(_ arguments: [String]) throws -> ToolRunner.Result {
            try ToolRunner.git(arguments, in: project.url, environment: environment)
        }
        func run(_ arguments: [String]) throws -> ToolRunner.Result {
            try ToolRunner.runProcess(preCommit, arguments, in: project.url, environment: environment)
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-q", "-m", "Plain"])
        let firstCommit = try git(["rev-parse", "HEAD"]).stdout

        // The check hook on a staged model: fails, shows the diff, writes nothing.
        // A model and the view that observes it (by default only classes
        // SwiftUI observes migrate).
        try project.write("Counter.swift", Self.model)
        try project.write("CounterView.swift", CommandLineTests.view)
        try git(["add", "Counter.swift", "CounterView.swift"])
        let check = try run(["try-repo", hooks.url.path, "observation-migrator-check", "--rev", revision])
        XCTAssertEqual(check.status, 1, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("observation-migrator --check"), check.stdout)
        XCTAssertTrue(check.stdout.contains("+@Observable final class Counter {"), check.stdout)
        XCTAssertEqual(try project.read("Counter.swift"), Self.model)

        // The fix hook, installed: `git commit` runs it.
        try project.write(".pre-commit-config.yaml", """
        repos:
          - repo: \(hooks.url.path)
            rev: \(revision)
            hooks:
              - id: observation-migrator-fix

        """)
        try git(["add", ".pre-commit-config.yaml"])
        let install = try run(["install"])
        XCTAssertEqual(install.status, 0, install.stderr)

        // An untracked Swift file could not be restored from git: refused, nothing written.
        try project.write("Scratch.swift", Self.model.replacingOccurrences(of: "Counter", with: "Scratch"))
        let refused = try git(["commit", "-m", "Counter"])
        XCTAssertNotEqual(refused.status, 0, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("these Swift files are not in git"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("  Scratch.swift"), refused.stderr)
        XCTAssertEqual(try project.read("Counter.swift"), Self.model)
        XCTAssertEqual(try project.read("Scratch.swift"), Self.model.replacingOccurrences(of: "Counter", with: "Scratch"))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Scratch.swift"))

        // The staged model is migrated in the working tree and the commit
        // stops; the staged original stays in the index, an unstaged change
        // of another file stays as it was.
        let unstaged = Self.plain + "// not staged\n"
        try project.write("Plain.swift", unstaged)
        let migrate = try git(["commit", "-m", "Counter"])
        XCTAssertNotEqual(migrate.status, 0, migrate.stdout)
        // git shows a hook's output on standard error.
        XCTAssertTrue(migrate.stderr.contains("observation-migrator --in-place"), migrate.stderr)
        XCTAssertTrue(migrate.stderr.contains("files were modified by this hook"), migrate.stderr)
        XCTAssertEqual(try git(["rev-parse", "HEAD"]).stdout, firstCommit)
        let migrated = try project.read("Counter.swift")
        XCTAssertTrue(migrated.contains("@Observable final class Counter {"), migrated)
        XCTAssertEqual(try git(["show", ":Counter.swift"]).stdout, Self.model)
        XCTAssertEqual(try project.read("Plain.swift"), unstaged)

        // Reviewed and added, the commit goes through with the migration.
        try git(["add", "Counter.swift", "CounterView.swift"])
        let commit = try git(["commit", "-m", "Counter"])
        XCTAssertEqual(commit.status, 0, commit.stdout + commit.stderr)
        XCTAssertEqual(try git(["show", "HEAD:Counter.swift"]).stdout, migrated)
        XCTAssertEqual(try project.read("Plain.swift"), unstaged)

        // Nothing left: the check passes on the whole project.
        let clean = try run(["try-repo", hooks.url.path, "observation-migrator-check", "--rev", revision, "--all-files"])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("Passed"), clean.stdout)
    }

    /// The hook entry takes `--check` or `--in-place` first, and nothing else.
    func testHookEntryRefusesAnotherMode() throws {
        let project = try TemporaryProject(files: ["Plain.swift": Self.plain])
        let result = try ToolRunner.runProcess(URL(fileURLWithPath: "/usr/bin/env"), [
            "bash", FixtureCase.root.appendingPathComponent("Scripts/pre-commit-hook.sh").path, "--dry-run",
        ], in: project.url, environment: ["OBSERVATION_MIGRATOR": ToolRunner.executable.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("the first argument is --check or --in-place"), result.stderr)
    }

    /// The hooks the integrations guide documents are the ones the manifest declares.
    func testReadmeDocumentsTheHooks() throws {
        let manifest = try String(contentsOf: FixtureCase.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let readme = try String(contentsOf: FixtureCase.root.appendingPathComponent("docs/integrations.md"), encoding: .utf8)
        let ids = manifest.matches(of: /- id: (\S+)/).map { String($0.1) }
        XCTAssertEqual(ids, ["observation-migrator-check", "observation-migrator-fix"])
        for id in ids { XCTAssertTrue(readme.contains("- id: \(id)"), id) }
    }
}

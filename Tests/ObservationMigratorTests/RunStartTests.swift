import ObservationMigrator
@testable import observation_migrator
import XCTest

/// The run's start is begun before the command line is parsed only when the
/// raw arguments tell what the parsed options will ask for.
final class RunStartTests: XCTestCase {
    /// Paths, `--jobs N` and `--quiet`: the guess is what the parser reads.
    func testAGuessIsWhatTheParsedOptionsAskFor() throws {
        let lines: [[String]] = [
            ["--jobs", "2", "."],
            ["--jobs=3", "Sources", "Tests/Fixtures"],
            ["Sources/App", "--jobs", "4", "--quiet"],
            ["--quiet", "--jobs", "2"],
        ]
        for arguments in lines {
            let guess = try XCTUnwrap(RunStart.Inputs.guess(arguments), "\(arguments)")
            XCTAssertEqual(guess, RunStart.Inputs(try MigrateCommand.parse(arguments)), "\(arguments)")
        }
        XCTAssertEqual(RunStart.Inputs.guess(["--jobs", "2"])?.paths, ["."])
        // Without --jobs, one thread per core: begun early only with more than one.
        XCTAssertEqual(RunStart.Inputs.guess(["Sources"]) != nil, ParallelMap.threads(nil) > 1)
        if let guess = RunStart.Inputs.guess(["Sources"]) {
            XCTAssertEqual(guess, RunStart.Inputs(try MigrateCommand.parse(["Sources"])))
        }
    }

    /// Any other option, one thread, a malformed count or `--`: no guess.
    func testOtherCommandLinesAreNotGuessed() {
        let lines: [[String]] = [
            ["--exclude", "Generated", "--jobs", "2", "."],
            ["--follow-symlinks", "--jobs", "2", "."],
            ["--in-place", "--jobs", "2", "."],
            ["--list-modules", "--jobs", "2", "."],
            ["--jobs", "1", "."],
            ["--jobs", "two", "."],
            ["--jobs", "2", "--jobs", "3", "."],
            ["--jobs"],
            ["--jobs", "2", "--", "-odd-name.swift"],
            ["-h"],
            ["--jobs", "2", ""],
        ]
        for arguments in lines {
            XCTAssertNil(RunStart.Inputs.guess(arguments), "\(arguments)")
        }
    }

    /// The check above can fail: options that change what is found make
    /// other inputs than the paths alone.
    func testInputsDifferWhenDiscoveryOptionsDo() throws {
        let plain = RunStart.Inputs(try MigrateCommand.parse(["--jobs", "2", "."]))
        XCTAssertNotEqual(plain, RunStart.Inputs(try MigrateCommand.parse(["--jobs", "2", "--exclude", "X", "."])))
        XCTAssertNotEqual(plain, RunStart.Inputs(try MigrateCommand.parse(["--jobs", "2", "--follow-symlinks", "."])))
        XCTAssertNotEqual(plain, RunStart.Inputs(try MigrateCommand.parse(["--jobs", "3", "."])))
        XCTAssertNotEqual(plain, RunStart.Inputs(try MigrateCommand.parse(["--jobs", "2", "Sources"])))
    }

    /// A start begun from a guess finds and reads what the run would.
    func testAStartFromAGuessFindsWhatTheRunWould() throws {
        let project = try TemporaryProject(files: [
            "Sources/Model.swift": "final class Model {}\n",
            "Sources/View.swift": "struct Root {}\n",
            "Package.swift": "// swift-tools-version:5.9\n",
        ])
        let arguments = ["--jobs", "2", project.url.path]
        let guessed = RunStart(try XCTUnwrap(RunStart.Inputs.guess(arguments)))
        let parsed = RunStart(RunStart.Inputs(try MigrateCommand.parse(arguments)))
        XCTAssertEqual(guessed.discovery.swiftFiles, parsed.discovery.swiftFiles)
        XCTAssertEqual(guessed.discovery.settingsFiles, parsed.discovery.settingsFiles)
        XCTAssertEqual(guessed.discovery.swiftFiles.count, 3)
        XCTAssertEqual(guessed.layout.value.paths, parsed.layout.value.paths)
    }
}

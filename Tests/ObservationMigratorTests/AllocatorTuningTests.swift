import Foundation
import ObservationMigrator
import SyntaxSupport
@testable import observation_migrator
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The hook a host process prepares the library's threads with, and the
/// command line's huge-page advice on Linux.
final class AllocatorTuningTests: XCTestCase {
    override func tearDown() {
        ParallelMap.threadStart = nil
        super.tearDown()
    }

    /// Whether the calling thread ran the hook set by this test.
    private static func isPrepared(_ token: String) -> Bool {
        Thread.current.threadDictionary[token] as? Bool == true
    }

    func testThreadStartRunsOnEveryThreadBeforeItsWork() {
        // A token of this run: a thread prepared by an earlier run does not count.
        let token = UUID().uuidString
        ParallelMap.threadStart = { Thread.current.threadDictionary[token] = true }
        let inputs = Array(0..<300)
        for concurrency in [1, 2, 4] {
            let results = ParallelMap.map(inputs, concurrency: concurrency, largestFirst: inputs) { input in
                (input * 2, Self.isPrepared(token))
            }
            XCTAssertEqual(results.map(\.0), inputs.map { $0 * 2 }, "concurrency \(concurrency)")
            XCTAssertTrue(results.allSatisfy(\.1), "concurrency \(concurrency): an input ran on a thread the hook had not prepared")
        }
        let background = BackgroundWork(concurrency: 2) { Self.isPrepared(token) }
        XCTAssertTrue(background.value)
    }

    #if canImport(Glibc)
    /// The `VmFlags` of the mapping of this process that holds `address`.
    private static func vmFlags(of address: UInt) throws -> [Substring]? {
        // Read to its end: a file of /proc has no size to read up to.
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
            } else if inside, fields.first == "VmFlags:" {
                return Array(fields.dropFirst())
            }
        }
        return nil
    }

    /// The flags of the mapping of a block the calling thread allocates:
    /// 8 MB, from the free end of the heap that serves the thread (the main
    /// heap's reserve, a thread heap's unused part), below the size from
    /// which the tuned allocator maps a block on its own.
    private static func flagsOfNewBlock() throws -> [Substring]? {
        guard let block = malloc(8 << 20) else { return nil }
        defer { free(block) }
        return try vmFlags(of: UInt(bitPattern: block))
    }

    func testHeapsAreAdvisedForHugePagesOnEveryThread() throws {
        let kernelHasHugePages = FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")
        AllocatorTuning.apply()
        // The threads of a parallel map: their own heaps, advised by the hook.
        let onWorkers = ParallelMap.map(Array(0..<8), concurrency: 2) { _ in Result { try Self.flagsOfNewBlock() } }
        // The main heap, advised ahead of the run.
        let onCaller = try Self.flagsOfNewBlock()
        for flags in try onWorkers.map({ try $0.get() }) + [onCaller] {
            let flags = try XCTUnwrap(flags, "a heap block outside every mapping")
            XCTAssertEqual(flags.contains("hg"), kernelHasHugePages, "VmFlags: \(flags.joined(separator: " "))")
        }
    }

    /// Advice waits for the page faults under way and holds off the others:
    /// a heap advised before is not advised again when a thread starts work.
    func testEachHeapIsAdvisedOnce() {
        AllocatorTuning.apply()
        // The main heap, advised ahead of the run and not grown since.
        XCTAssertTrue(HugePageHeaps.adviseCallingThreadsHeap())
        let afterMain = HugePageHeaps.adviceCount
        for _ in 0..<4 { XCTAssertTrue(HugePageHeaps.adviseCallingThreadsHeap()) }
        XCTAssertEqual(HugePageHeaps.adviceCount, afterMain, "the main heap was advised again")
        // A new thread's heap: advised at its first start of work only. glibc
        // may serve a new thread from the main heap, which is advised again
        // when it has grown (its break moved) since: each call records the
        // count and the break, with room reserved so that recording them
        // allocates nothing between the calls.
        final class Counts: @unchecked Sendable { var values: [(advice: Int, heapEnd: UInt)] = [] }
        let counts = Counts()
        counts.values.reserveCapacity(8)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for _ in 0..<5 {
                _ = HugePageHeaps.adviseCallingThreadsHeap()
                counts.values.append((HugePageHeaps.adviceCount, UInt(bitPattern: sbrk(0))))
            }
            done.signal()
        }
        thread.start()
        done.wait()
        XCTAssertEqual(counts.values.count, 5)
        XCTAssertLessThanOrEqual((counts.values.first?.advice ?? 0) - afterMain, 1, "one heap, one advice")
        for (before, after) in zip(counts.values, counts.values.dropFirst()) where after.advice != before.advice {
            XCTAssertGreaterThan(after.heapEnd, before.heapEnd, "the thread's heap was advised again: \(counts.values.map(\.advice))")
        }
    }
    #endif
}

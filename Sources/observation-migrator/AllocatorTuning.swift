#if canImport(Glibc)
import Glibc
#endif
import ObservationMigrator
import SyntaxSupport

/// The run parses, walks and rewrites file after file, each time building
/// and freeing megabytes of syntax nodes. With glibc's defaults, freed memory
/// above a threshold goes back to the kernel and the next file faults it in
/// again, page by page. Keeping it in the process makes the run faster
/// without raising its peak, which the largest file and the trees kept for
/// rewriting set anyway. Gain (with the huge pages below; the run without
/// it takes longer by): 1M generated lines +3%, five real apps +9% to +21%
/// (`observation-migrator-bench --jobs 2`).
///
/// The memory the run does touch, most of it syntax trees, is asked to be
/// backed by huge pages (`HugePageHeaps`).
enum AllocatorTuning {
    static func apply() {
        #if canImport(Glibc)
        // `mallopt` is glibc's (malloc.h, which the Glibc module does not
        // export); looked up by name, and skipped on a C library without it.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        // glibc's option numbers: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3.
        // Large blocks from the heap rather than mapped one by one (32 MB is glibc's ceiling).
        _ = mallopt(-3, 32 << 20)
        // Freed memory at the top of the heap stays for the next file.
        _ = mallopt(-1, 1 << 30)
        // Heaps grow 16 MB at a time: whole huge pages fit in what each step adds.
        _ = mallopt(-2, HugePageHeaps.growthStep)
        HugePageHeaps.enable()
        #endif
    }
}

#if canImport(Glibc)
/// Asks Linux to back glibc's heaps with transparent huge pages
/// (`madvise(MADV_HUGEPAGE)`), as `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`
/// does for a process started with it: where the system's setting is
/// `madvise` (the default of most distributions), a 2 MB page is faulted in
/// and zeroed at once instead of 512 small ones, and the process ends
/// sooner, with fewer pages to hand back. The kernel gives small pages where
/// it has no huge one free, and ignores the advice where the setting is
/// `always` or `never`. It changes the speed of a run, never its output.
///
/// glibc serves the main thread from the `brk` heap, and each other thread
/// from a heap of its own: a 64 MB reservation aligned to its size, made
/// usable as the thread's allocations grow. Advice holds for the mappings
/// that exist when it is given, so the main heap is grown once and advised
/// ahead of the run, and each thread's heap is advised when the thread
/// starts work for the run (`ParallelMap.threadStart`).
enum HugePageHeaps {
    /// What the heaps grow by at a time (glibc's `M_TOP_PAD`).
    static let growthStep: Int32 = 16 << 20
    /// What the main heap is grown by before the run: more than the main
    /// thread's share of the trees of a large app.
    static let mainHeapReserve = 24 << 20
    /// glibc's `HEAP_MAX_SIZE` on 64-bit systems: the size and alignment of a thread's heap.
    static let threadHeapSize: UInt = 64 << 20
    /// `MADV_HUGEPAGE` (Linux's `mman-common.h`).
    static let adviceHugePage: Int32 = 14

    /// Where the main heap starts; addresses below its current break are the
    /// main heap's (thread heaps are mapped above it).
    nonisolated(unsafe) private static var mainHeapStart: UInt = 0

    /// What has been advised: the main heap up to a break, each thread's heap
    /// by its start. Advice takes the process's memory-map lock for writing:
    /// it waits for every page fault under way (a huge page is zeroed in one)
    /// and holds off the other threads' faults meanwhile. So each heap is
    /// advised once (the main heap again when it has grown), not each time a
    /// thread starts work.
    private static let advised = Lock()
    nonisolated(unsafe) private static var mainHeapAdvisedEnd: UInt = 0
    nonisolated(unsafe) private static var advisedThreadHeaps: Set<UInt> = []
    /// How many times advice was given (for the tests).
    nonisolated(unsafe) private(set) static var adviceCount = 0

    static func enable() {
        // The reserve is allocated at the main heap's top, so the heap grows
        // by it and the growth step: advised, then freed, the memory stays
        // (no trimming), untouched until the run allocates it.
        guard let reserve = malloc(mainHeapReserve) else { return }
        mainHeapStart = mainHeapBase() ?? UInt(bitPattern: reserve)
        advised.withLock { _ = adviseMainHeap(upTo: UInt(bitPattern: sbrk(0))) }
        free(reserve)
        ParallelMap.threadStart = { adviseCallingThreadsHeap() }
    }

    /// The start of the main heap, from the process's memory map; nil when
    /// the map cannot be read or shows no heap.
    private static func mainHeapBase() -> UInt? {
        guard let map = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(map) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), map) != nil {
            // `start-end perms offset device inode [heap]`
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasSuffix(" [heap]\n"), let dash = text.firstIndex(of: "-") else { continue }
            return UInt(text[..<dash], radix: 16)
        }
        return nil
    }

    /// Advises the heap the calling thread allocates from, found from the
    /// address of a block it allocates, unless it was advised before: the
    /// main heap up to its current break, or the thread's own heap (a thread
    /// whose heap fills up is given another, advised when the thread next
    /// starts work). Returns whether the heap is advised (false on the main
    /// heap before `enable`, or where the kernel refused).
    @discardableResult
    static func adviseCallingThreadsHeap() -> Bool {
        guard let block = malloc(1) else { return false }
        let address = UInt(bitPattern: block)
        free(block)
        let heapEnd = UInt(bitPattern: sbrk(0))
        return advised.withLock {
            if address < heapEnd { return adviseMainHeap(upTo: heapEnd) }
            let start = address & ~(threadHeapSize - 1)
            if advisedThreadHeaps.contains(start) { return true }
            guard advise(from: start, to: start + threadHeapSize) else { return false }
            advisedThreadHeaps.insert(start)
            return true
        }
    }

    /// Advises the main heap from its start up to `heapEnd`, unless it was
    /// advised that far before. Called with `advised` held.
    private static func adviseMainHeap(upTo heapEnd: UInt) -> Bool {
        guard mainHeapStart != 0 else { return false }
        if heapEnd <= mainHeapAdvisedEnd { return true }
        guard advise(from: mainHeapStart, to: heapEnd) else { return false }
        mainHeapAdvisedEnd = heapEnd
        return true
    }

    /// An error (a kernel without huge pages) changes nothing but the answer.
    /// Called with `advised` held.
    private static func advise(from start: UInt, to end: UInt) -> Bool {
        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let alignedStart = start & ~(pageSize - 1)
        guard end > alignedStart, let pointer = UnsafeMutableRawPointer(bitPattern: alignedStart) else { return false }
        adviceCount += 1
        return madvise(pointer, Int(end - alignedStart), adviceHugePage) == 0
    }
}
#endif

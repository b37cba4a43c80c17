#if canImport(Glibc)
import Glibc
#endif

/// The run parses, walks and rewrites file after file, each time building
/// and freeing megabytes of syntax nodes. With glibc's defaults, freed memory
/// above a threshold goes back to the kernel and the next file faults it in
/// again, page by page. Keeping it in the process makes the run faster
/// (about 3% on real apps) without raising its peak, which the largest file
/// and the trees kept for rewriting set anyway.
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
        _ = mallopt(-2, 16 << 20)
        #endif
    }
}

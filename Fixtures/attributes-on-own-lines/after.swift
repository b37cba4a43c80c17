import SwiftUI

/// Keeps track of the reader's progress through the current book.
@Observable
@MainActor
final class ReadingProgress {
    /// Pages read so far.
    var pagesRead = 0

    /// Total number of pages in the current book.
    // set once the book has finished loading
    var pageCount = 0

    private(set) var lastOpened: Date? = nil

    /// Fraction of the book that has been read, from 0 to 1.
    var fraction: Double {
        pageCount == 0 ? 0 : Double(pagesRead) / Double(pageCount)
    }

    func advance(by pages: Int = 1) {
        pagesRead = min(pagesRead + pages, pageCount)
        lastOpened = Date()
    }
}

struct ReadingProgressView: View {
    var progress: ReadingProgress

    var body: some View {
        ProgressView(value: progress.fraction) {
            Text("\(progress.pagesRead) of \(progress.pageCount) pages")
        }
    }
}

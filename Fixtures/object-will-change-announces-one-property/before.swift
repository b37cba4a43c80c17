import Combine
import Foundation

/// A page of text; a plain class, not observable itself.
final class Page {
    var title = ""
    var lines: [String] = []

    func add(_ line: String) {
        lines.append(line)
    }
}

/// Each `send()` announces a change inside the page, which no tracking sees:
/// each becomes `withMutation(keyPath: \.page) {}`. Removing it, as a `send()`
/// beside a tracked change is, would leave the page's readers stale.
final class NotebookModel: ObservableObject {
    @Published var title = "Untitled"
    var page = Page()

    func write(_ line: String) {
        page.lines.append(line)
        objectWillChange.send()
    }

    func rename(_ title: String) {
        objectWillChange.send()
        self.page.title = title.uppercased()
    }

    /// A closure that writes the page, run now.
    func writeAll(_ lines: [String]) {
        let write = { [weak self] (line: String) in
            self?.page.lines.append(line)
            self?.objectWillChange.send()
        }
        for line in lines {
            write(line)
        }
    }
}

/// Sends beside changes in two places, on some paths only, through a method
/// the tool cannot see into, or through a local value: each may announce more
/// than one property's change. The class stays, reported.
final class LedgerModel: ObservableObject {
    @Published var total = 0
    var page = Page()
    var archive = Page()

    func record(_ line: String) {
        page.lines.append(line)
        archive.lines.append(line)
        objectWillChange.send()
    }

    func recordIfNew(_ line: String) {
        if !page.lines.contains(line) {
            page.lines.append(line)
        }
        objectWillChange.send()
    }

    func add(_ line: String) {
        page.add(line)
        objectWillChange.send()
    }

    func recordLocally(_ line: String) {
        let page = Page()
        page.lines.append(line)
        objectWillChange.send()
    }
}

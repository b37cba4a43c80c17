// expected-error: instance method 'environment' requires that 'LibraryStore' conform to 'Observable'
// fix: final class LibraryStore => @Observable final class LibraryStore
import SwiftUI

// .environmentObject(x) became .environment(x) but the class was not made @Observable.
final class LibraryStore {
    var books: [String] = []
}

struct LibraryView: View {
    let library = LibraryStore()

    var body: some View {
        Text("Library")
            .environment(library)
    }
}

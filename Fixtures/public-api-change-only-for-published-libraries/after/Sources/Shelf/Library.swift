import SwiftUI

// In the library product of the package at the top of the run: other
// projects can depend on it.
@Observable public final class Library {
    public var titles: [String] = []

    public init() {}
}

public struct LibraryView: View {
    var library: Library

    public init(library: Library) {
        self.library = library
    }

    public var body: some View {
        List(library.titles, id: \.self) { Text($0) }
    }
}

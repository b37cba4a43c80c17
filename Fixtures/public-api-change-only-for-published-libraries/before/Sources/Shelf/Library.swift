import SwiftUI

// In the library product of the package at the top of the run: other
// projects can depend on it.
public final class Library: ObservableObject {
    @Published public var titles: [String] = []

    public init() {}
}

public struct LibraryView: View {
    @ObservedObject var library: Library

    public init(library: Library) {
        self.library = library
    }

    public var body: some View {
        List(library.titles, id: \.self) { Text($0) }
    }
}

import SwiftUI

struct LibraryView: View {
    @Environment(Library.self) var library
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        @Bindable var library = library
        List {
            TextField("Filter", text: $library.filter)
            Toggle("Show covers", isOn: $preferences.showsCovers)
            ForEach(library.filteredBooks, id: \.self) { title in
                BookTitle(title: title, library: library, stats: ReadingStats())
            }
        }
    }
}

struct BookTitle: View {
    let title: String
    var library: Library
    @ObservedObject var stats: ReadingStats

    var body: some View {
        Text("\(title) (\(library.books.count) books, \(stats.pagesToday) pages today)")
    }
}

struct LibraryRoot: View {
    @State private var library = Library()
    @StateObject private var preferences = Preferences()

    var body: some View {
        NavigationStack {
            LibraryView()
        }
        .environment(library)
        .environmentObject(preferences)
    }
}

import SwiftUI

struct LibraryView: View {
    @EnvironmentObject var library: Library
    @EnvironmentObject var preferences: Preferences

    var body: some View {
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
    @ObservedObject var library: Library
    @ObservedObject var stats: ReadingStats

    var body: some View {
        Text("\(title) (\(library.books.count) books, \(stats.pagesToday) pages today)")
    }
}

struct LibraryRoot: View {
    @StateObject private var library = Library()
    @StateObject private var preferences = Preferences()

    var body: some View {
        NavigationStack {
            LibraryView()
        }
        .environmentObject(library)
        .environmentObject(preferences)
    }
}

import SwiftUI

final class Shelf: ObservableObject {
    @Published var titles: [String] = []
}

struct ShelfView: View {
    @StateObject private var shelf = Shelf()

    var body: some View {
        Text("\(shelf.titles.count) books")
    }
}

import SwiftUI

@Observable final class Shelf {
    var titles: [String] = []
}

struct ShelfView: View {
    @State private var shelf = Shelf()

    var body: some View {
        Text("\(shelf.titles.count) books")
    }
}

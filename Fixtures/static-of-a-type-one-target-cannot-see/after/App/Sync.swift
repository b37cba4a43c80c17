import SwiftUI

@Observable final class Catalog {
    static let shared = Catalog()
    var titles: [String] = []
}

struct CatalogView: View {
    private let catalog = Catalog.shared

    var body: some View { Text("\(catalog.titles.count) titles") }
}

import SwiftUI

final class Catalog: ObservableObject {
    static let shared = Catalog()
    @Published var titles: [String] = []
}

struct CatalogView: View {
    @ObservedObject private var catalog = Catalog.shared

    var body: some View { Text("\(catalog.titles.count) titles") }
}

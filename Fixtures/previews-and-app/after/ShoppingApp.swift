import SwiftUI

@main
struct ShoppingApp: App {
    @State private var cart = Cart()
    @State private var catalog = Catalog(items: Catalog.sampleItems)

    var body: some Scene {
        WindowGroup {
            CatalogView()
                .environment(catalog)
        }
        .environment(cart)
    }
}

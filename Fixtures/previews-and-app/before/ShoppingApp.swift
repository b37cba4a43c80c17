import SwiftUI

@main
struct ShoppingApp: App {
    @StateObject private var cart = Cart()
    @StateObject private var catalog = Catalog(items: Catalog.sampleItems)

    var body: some Scene {
        WindowGroup {
            CatalogView()
                .environmentObject(catalog)
        }
        .environmentObject(cart)
    }
}

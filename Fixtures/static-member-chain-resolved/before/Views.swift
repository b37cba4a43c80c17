import SwiftUI

struct ProductList: View {
    @ObservedObject private var products = Store.shared.products
    @ObservedObject var cart = Store.shared.cart

    var body: some View {
        List(products.names, id: \.self) { name in
            Text("\(name) \(cart.count)")
        }
    }
}

struct PreferencesToggle: View {
    @ObservedObject var preferences = Services.preferences

    var body: some View {
        Toggle("Compact", isOn: $preferences.compact)
    }
}

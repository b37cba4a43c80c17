import SwiftUI

struct ProductList: View {
    private let products = Store.shared.products
    var cart = Store.shared.cart

    var body: some View {
        List(products.names, id: \.self) { name in
            Text("\(name) \(cart.count)")
        }
    }
}

struct PreferencesToggle: View {
    @Bindable var preferences = Services.preferences

    var body: some View {
        Toggle("Compact", isOn: $preferences.compact)
    }
}

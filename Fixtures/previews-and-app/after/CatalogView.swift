import SwiftUI

struct CatalogView: View {
    @Environment(Catalog.self) var catalog
    @Environment(Cart.self) var cart

    var body: some View {
        NavigationStack {
            List(catalog.items, id: \.self) { item in
                Button(item) {
                    cart.add(item)
                }
            }
            .toolbar {
                CartBadge(cart: cart)
            }
        }
    }
}

struct CartBadge: View {
    var cart: Cart

    var body: some View {
        Label("\(cart.items.count)", systemImage: "cart")
    }
}

struct CartView: View {
    @Environment(Cart.self) var cart

    var body: some View {
        @Bindable var cart = cart
        Form {
            ForEach(cart.items, id: \.self) { item in
                Text(item)
            }
            TextField("Coupon", text: $cart.couponCode)
        }
    }
}

struct CatalogView_Previews: PreviewProvider {
    static var previews: some View {
        CatalogView()
            .environment(Catalog(items: Catalog.sampleItems))
            .environment(Cart())
    }
}

struct CartBadge_Previews: PreviewProvider {
    static var previews: some View {
        CartBadge(cart: Cart())
            .previewLayout(.sizeThatFits)
    }
}

struct CartView_Previews: PreviewProvider {
    static let cart: Cart = {
        let cart = Cart()
        cart.add("Apples")
        return cart
    }()

    static var previews: some View {
        CartView()
            .environment(cart)
    }
}

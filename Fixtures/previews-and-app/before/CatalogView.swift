import SwiftUI

struct CatalogView: View {
    @EnvironmentObject var catalog: Catalog
    @EnvironmentObject var cart: Cart

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
    @ObservedObject var cart: Cart

    var body: some View {
        Label("\(cart.items.count)", systemImage: "cart")
    }
}

struct CartView: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
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
            .environmentObject(Catalog(items: Catalog.sampleItems))
            .environmentObject(Cart())
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
            .environmentObject(cart)
    }
}

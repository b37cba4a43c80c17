import SwiftUI

struct CartRoot: View {
    @State private var cart = Cart()

    var body: some View {
        CartList(cart: cart)
            .environment(cart)
    }
}

struct CartList: View {
    var cart: Cart

    var body: some View {
        List(cart.items, id: \.self) { Text($0) }
    }
}

struct CartBadge: View {
    @Environment(Cart.self) var cart

    var body: some View {
        Text("\(cart.items.count)")
    }
}

struct GiftNoteField: View {
    @Bindable var gift: GiftCart

    var body: some View {
        TextField("Note", text: $gift.note)
    }
}

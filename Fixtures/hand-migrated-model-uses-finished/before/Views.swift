import SwiftUI

struct CartRoot: View {
    @StateObject private var cart = Cart()

    var body: some View {
        CartList(cart: cart)
            .environmentObject(cart)
    }
}

struct CartList: View {
    @ObservedObject var cart: Cart

    var body: some View {
        List(cart.items, id: \.self) { Text($0) }
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("\(cart.items.count)")
    }
}

struct GiftNoteField: View {
    @ObservedObject var gift: GiftCart

    var body: some View {
        TextField("Note", text: $gift.note)
    }
}

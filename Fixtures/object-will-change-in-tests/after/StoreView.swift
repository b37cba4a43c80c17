import SwiftUI

struct StoreView: View {
    @State private var store = Store()
    @State private var cart = Cart()

    var body: some View {
        List {
            ForEach(store.items, id: \.self) { item in
                Button(item) {
                    cart.add()
                }
            }
        }
        .toolbar {
            Button("Add") {
                store.add("Item \(store.items.count + 1)")
            }
            Text("\(cart.count) in cart")
        }
    }
}

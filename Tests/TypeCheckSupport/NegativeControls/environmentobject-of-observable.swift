// expected-error: instance method 'environmentObject' requires that 'CartModel' conform to 'ObservableObject'
// fix: .environmentObject(cart) => .environment(cart)
import SwiftUI

// The class became @Observable but the injection site still uses .environmentObject.
@Observable
final class CartModel {
    var items: [String] = []
}

struct ShopView: View {
    @State private var cart = CartModel()

    var body: some View {
        Text("Shop")
            .environmentObject(cart)
    }
}

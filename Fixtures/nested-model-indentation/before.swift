import SwiftUI

enum Checkout {
    /// State of the checkout screen.
    @MainActor
    final class Model: ObservableObject {
        @Published var total: Decimal = 0
        @Published
        var couponCode = ""

        func applyCoupon() {
            if couponCode.uppercased() == "SAVE10" {
                total *= 0.9
            }
        }
    }

    struct SummaryView: View {
        @ObservedObject var model: Model

        var body: some View {
            Form {
                Text(model.total, format: .currency(code: "USD"))
                TextField("Coupon", text: $model.couponCode)
                Button("Apply") {
                    model.applyCoupon()
                }
            }
        }
    }
}

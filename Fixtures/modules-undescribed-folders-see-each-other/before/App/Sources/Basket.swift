import Kit
import SwiftUI

/// The app target's module is named by a project description the tool does
/// not read (a Tuist `Project.swift`): its folder stands for it.
final class Basket: ObservableObject {
    @Published var items: [String] = []
}

struct BasketView: View {
    @EnvironmentObject var basket: Basket

    var body: some View {
        Text(Formatting.title(basket.items.count))
    }
}

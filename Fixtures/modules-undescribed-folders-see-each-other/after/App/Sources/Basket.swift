import Kit
import SwiftUI

/// The app target's module is named by a project description the tool does
/// not read (a Tuist `Project.swift`): its folder stands for it.
@Observable final class Basket {
    var items: [String] = []
}

struct BasketView: View {
    @Environment(Basket.self) var basket

    var body: some View {
        Text(Formatting.title(basket.items.count))
    }
}

import SwiftUI

final class Badge: ObservableObject {
    @Published var label = ""
}

struct BadgeView: View {
    @ObservedObject var badge: Badge

    var body: some View {
        Text(badge.label)
    }
}

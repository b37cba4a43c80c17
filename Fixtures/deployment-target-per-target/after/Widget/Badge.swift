import SwiftUI

@Observable final class Badge {
    var label = ""
}

struct BadgeView: View {
    var badge: Badge

    var body: some View {
        Text(badge.label)
    }
}

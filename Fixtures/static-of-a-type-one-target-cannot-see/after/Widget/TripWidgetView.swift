import SwiftUI

struct TripWidgetView: View {
    var body: some View {
        FeedList()
    }
}

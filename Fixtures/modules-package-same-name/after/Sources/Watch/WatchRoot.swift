import SwiftUI

struct WatchRoot: View {
    @State private var navigation = NavigationManager()

    var body: some View {
        VStack {
            Text("Page \(navigation.page)")
            Toggle("Detail", isOn: $navigation.isShowingDetail)
        }
    }
}

import SwiftUI

/// The watch app's navigation state, shown by its views.
final class NavigationManager: ObservableObject {
    @Published var page = 0
    @Published var isShowingDetail = false

    func open(_ page: Int) {
        self.page = page
        isShowingDetail = true
    }
}

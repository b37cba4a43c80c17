import SwiftUI

/// The watch app's navigation state, shown by its views.
@Observable final class NavigationManager {
    var page = 0
    var isShowingDetail = false

    func open(_ page: Int) {
        self.page = page
        isShowingDetail = true
    }
}

import Combine
import SwiftUI

final class Browser: ObservableObject {
    @Published var isLoading = false
}

/// Stores a `Published<T>.Publisher`: a `$name` passed to a call it does not
/// tell apart may end up here.
final class Spinner {
    private var subscription: AnyCancellable?
    private(set) var shown = false

    init(isLoading: Published<Bool>.Publisher) {
        subscription = isLoading.sink { [weak self] in self?.shown = $0 }
    }
}

struct BrowserView: View {
    @ObservedObject var browser: Browser

    var body: some View {
        Text(browser.isLoading ? "loading" : "idle")
            .onAppear { _ = Spinner(isLoading: browser.$isLoading) }
    }
}

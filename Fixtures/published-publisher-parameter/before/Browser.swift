import Combine

final class Browser: ObservableObject {
    @Published var isLoading: Bool? = nil
}

final class Spinner {
    private var subscription: AnyCancellable?
    private(set) var shown = false

    init(isLoading: Published<Bool?>.Publisher) {
        subscription = isLoading.sink { [weak self] value in self?.shown = value ?? false }
    }

    convenience init(browser: Browser) {
        self.init(isLoading: browser.$isLoading)
    }
}

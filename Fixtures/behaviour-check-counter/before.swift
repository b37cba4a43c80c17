import Combine

final class Counter: ObservableObject {
    @Published var count = 0

    func increment() {
        count += 1
    }
}

import Observation

@Observable final class Counter {
    var count = 0

    func increment() {
        count += 1
    }
}

import Observation

@Observable final class Counter {
    var count = 0
}

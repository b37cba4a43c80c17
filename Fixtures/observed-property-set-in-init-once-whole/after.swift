import SwiftUI

/// Counts the changes of its step; the initializer's own assignment is not one.
@Observable final class Stepper {
    var value = 0
    @ObservationIgnored var step: Int = 1 {
        didSet { changes += 1 }
    }
    var changes = 0
    let name: String

    init(name: String, step: Int) {
        self.name = name
        // The object is whole here: under @Observable this would call the setter and run didSet.
        self.step = step
    }

    func increment() {
        value += step
    }
}

/// Set before the object is whole: its initial value, observers not run either way.
@Observable final class Ruler {
    var length = 0
    var unit: String = "cm" {
        willSet { print("unit will be \(newValue)") }
    }
    let label: String

    init(unit: String, label: String) {
        self.unit = unit
        self.label = label
    }
}

/// Set in place, as a tuple, `inout`, and in a convenience initializer: no observer runs either.
@Observable final class Tally {
    var total = 0
    @ObservationIgnored var entries: [Int] = [] {
        didSet { edits += 1 }
    }
    @ObservationIgnored var low = 0 {
        didSet { edits += 1 }
    }
    @ObservationIgnored var high = 0 {
        didSet { edits += 1 }
    }
    @ObservationIgnored var mode = "plain" {
        didSet { edits += 1 }
    }
    var edits = 0

    init(seed: Int) {
        entries.append(seed)
        (low, high) = (seed, seed + 1)
        Tally.bump(&high)
    }

    convenience init(mode: String) {
        self.init(seed: 0)
        self.mode = mode
    }

    static func bump(_ value: inout Int) {
        value += 1
    }
}

struct StepperView: View {
    var stepper: Stepper
    var ruler: Ruler
    var tally: Tally

    var body: some View {
        Text("\(stepper.value) by \(stepper.step), \(ruler.length) \(ruler.unit), \(tally.total)")
    }
}

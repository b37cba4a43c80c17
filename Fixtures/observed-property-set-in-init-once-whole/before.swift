import SwiftUI

/// Counts the changes of its step; the initializer's own assignment is not one.
final class Stepper: ObservableObject {
    @Published var value = 0
    var step: Int = 1 {
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
final class Ruler: ObservableObject {
    @Published var length = 0
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
final class Tally: ObservableObject {
    @Published var total = 0
    var entries: [Int] = [] {
        didSet { edits += 1 }
    }
    var low = 0 {
        didSet { edits += 1 }
    }
    var high = 0 {
        didSet { edits += 1 }
    }
    var mode = "plain" {
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
    @ObservedObject var stepper: Stepper
    @ObservedObject var ruler: Ruler
    @ObservedObject var tally: Tally

    var body: some View {
        Text("\(stepper.value) by \(stepper.step), \(ruler.length) \(ruler.unit), \(tally.total)")
    }
}

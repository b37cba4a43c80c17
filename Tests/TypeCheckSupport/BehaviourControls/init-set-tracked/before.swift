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

struct StepperView: View {
    @ObservedObject var stepper: Stepper
    @ObservedObject var ruler: Ruler

    var body: some View {
        Text("\(stepper.value) by \(stepper.step), \(ruler.length) \(ruler.unit)")
    }
}

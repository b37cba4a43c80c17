// A migrated model (formerly an ObservableObject with @Published `count` and
// `title`) for the harness's own runtime check; see runtime-check.swift.
import SwiftUI

@Observable
final class CounterModel {
    var count = 0
    var title = "Counter"
    var history: [Int] = []
    @ObservationIgnored var cache: [Int: String] = [:]
    @ObservationIgnored @AppStorage("counter.step") var step = 1
    @ObservationIgnored lazy var formatter = NumberFormatter()

    func increment() {
        history.append(count)
        count += 1
    }
}

struct CounterView: View {
    @State private var model = CounterModel()

    var body: some View {
        VStack {
            Text(model.title)
            Text("\(model.count)")
            Button("Increment") { model.increment() }
        }
    }
}

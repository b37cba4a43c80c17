// expected-error: generic struct 'StateObject' requires that 'CounterModel' conform to 'ObservableObject'
// fix: @StateObject private var model => @State private var model
import SwiftUI

// Migrated the class to @Observable but left @StateObject in the view.
@Observable
final class CounterModel {
    var count = 0
}

struct CounterView: View {
    @StateObject private var model = CounterModel()

    var body: some View {
        Text("\(model.count)")
    }
}

import Combine
import SwiftUI

final class Knob {
    var value: Float = 0
}

/// Written to redraw the rows that hold it; nothing reads it.
final class Refresher: ObservableObject {
    @Published var version = 0
}

final class Library: ObservableObject {
    @Published var titles: [String] = []
}

/// Reads its refresher only in the binding's setter: under Observation the
/// write no longer redraws it (reported).
struct KnobRow: View {
    let knob: Knob
    @StateObject var refresher = Refresher()

    var body: some View {
        VStack {
            Text("\(knob.value)")
            Slider(value: Binding(get: { knob.value }, set: { knob.value = $0; refresher.version += 1 }))
        }
    }
}

/// Reads the library in its body (in a `ForEach`) and in a button's action:
/// not reported.
struct LibraryList: View {
    @ObservedObject var library: Library

    var body: some View {
        VStack {
            ForEach(library.titles, id: \.self) { Text($0) }
            Button("Add") { library.titles.append("New") }
        }
    }
}

/// Reads it only in actions, with `Button { … } label: { … }`.
struct AddButton: View {
    @ObservedObject var library: Library

    var body: some View {
        Button {
            library.titles.append("New")
        } label: {
            Text("Add")
        }
        .onAppear { print(library.titles.count) }
    }
}

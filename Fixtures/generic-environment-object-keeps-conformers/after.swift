import SwiftUI

protocol Dimmable: ObservableObject {
    var level: Double { get }
}

/// Reads the object from the environment by its generic type: what
/// `.environmentObject(_:)` passes.
struct DimmerLabel<Source: Dimmable>: View {
    @EnvironmentObject private var source: Source
    var body: some View { Text("\(source.level)") }
}

final class Bulb: Dimmable {
    @Published var level = 0.5
}

/// Conforms to no such protocol: free to migrate.
@Observable final class Timer2 {
    var seconds = 0
}

struct TimerLabel: View {
    @Environment(Timer2.self) var timer
    var body: some View { Text("\(timer.seconds)") }
}

struct Lobby: View {
    let bulb = Bulb()
    let timer = Timer2()

    var body: some View {
        VStack {
            DimmerLabel<Bulb>().environmentObject(bulb)
            TimerLabel().environment(timer)
        }
    }
}

import SwiftUI
import Combine

protocol TimerModel: ObservableObject {
    var remaining: Int { get }
    func start()
}

final class Countdown: TimerModel {
    @Published private(set) var remaining = 60

    func start() {
        remaining = 60
    }
}

struct TimerLabel<Model: TimerModel>: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("\(model.remaining) s")
    }
}

struct RefreshingView<VM: ObservableObject, Content: View>: View {
    @ObservedObject var viewModel: VM
    let content: (VM) -> Content

    var body: some View {
        content(viewModel)
    }
}

final class ObserverRegistry {
    private(set) var observed: [any ObservableObject] = []

    func register(_ object: any ObservableObject) {
        observed.append(object)
    }
}

@Observable final class LapList {
    var laps: [Int] = []
}

struct LapsView: View {
    var laps: LapList
    @StateObject private var countdown = Countdown()

    var body: some View {
        VStack {
            TimerLabel(model: countdown)
            RefreshingView(viewModel: countdown) { model in
                Text("\(model.remaining)")
            }
            Text("\(laps.laps.count) laps")
        }
    }
}

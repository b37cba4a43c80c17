import SwiftUI

/// Its `deinit` reads two stored properties that were not `@Published`. A
/// tracked property of a class isolated to the main actor cannot be read
/// there, so both stay plain stored properties (`@ObservationIgnored`): as
/// before, changing them updates no view.
@Observable
@MainActor
final class Loader {
    var progress = 0.0
    @ObservationIgnored private var task: Task<Void, Never>?
    @ObservationIgnored private var source = "network"
    private var attempts = 0

    func startIfNeeded() {
        guard task == nil else { return }
        attempts += 1
        task = Task { [weak self] in
            self?.progress = 1
        }
    }

    deinit {
        task?.cancel()
        print("loader from \(source) released")
    }
}

struct LoaderView: View {
    var loader: Loader

    var body: some View {
        Text("\(loader.progress)")
            .onAppear { loader.startIfNeeded() }
    }
}

import SwiftUI

/// Seen only in this file.
private enum State {
    case idle, loading
}

final class Loader: ObservableObject {
    @Published var progress = 0.0
}

struct LoaderView: View {
    @StateObject private var loader = Loader()
    private let state = State.idle

    var body: some View {
        Text("\(loader.progress)")
    }
}

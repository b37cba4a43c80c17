import SwiftUI

/// Seen only in this file.
private enum State {
    case idle, loading
}

@Observable final class Loader {
    var progress = 0.0
}

struct LoaderView: View {
    @SwiftUI.State private var loader = Loader()
    private let state = State.idle

    var body: some View {
        Text("\(loader.progress)")
    }
}

import SwiftUI

/// The app's own `Environment` (a deployment setting) and `Observable` (a
/// value box): where they are visible, SwiftUI's and Observation's names
/// are written qualified.
struct Environment {
    var name: String
}

final class Observable<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

@Observation.Observable final class Downloads: ObservableObject {
    var items: [String] = []
    @ObservationIgnored lazy var formatter = NumberFormatter()
    let progress = Observable(0.0)
}

struct DownloadsView: View {
    /// Hides SwiftUI's `State` inside this view.
    enum State {
        case idle, loading
    }

    @StateObject private var downloads = Downloads()
    var phase: State = .idle

    var body: some View {
        Text("\(downloads.items.count)")
    }
}

struct DownloadsBadge: View {
    @SwiftUI.Environment(Downloads.self) var downloads
    let environment = Environment(name: "production")

    var body: some View {
        Text("\(environment.name): \(downloads.items.count)")
    }
}

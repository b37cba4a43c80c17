import SwiftUI

/// Each model keeps ObservableObject: its @AppStorage has no faithful
/// computed form (views would stop updating under @ObservationIgnored).
final class DownloadLimits: ObservableObject {
    @AppStorage("limit") var limit = 10 {
        // Clamps by assigning itself: a setter doing so would call itself.
        didSet { limit = min(limit, 20) }
    }
    @Published var active = 0
}

final class ExportTarget: ObservableObject {
    @AppStorage("folder") var folder: URL = URL(fileURLWithPath: "/tmp")
}

final class Shuffle: ObservableObject {
    // Computed once by the wrapper; a getter would compute it at every read.
    @AppStorage("seed") var seed: Int = Int.random(in: 0...9)
}

final class SharedBadge: ObservableObject {
    // The wrapper made the store once; a getter would make one at every read
    // (and `UserDefaults(suiteName:)` is optional).
    @AppStorage("badge", store: UserDefaults(suiteName: "group.example")) var badge = 0
}

struct DownloadsView: View {
    @StateObject var limits = DownloadLimits()
    @StateObject var target = ExportTarget()
    @StateObject var shuffle = Shuffle()
    @StateObject var badge = SharedBadge()

    var body: some View {
        Text("\(limits.limit) \(target.folder.path) \(shuffle.seed) \(badge.badge)")
    }
}

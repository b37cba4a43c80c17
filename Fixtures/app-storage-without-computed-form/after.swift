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

struct DownloadsView: View {
    @StateObject var limits = DownloadLimits()
    @StateObject var target = ExportTarget()
    @StateObject var shuffle = Shuffle()

    var body: some View {
        Text("\(limits.limit) \(target.folder.path) \(shuffle.seed)")
    }
}

import SwiftUI

/// Coded by hand through a single value: no coding keys, synthesized or
/// not, are involved, so the macro's `_name` storage changes nothing.
final class Download: ObservableObject, Codable {
    private struct Snapshot: Codable {
        var title: String
        var progress: Double
    }

    let title: String
    @Published var progress: Double

    init(title: String) {
        self.title = title
        progress = 0
    }

    init(from decoder: any Decoder) throws {
        let snapshot = try decoder.singleValueContainer().decode(Snapshot.self)
        title = snapshot.title
        progress = snapshot.progress
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Snapshot(title: title, progress: progress))
    }
}

struct TransferRow: View {
    @ObservedObject var download: Download

    var body: some View {
        Text("\(download.title) \(download.progress)")
    }
}

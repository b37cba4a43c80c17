import SwiftUI

enum Phase {
    case idle, loading, done
}

enum Palette {
    case plain
    case tinted

    /// Not a case: a computed value, which runs code each time it is read.
    static var preferred: Palette {
        MainActor.assumeIsolated { paletteReads += 1 }
        return .tinted
    }
}

@MainActor var paletteReads = 0

/// Starts from enum cases only (written with and without the type, and
/// optional): building it runs nothing, so `@State` may build it again.
@Observable final class Uploader {
    var phase: Phase = .idle
    var previous: Phase? = .done
    var palette: Palette = Palette.plain
    var progress = 0.0
}

/// Starts from a computed static: building it runs code.
@Observable final class Painter: ObservableObject {
    var palette: Palette = .preferred
}

struct UploadView: View {
    @State private var uploader = Uploader()
    @StateObject private var painter = Painter()

    var body: some View {
        Text("\(uploader.progress) \(uploader.phase == .idle) \(painter.palette == .plain)")
    }
}

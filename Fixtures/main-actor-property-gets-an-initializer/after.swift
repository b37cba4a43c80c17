import SwiftUI

/// Only its flag is isolated, and it has no initializer of its own.
@Observable final class UploadStatus {
    @MainActor var isUploading = false
    @MainActor var progress: Double?
    var attempts = 0

    @MainActor func start() {
        isUploading = true
        attempts += 1
    }

    init() {}
}

/// An initializer of its own: nothing to add.
@Observable final class DownloadStatus {
    @MainActor var isDownloading = false

    init() {}
}

/// Isolated as a whole, its implicit initializer too.
@Observable @MainActor final class SyncStatus {
    var isSyncing = false
}

class Transfer {
    init() {}
    init(label: String) {}
}

/// A subclass inherits its superclass's initializers.
@Observable final class ShareStatus: Transfer {
    @MainActor var isSharing = false
}

/// It names a protocol first: it has no superclass.
@Observable final class PrintStatus: Identifiable {
    @MainActor var isPrinting = false

    init() {}
}

/// It names first a class from outside the project, which the migration cannot read.
final class ExportStatus: Operation, ObservableObject {
    @MainActor @Published var isExporting = false
}

struct StatusView: View {
    @State private var upload = UploadStatus()
    @State private var download = DownloadStatus()
    @State private var sync = SyncStatus()
    @State private var share = ShareStatus(label: "share")
    @State private var printing = PrintStatus()
    @ObservedObject var export: ExportStatus

    var body: some View {
        Text("\(upload.isUploading) \(download.isDownloading) \(sync.isSyncing) \(share.isSharing) \(printing.isPrinting) \(export.isExporting)")
    }
}

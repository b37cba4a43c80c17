import SwiftUI

/// Only its flag is isolated, and it has no initializer of its own.
final class UploadStatus: ObservableObject {
    @MainActor @Published var isUploading = false
    @MainActor @Published var progress: Double?
    var attempts = 0

    @MainActor func start() {
        isUploading = true
        attempts += 1
    }
}

/// An initializer of its own: nothing to add.
final class DownloadStatus: ObservableObject {
    @MainActor @Published var isDownloading = false

    init() {}
}

/// Isolated as a whole, its implicit initializer too.
@MainActor final class SyncStatus: ObservableObject {
    @Published var isSyncing = false
}

class Transfer {
    init() {}
    init(label: String) {}
}

/// A subclass inherits its superclass's initializers.
final class ShareStatus: Transfer, ObservableObject {
    @MainActor @Published var isSharing = false
}

/// It names a protocol first: it has no superclass.
final class PrintStatus: Identifiable, ObservableObject {
    @MainActor @Published var isPrinting = false
}

/// It names first a class from outside the project, which the migration cannot read.
final class ExportStatus: Operation, ObservableObject {
    @MainActor @Published var isExporting = false
}

struct StatusView: View {
    @StateObject private var upload = UploadStatus()
    @StateObject private var download = DownloadStatus()
    @StateObject private var sync = SyncStatus()
    @StateObject private var share = ShareStatus(label: "share")
    @StateObject private var printing = PrintStatus()
    @ObservedObject var export: ExportStatus

    var body: some View {
        Text("\(upload.isUploading) \(download.isDownloading) \(sync.isSyncing) \(share.isSharing) \(printing.isPrinting) \(export.isExporting)")
    }
}

import Combine
import Foundation

/// `objectWillChange.send()` that no Observation construct replaces: sent
/// later from a closure, or announcing a change nothing tracked makes. The
/// class stays ObservableObject and the report names each line.
final class Uploader: ObservableObject {
    @Published var progress = 0.0
    private let queue = DispatchQueue(label: "uploads")

    func finish() {
        queue.async {
            self.objectWillChange.send()
        }
    }

    func refresh() {
        objectWillChange.send()
    }
}

/// Forwards the uploader's changes; the uploader stays, so this class stays too.
final class UploadScreenModel: ObservableObject {
    let uploader = Uploader()
    @Published var title = "Uploads"
    private var cancellables = Set<AnyCancellable>()

    init() {
        uploader.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }
}

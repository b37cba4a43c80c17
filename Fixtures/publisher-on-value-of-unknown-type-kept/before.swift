import SwiftUI

/// A property wrapper of the app's own, with a projection of its own.
@propertyWrapper
struct Audited<Value> {
    var wrappedValue: Value
    var projectedValue: AuditTrail { AuditTrail(summary: "\(wrappedValue)") }
}

struct AuditTrail {
    var summary: String
}

struct DraftRejected: Error {
    @Audited var title: String
}

/// The only class that publishes `title`: a `$title` whose value's class
/// cannot be told may still be `DraftRejected`'s projection, so the class
/// stays and the use is left as it is.
final class Editor: ObservableObject {
    @Published var title = ""
}

struct EditorView: View {
    @StateObject private var editor = Editor()

    var body: some View {
        Text(editor.title)
    }
}

func message(for result: Result<Void, Error>) -> String {
    if case .failure(let error as DraftRejected) = result {
        return error.$title.summary
    }
    return "saved"
}

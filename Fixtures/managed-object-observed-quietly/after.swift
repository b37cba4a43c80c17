import CoreData
import SwiftUI

/// A Core Data entity: NSManagedObject is already an ObservableObject and
/// cannot become @Observable, so views keep observing it the old way.
final class NoteEntity: NSManagedObject {
    @NSManaged var title: String
    @NSManaged var body: String
}

struct NoteRow: View {
    @ObservedObject var note: NoteEntity

    var body: some View {
        VStack(alignment: .leading) {
            Text(note.title)
            Text(note.body)
                .font(.caption)
        }
    }
}

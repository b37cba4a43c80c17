import SwiftUI

/// Works with any model that can be observed: `Player` stays ObservableObject.
struct Panel<Model: ObservableObject, Content: View>: View {
    @ObservedObject var model: Model
    let content: (Model) -> Content

    var body: some View { content(model) }
}

final class Player: ObservableObject {
    @Published var isPlaying = false
}

@Observable final class Library {
    var books: [String] = []
}

@Observable final class Session {
    static var active: [Int: Session] = [:]
    var title = ""
}

struct PlayerBar: View {
    @EnvironmentObject var player: Player

    var body: some View {
        Panel(model: player) { Text($0.isPlaying ? "Pause" : "Play") }
    }
}

struct BookList: View {
    @Environment(Library.self) var library

    var body: some View {
        List(library.books, id: \.self) { Text($0) }
    }
}

/// The value's class is told by the cast that binds it, whether the cast may
/// fail (`as?`, in `if let`) or not (`as!`).
struct Root: View {
    let content: AnyObject
    let shelf: AnyObject

    var body: some View {
        VStack {
            if let library = content as? Library {
                BookList().environment(library)
            }
            BookList().environment(shelf as! Library)
        }
    }
}

struct SessionView: View {
    @Environment(Session.self) var session

    var body: some View { Text(session.title) }
}

/// An element of a collection whose type is written is of its element type.
struct Windows: View {
    let id: Int
    let recent: [Session]

    var body: some View {
        VStack {
            if let session = Session.active[id] {
                SessionView().environment(session)
            }
            SessionView().environment(recent[0])
        }
    }
}

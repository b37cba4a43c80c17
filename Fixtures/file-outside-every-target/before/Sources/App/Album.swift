import SwiftUI

final class Album: ObservableObject {
    @Published var photos: [String] = []
}

struct AlbumView: View {
    @StateObject private var album = Album()

    var body: some View {
        List(album.photos, id: \.self) { Text($0) }
    }
}

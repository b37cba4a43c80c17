import SwiftUI

@Observable final class Album {
    var photos: [String] = []
}

struct AlbumView: View {
    @State private var album = Album()

    var body: some View {
        List(album.photos, id: \.self) { Text($0) }
    }
}

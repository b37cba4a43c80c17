import SwiftUI

/// Kept in the repository, but no target builds it: it sees no `Album`.
struct OldAlbumView: View {
    @StateObject var album = Album()

    var body: some View {
        Text("\(album.photos.count) photos")
    }
}

import SwiftUI
import MusicKit

@Observable final class PlaylistModel {
    var songs: [Song] = []
    var isLoading = false
}

struct NowPlayingView: View {
    @ObservedObject private var playerState = ApplicationMusicPlayer.shared.state
    @EnvironmentObject var queue: ApplicationMusicPlayer.Queue
    @State private var playlist = PlaylistModel()

    var body: some View {
        VStack {
            Text(queue.currentEntry?.title ?? "Nothing playing")
            PlaybackStatusLabel(state: playerState)
            List(playlist.songs) { song in
                Text(song.title)
            }
        }
        .overlay {
            if playlist.isLoading {
                ProgressView()
            }
        }
    }
}

struct PlaybackStatusLabel: View {
    @ObservedObject var state: MusicPlayer.State

    var body: some View {
        Text(state.playbackStatus == .playing ? "Playing" : "Paused")
    }
}

struct PlayerRoot: View {
    var body: some View {
        NowPlayingView()
            .environmentObject(ApplicationMusicPlayer.shared.queue)
    }
}

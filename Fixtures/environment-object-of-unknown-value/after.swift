import SwiftUI

@Observable final class AppData {
    var sessions: [String] = []
}

@Observable final class ServerState {
    var isRunning = false
}

enum Services {
    static func current() -> AnyObject { AppData() }
}

/// What a function returns is not told by syntax alone.
func currentData(from services: AnyObject) -> AppData { services as! AppData }

struct ContentView: View {
    @Environment(AppData.self) var data
    var body: some View { Text("\(data.sessions.count)") }
}

struct ServerView: View {
    @Environment(ServerState.self) var state
    var body: some View { Text(state.isRunning ? "on" : "off") }
}

struct Root: View {
    let services = Services.current()

    var body: some View {
        VStack {
            // The class of `currentData(from:)`'s result cannot be told from syntax alone;
            // every class views read from the environment migrates, so it is one of them.
            ContentView().environment(currentData(from: services))
            ServerView().environment(ServerState() as ServerState)
        }
    }
}

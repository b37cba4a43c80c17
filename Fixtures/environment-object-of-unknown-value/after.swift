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
        // The class of what a local closure returns cannot be told from the call;
        // every class views read from the environment migrates, so it is one of them.
        let loadData = { currentData(from: services) }
        VStack {
            ContentView().environment(loadData())
            ServerView().environment(ServerState() as ServerState)
        }
    }
}

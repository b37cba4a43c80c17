import SwiftUI

final class AppData: ObservableObject {
    @Published var sessions: [String] = []
}

final class ServerState: ObservableObject {
    @Published var isRunning = false
}

enum Services {
    static func current() -> AnyObject { AppData() }
}

/// What a function returns is not told by syntax alone.
func currentData(from services: AnyObject) -> AppData { services as! AppData }

struct ContentView: View {
    @EnvironmentObject var data: AppData
    var body: some View { Text("\(data.sessions.count)") }
}

struct ServerView: View {
    @EnvironmentObject var state: ServerState
    var body: some View { Text(state.isRunning ? "on" : "off") }
}

struct Root: View {
    let services = Services.current()

    var body: some View {
        // The class of what a local closure returns cannot be told from the call;
        // every class views read from the environment migrates, so it is one of them.
        let loadData = { currentData(from: services) }
        VStack {
            ContentView().environmentObject(loadData())
            ServerView().environmentObject(ServerState() as ServerState)
        }
    }
}

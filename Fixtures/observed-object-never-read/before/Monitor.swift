import SwiftUI

final class ConnectionMonitor: ObservableObject {
    static let shared = ConnectionMonitor()
    @Published var isOnline = false
}

// Reads what it observes: nothing to say.
struct StatusBadge: View {
    @ObservedObject private var monitor = ConnectionMonitor.shared

    var body: some View {
        Text(monitor.isOnline ? "Online" : "Offline")
    }
}

// Observes the monitor only to be redrawn when it changes.
struct SideMenu: View {
    @ObservedObject private var monitor = ConnectionMonitor.shared
    @State private var title = "Menu"

    var body: some View {
        Text(title)
    }
}

// Reads it in an extension in this file.
struct Footer: View {
    @EnvironmentObject var monitor: ConnectionMonitor

    var body: some View { Text(caption) }
}

extension Footer {
    var caption: String { monitor.isOnline ? "ok" : "retry" }
}

// Never reads it.
struct Header: View {
    @EnvironmentObject var monitor: ConnectionMonitor

    var body: some View { Text("Header") }
}

// Owns one it never reads.
struct Banner: View {
    @StateObject private var monitor = ConnectionMonitor()

    var body: some View { Text("Banner") }
}

// Reads it in an extension in another file.
struct Toolbar: View {
    @EnvironmentObject var monitor: ConnectionMonitor

    var body: some View { Text(label) }
}

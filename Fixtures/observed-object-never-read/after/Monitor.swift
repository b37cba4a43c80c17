import SwiftUI

@Observable final class ConnectionMonitor {
    static let shared = ConnectionMonitor()
    var isOnline = false
}

// Reads what it observes: nothing to say.
struct StatusBadge: View {
    private let monitor = ConnectionMonitor.shared

    var body: some View {
        Text(monitor.isOnline ? "Online" : "Offline")
    }
}

// Observes the monitor only to be redrawn when it changes.
struct SideMenu: View {
    private let monitor = ConnectionMonitor.shared
    @State private var title = "Menu"

    var body: some View {
        Text(title)
    }
}

// Reads it in an extension in this file.
struct Footer: View {
    @Environment(ConnectionMonitor.self) var monitor

    var body: some View { Text(caption) }
}

extension Footer {
    var caption: String { monitor.isOnline ? "ok" : "retry" }
}

// Never reads it.
struct Header: View {
    @Environment(ConnectionMonitor.self) var monitor

    var body: some View { Text("Header") }
}

// Owns one it never reads.
struct Banner: View {
    @State private var monitor = ConnectionMonitor()

    var body: some View { Text("Banner") }
}

// Reads it in an extension in another file.
struct Toolbar: View {
    @Environment(ConnectionMonitor.self) var monitor

    var body: some View { Text(label) }
}

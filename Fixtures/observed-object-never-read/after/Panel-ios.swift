import SwiftUI

#if os(iOS)
struct Panel: View {
    @Environment(ConnectionMonitor.self) private var monitor

    var body: some View { Text(monitor.isOnline ? "On" : "Off") }
}
#endif

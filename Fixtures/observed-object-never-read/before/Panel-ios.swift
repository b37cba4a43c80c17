import SwiftUI

#if os(iOS)
struct Panel: View {
    @EnvironmentObject private var monitor: ConnectionMonitor

    var body: some View { Text(monitor.isOnline ? "On" : "Off") }
}
#endif

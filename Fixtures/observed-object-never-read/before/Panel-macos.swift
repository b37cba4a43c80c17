import SwiftUI

#if os(macOS)
// The same view on the Mac: it never reads the monitor.
struct Panel: View {
    @EnvironmentObject private var monitor: ConnectionMonitor

    var body: some View { Text("Panel") }
}
#endif

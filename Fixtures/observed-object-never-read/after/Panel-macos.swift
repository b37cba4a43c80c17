import SwiftUI

#if os(macOS)
// The same view on the Mac: it never reads the monitor.
struct Panel: View {
    @Environment(ConnectionMonitor.self) private var monitor

    var body: some View { Text("Panel") }
}
#endif

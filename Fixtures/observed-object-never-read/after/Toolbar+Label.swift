import SwiftUI

extension Toolbar {
    var label: String { monitor.isOnline ? "Online" : "Offline" }
}

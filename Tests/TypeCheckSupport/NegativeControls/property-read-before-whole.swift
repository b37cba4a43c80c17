// expected-error: 'self' used in property access 'monitor' before all stored properties are initialized
// fix:     private var monitor =>     @ObservationIgnored private var monitor
import SwiftUI

final class Monitor {}
final class Upsell { init(monitor: Monitor) {} }

// A tracked property read in `init` before the object is whole (needs @ObservationIgnored).
@Observable
final class TagEditor {
    var tags: [String] = []
    private var monitor: Monitor
    private var upsell: Upsell

    init(monitor: Monitor) {
        self.monitor = monitor
        self.upsell = Upsell(monitor: self.monitor)
    }
}

// expected-error: cannot find 'objectWillChange' in scope
// fix:         objectWillChange.send()\n => 
import SwiftUI

// The class became @Observable but still calls objectWillChange.send().
@Observable
final class TimerModel {
    var ticks = 0

    func tick() {
        objectWillChange.send()
        ticks += 1
    }
}

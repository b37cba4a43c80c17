// expected-error: 'self' used in property access 'step' before 'super.init' call
// fix:     private var step =>     @ObservationIgnored private var step
import SwiftUI

class Screen {}

// A tracked property read in a subclass's `init`, before its implicit `super.init()` (needs @ObservationIgnored).
@Observable
final class Counter: Screen {
    var count = 0
    private var step: Int

    init(step: Int) {
        self.step = step
        count = self.step
    }
}

// expected-error: value of type 'SliderModel' has no member '$value'
// fix: .onReceive(model.$value) { print($0) } => .onChange(of: model.value) { print($1) }
import SwiftUI

// The class became @Observable but a view still subscribes to `model.$value`.
@Observable
final class SliderModel {
    var value = 0.0
}

struct SliderView: View {
    var model: SliderModel

    var body: some View {
        Text("\(model.value)")
            .onReceive(model.$value) { print($0) }
    }
}

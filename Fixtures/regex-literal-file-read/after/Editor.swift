import SwiftUI

struct Editor: View {
    @Bindable var model = shared

    var body: some View {
        TextField("Text", text: $model.text)
    }
}

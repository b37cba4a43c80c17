import SwiftUI

struct Editor: View {
    @ObservedObject var model = shared

    var body: some View {
        TextField("Text", text: $model.text)
    }
}

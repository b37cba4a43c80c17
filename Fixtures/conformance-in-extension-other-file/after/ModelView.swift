import SwiftUI

struct ModelView: View {
    @State private var model = Model()

    var body: some View {
        Form {
            TextField("Name", text: $model.name)
            Toggle("Favorite", isOn: $model.isFavorite)
            Button("Clear", role: .destructive) {
                model.clear()
            }
            .disabled(model.trimmedName.isEmpty)
        }
    }
}

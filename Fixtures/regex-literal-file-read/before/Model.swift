import Combine

final class Model: ObservableObject {
    @Published var text = ""
}

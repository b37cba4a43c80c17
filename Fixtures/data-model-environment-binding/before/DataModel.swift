import Combine

final class DataModel: ObservableObject {
    @Published var isEnabled = false
    @Published var volume = 0.5
}

import Combine

class Player: ObservableObject {
    @Published var isPlaying = false

    func play() {
        isPlaying = true
    }
}

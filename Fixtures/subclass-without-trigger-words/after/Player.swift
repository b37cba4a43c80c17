import Observation

@Observable class Player {
    var isPlaying = false

    func play() {
        isPlaying = true
    }
}

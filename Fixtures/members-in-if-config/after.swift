import Observation
import Foundation

@Observable final class Player {
    var title = ""

    #if !os(watchOS)
    var volume = 0.5
    @ObservationIgnored lazy var formatter = NumberFormatter()
    var width = 0.0
    var height = 0.0
    var lastError: String?
    #else
    #if DEBUG
    var debugLog: [String] = []
    #endif
    #endif

    func play() {
        title = "Playing"
    }
}

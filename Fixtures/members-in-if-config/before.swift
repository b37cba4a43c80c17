import Combine
import Foundation

final class Player: ObservableObject {
    @Published var title = ""

    #if !os(watchOS)
    @Published var volume = 0.5
    lazy var formatter = NumberFormatter()
    var width = 0.0, height = 0.0
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

import Foundation

struct Episode {
    var title: String
    var duration: TimeInterval
}

import Foundation
import Observation

@Observable final class Player: Identifiable {
    let id = UUID()
    var name: String
    var score = 0

    init(name: String) {
        self.name = name
    }
}

@Observable final class Team: Identifiable, Equatable {
    let id = UUID()
    var players: [Player] = []

    static func == (lhs: Team, rhs: Team) -> Bool {
        lhs.id == rhs.id
    }
}

@Observable final class Match: Equatable, CustomStringConvertible {
    var homeScore = 0
    var awayScore = 0

    var description: String {
        "\(homeScore) - \(awayScore)"
    }

    static func == (lhs: Match, rhs: Match) -> Bool {
        lhs.homeScore == rhs.homeScore && lhs.awayScore == rhs.awayScore
    }
}

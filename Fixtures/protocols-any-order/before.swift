import Foundation
import Combine

final class Player: ObservableObject, Identifiable {
    let id = UUID()
    @Published var name: String
    @Published var score = 0

    init(name: String) {
        self.name = name
    }
}

final class Team: Identifiable, ObservableObject, Equatable {
    let id = UUID()
    @Published var players: [Player] = []

    static func == (lhs: Team, rhs: Team) -> Bool {
        lhs.id == rhs.id
    }
}

final class Match: Equatable, CustomStringConvertible, ObservableObject {
    @Published var homeScore = 0
    @Published var awayScore = 0

    var description: String {
        "\(homeScore) - \(awayScore)"
    }

    static func == (lhs: Match, rhs: Match) -> Bool {
        lhs.homeScore == rhs.homeScore && lhs.awayScore == rhs.awayScore
    }
}

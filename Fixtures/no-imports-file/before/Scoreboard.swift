//
//  Scoreboard.swift
//  Tally
//

/// The running score of one game.
final class Scoreboard {
    var home = 0
    var away = 0

    var isTied: Bool {
        home == away
    }

    func reset() {
        home = 0
        away = 0
    }
}

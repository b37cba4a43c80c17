//
//  Scoreboard.swift
//  Tally
//

import Observation

/// The running score of one game.
@Observable final class Scoreboard {
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

// Runtime check of the migrated Scoreboard (see TypeCheckTests, runtime-check.swift).
// It had no @Published properties (the ObservableObject conformance was an
// empty extension); its plain vars are tracked now.
let scoreboard = Scoreboard()
expectTracked("Scoreboard.home (plain before)", read: { _ = scoreboard.home }, write: { scoreboard.home = 2 })
expectTracked("Scoreboard.away (plain before)", read: { _ = scoreboard.away }, write: { scoreboard.away = 1 })
expectTracked("Scoreboard.isTied via reset()", read: { _ = scoreboard.isTied }, write: { scoreboard.reset() })

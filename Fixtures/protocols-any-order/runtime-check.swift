// Runtime check of the migrated Player, Team and Match (see TypeCheckTests, runtime-check.swift).
let player = Player(name: "Kim")
expectTracked("Player.name", read: { _ = player.name }, write: { player.name = "Lee" })
expectTracked("Player.score", read: { _ = player.score }, write: { player.score = 3 })

let team = Team()
expectTracked("Team.players", read: { _ = team.players }, write: { team.players.append(player) })

let match = Match()
expectTracked("Match.homeScore", read: { _ = match.homeScore }, write: { match.homeScore = 1 })
expectTracked("Match.awayScore", read: { _ = match.awayScore }, write: { match.awayScore = 2 })

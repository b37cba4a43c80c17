// Members inside an active `#if` clause are migrated like any other member.
let player = Player()
expectTracked("Player.title", read: { _ = player.title }, write: { player.title = "Paused" })
expectTracked("Player.volume (in #if)", read: { _ = player.volume }, write: { player.volume = 1 })
expectTracked("Player.width (split, in #if)", read: { _ = player.width }, write: { player.width = 2 })
expectTracked("Player.height (split, in #if)", read: { _ = player.height }, write: { player.height = 3 })
expectTracked("Player.lastError (now tracked, in #if)", read: { _ = player.lastError }, write: { player.lastError = "failed" })
expectIgnored("Player.formatter (lazy, in #if)", read: { _ = player.formatter }, write: { player.formatter = NumberFormatter() })

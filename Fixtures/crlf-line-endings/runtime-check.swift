// Runtime check of the migrated TimerModel (@MainActor; the driver runs on the main actor).
let timer = TimerModel()
expectTracked("TimerModel.isRunning", read: { _ = timer.isRunning }, write: { timer.isRunning = true })
expectTracked("TimerModel.seconds", read: { _ = timer.seconds }, write: { timer.seconds = 10 })
expectTracked("TimerModel.seconds via tick()", read: { _ = timer.seconds }, write: { timer.tick() })

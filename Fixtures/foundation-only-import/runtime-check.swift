// Runtime check of the migrated DownloadTask (see TypeCheckTests, runtime-check.swift).
let task = DownloadTask(url: URL(fileURLWithPath: "/tmp/file.zip"))
expectTracked("DownloadTask.progress", read: { _ = task.progress }, write: { task.progress = 0.5 })
expectTracked("DownloadTask.isPaused", read: { _ = task.isPaused }, write: { task.isPaused = true })
expectTracked("DownloadTask.isPaused via togglePause()", read: { _ = task.isPaused }, write: { task.togglePause() })

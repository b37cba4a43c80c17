// Runtime check of the migrated StatusModel and ToolbarModel (see TypeCheckTests, runtime-check.swift).
let status = StatusModel()
expectTracked("StatusModel.message", read: { _ = status.message }, write: { status.message = "Saved" })
let toolbar = ToolbarModel()
expectTracked("ToolbarModel.isCompact", read: { _ = toolbar.isCompact }, write: { toolbar.isCompact = true })
let workspace = Workspace()
expectTracked("Workspace.status?.message", read: { _ = workspace.status?.message }, write: { workspace.status?.message = "Synced" })

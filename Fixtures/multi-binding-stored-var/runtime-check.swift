// Runtime check of the migrated CanvasLayout (see TypeCheckTests, runtime-check.swift).
let layout = CanvasLayout()
expectTracked("CanvasLayout.zoom", read: { _ = layout.zoom }, write: { layout.zoom = 2 })
// width and height were plain vars (one declaration); split apart, both are tracked now.
expectTracked("CanvasLayout.width (plain before)", read: { _ = layout.width }, write: { layout.width = 320 })
expectTracked("CanvasLayout.height (plain before)", read: { _ = layout.height }, write: { layout.height = 240 })
// lastX, lastY (plain private vars): skipped, private and not readable from outside; pan(to:_:) changes them but nothing exposes them.

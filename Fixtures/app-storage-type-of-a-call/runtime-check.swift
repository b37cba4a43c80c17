// Runtime check of the migrated Avatar (see TypeCheckTests, runtime-check.swift).
let avatar = Avatar()
expectTracked("Avatar.image", read: { _ = avatar.image }, write: { avatar.image = Data([1, 2, 3]) })
expectTracked("Avatar.isEditing", read: { _ = avatar.isEditing }, write: { avatar.isEditing = true })

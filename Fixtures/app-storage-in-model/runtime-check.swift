// Runtime check of the migrated ProfileModel (see TypeCheckTests, runtime-check.swift).
let profile = ProfileModel()
expectTracked("ProfileModel.avatarURL", read: { _ = profile.avatarURL }, write: { profile.avatarURL = URL(string: "https://example.com/a.png") })
expectTracked("ProfileModel.isEditing", read: { _ = profile.isEditing }, write: { profile.isEditing = true })
// username, showsEmail (@ObservationIgnored @AppStorage): skipped, the stand-in AppStorage has no storage and its getter traps, so they cannot be read at runtime.

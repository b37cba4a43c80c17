// Runtime check of the migrated Profile (see TypeCheckTests, runtime-check.swift).
let profile = Profile(email: "ada@example.com")
expectTracked("Profile.displayName", read: { _ = profile.displayName }, write: { profile.displayName = "Ada" })
expectTracked("Profile.bio", read: { _ = profile.bio }, write: { profile.bio = "Mathematician" })
expectTracked("Profile.showsEmail", read: { _ = profile.showsEmail }, write: { profile.showsEmail = false })

// The same driver runs against before.swift and after.swift; both must print the same.
// Each change below notifies the account's observers once, before and after:
// through forwarding (before) or through the nested read (after).
let account = Account()
watch(account, "account", reading: {
    (account.profile.name, account.appearance.theme, account.appearance.fontSize, account.isSignedIn,
     account.log, account.revision, account.volume)
})
log("rename the profile")
account.profile.name = "Ada"
log("change the theme")
account.appearance.theme = "dark"
log("record an entry")
account.record("signed in")
log("bump the revision")
account.revision += 1
log("set the volume")
account.volume = 0.8
log("sign in")
account.isSignedIn = true
log("final: \(account.profile.name), \(account.appearance.theme), \(account.log), \(account.revision), \(account.volume)")

// Runtime check of the migrated Account hierarchy (see TypeCheckTests, runtime-check.swift).
let account = Account(owner: "Sam")
expectTracked("Account.owner", read: { _ = account.owner }, write: { account.owner = "Sue" })
// balance is private(set): changed through deposit(_:) and applyInterest().
expectTracked("Account.balance via deposit(_:)", read: { _ = account.balance }, write: { account.deposit(100) })

let savings = SavingsAccount(owner: "Sam")
savings.deposit(100)
expectTracked("SavingsAccount.interestRate", read: { _ = savings.interestRate }, write: { savings.interestRate = 0.05 })
expectTracked("SavingsAccount.balance via applyInterest()", read: { _ = savings.balance }, write: { savings.applyInterest() })
expectTracked("SavingsAccount.owner (inherited)", read: { _ = savings.owner }, write: { savings.owner = "Max" })

let youth = YouthSavingsAccount(owner: "Kim", guardianName: "Lee")
expectTracked("YouthSavingsAccount.guardianName", read: { _ = youth.guardianName }, write: { youth.guardianName = "Pat" })
expectTracked("YouthSavingsAccount.interestRate (inherited)", read: { _ = youth.interestRate }, write: { youth.interestRate = 0.03 })
expectTracked("YouthSavingsAccount.owner (inherited)", read: { _ = youth.owner }, write: { youth.owner = "Jo" })
expectTracked("YouthSavingsAccount.balance via deposit(_:) (inherited)", read: { _ = youth.balance }, write: { youth.deposit(5) })

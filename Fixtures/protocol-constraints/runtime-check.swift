// Runtime check of the migrated LapList (Countdown stays ObservableObject: it conforms to an ObservableObject-refining protocol).
let laps = LapList()
expectTracked("LapList.laps", read: { _ = laps.laps }, write: { laps.laps.append(42) })

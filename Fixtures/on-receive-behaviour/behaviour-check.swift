// The view's actions, hosted by the stand-in's `_ViewHost` (SwiftUI's update
// loop, reduced to what `onReceive` and `onChange` need): each change is
// followed by a frame, as in an app, and the actions' notes are printed after it.
let mixer = Mixer()
let journal = Journal()
let host = _ViewHost(MixerView(mixer: mixer, journal: journal))
var printed = 0
@MainActor func frame(_ step: String) {
    host.flush()
    for line in journal.lines.dropFirst(printed) {
        print(line)
    }
    printed = journal.lines.count
    log(step)
}
frame("appeared")
mixer.volume = 3
frame("volume set")
mixer.mode = .on
frame("mode set")
mixer.label = "bass"
frame("label set")
mixer.volume = 7
mixer.mode = .off
frame("volume and mode set")
// `@Published` sends every value it is given, an equal one too.
mixer.volume = 7
frame("volume set to the same value")
// It sends in `willSet`, at once: the action has run before the next line.
mixer.mode = .on
log("right after the assignment: \(journal.lines.last ?? "nothing")")
frame("mode set once more")

import SwiftUI

/// Equal when their titles are, whatever their colors.
struct Label: Equatable {
    var title: String
    var color: String

    init?(title: String) {
        guard !title.isEmpty else { return nil }
        self.title = title
        color = "gray"
    }

    static func == (lhs: Label, rhs: Label) -> Bool { lhs.title == rhs.title }
}

/// Equal when their counts are, whatever their values.
struct Pair<Value> {
    var first: Value
    var second: Value
    var count: Int { 2 }
}

extension Pair: Equatable {
    static func == (lhs: Pair, rhs: Pair) -> Bool { lhs.count == rhs.count }
}

/// Equal when the case is, whatever the case carries.
enum Loading<Value>: Equatable {
    case idle
    case loaded(Value)

    static func == (lhs: Loading, rhs: Loading) -> Bool {
        switch (lhs, rhs) {
        case (.idle, .idle), (.loaded, .loaded): return true
        default: return false
        }
    }
}

/// A failable initializer gives `Label?`: its type is not told whole.
final class Sticker: ObservableObject {
    @Published var label = Label(title: "new")
}

/// A generic type's arguments are not in its initial value.
final class Ruler: ObservableObject {
    @Published var ends = Pair(first: 0, second: 10)
}

/// A case of a generic enum names the enum, not its type.
final class Feed: ObservableObject {
    @Published var state = Loading<[String]>.idle
    @Published var next: Loading<Int> = .idle
}

/// Building it makes a counter: the capture list runs when the closure is made.
final class Counter {
    static var made = 0
    private var value = 0

    init() { Counter.made += 1 }

    func next() -> Int {
        value += 1
        return value
    }
}

@Observable final class Ticker: ObservableObject {
    var ticks = 0
    @ObservationIgnored var tick: () -> Int = { [counter = Counter()] in counter.next() }
}

struct StickerView: View {
    @ObservedObject var sticker: Sticker
    @ObservedObject var ruler: Ruler
    @ObservedObject var feed: Feed
    @StateObject private var ticker = Ticker()

    var body: some View {
        Text("\(sticker.label?.title ?? "") \(ruler.ends.second) \(feed.state == .idle) \(feed.next == .idle) \(ticker.ticks)")
    }
}

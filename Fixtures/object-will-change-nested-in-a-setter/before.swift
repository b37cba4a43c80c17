import Foundation
import SwiftUI

/// The setter's `send()` sits beside the assignment of tracked storage.
final class Shelf: ObservableObject {
    private var storedTitles: [String] = []

    var titles: [String] {
        get { storedTitles }
        set {
            if newValue != storedTitles {
                storedTitles = newValue
                objectWillChange.send()
            }
        }
    }
}

/// The setter's `send()` announces a change of storage no tracking sees.
final class Preferences: ObservableObject {
    var volume: Int {
        get { UserDefaults.standard.integer(forKey: "volume") }
        set {
            if newValue != volume {
                UserDefaults.standard.set(newValue, forKey: "volume")
                objectWillChange.send()
            }
        }
    }
}

struct ShelfView: View {
    @ObservedObject var shelf: Shelf
    @ObservedObject var preferences: Preferences

    var body: some View {
        Text("\(shelf.titles.count) at \(preferences.volume)")
    }
}

import SwiftUI

enum Sorting: String {
    case newest, oldest, popular
}

enum Density: Int {
    case compact = 1, regular = 2
}

struct Layout {
    enum Columns: Int {
        case one = 1, two = 2
    }
}

@Observable final class FeedSettings {
    var sorting: Sorting {
        get {
            access(keyPath: \.sorting)
            return (UserDefaults.standard.object(forKey: "om.check.sorting") as? Sorting.RawValue).flatMap(Sorting.init(rawValue:)) ?? Sorting.newest
        }
        set {
            let oldValue = sorting
            let next = newValue
            // Before the write: the store still holds the old value.
            print("will sort by \(next.rawValue), stored \(String(describing: UserDefaults.standard.string(forKey: "om.check.sorting")))")
            withMutation(keyPath: \.sorting) {
                UserDefaults.standard.set(newValue.rawValue, forKey: "om.check.sorting")
            }
            print("sorted by \(sorting.rawValue), was \(oldValue.rawValue)")
        }
    }
    var density: Density {
        get {
            access(keyPath: \.density)
            return (UserDefaults.standard.object(forKey: "om.check.density") as? Density.RawValue).flatMap(Density.init(rawValue:)) ?? .regular
        }
        set {
            withMutation(keyPath: \.density) {
                UserDefaults.standard.set(newValue.rawValue, forKey: "om.check.density")
            }
        }
    }
    var pinned: Sorting? {
        get {
            access(keyPath: \.pinned)
            return (UserDefaults.standard.object(forKey: "om.check.pinned") as? Sorting.RawValue).flatMap(Sorting.init(rawValue:))
        }
        set {
            withMutation(keyPath: \.pinned) {
                UserDefaults.standard.set(newValue?.rawValue, forKey: "om.check.pinned")
            }
        }
    }
    var columns: Layout.Columns {
        get {
            access(keyPath: \.columns)
            return (UserDefaults.standard.object(forKey: "om.check.columns") as? Layout.Columns.RawValue).flatMap(Layout.Columns.init(rawValue:)) ?? Layout.Columns.two
        }
        set {
            withMutation(keyPath: \.columns) {
                UserDefaults.standard.set(newValue.rawValue, forKey: "om.check.columns")
            }
        }
    }
    var pageSize: Int {
        get {
            access(keyPath: \.pageSize)
            return UserDefaults.standard.object(forKey: "om.check.pageSize") as? Int ?? 20
        }
        set {
            withMutation(keyPath: \.pageSize) {
                UserDefaults.standard.set(newValue, forKey: "om.check.pageSize")
            }
            print("page size \(pageSize)")
        }
    }
    var isEditing = false
}

struct FeedSettingsView: View {
    var settings: FeedSettings

    var body: some View {
        Text("\(settings.sorting.rawValue) \(settings.density.rawValue) \(settings.pageSize)")
    }
}

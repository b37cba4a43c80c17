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

final class FeedSettings: ObservableObject {
    @AppStorage("om.check.sorting") var sorting = Sorting.newest {
        willSet(next) {
            // Before the write: the store still holds the old value.
            print("will sort by \(next.rawValue), stored \(String(describing: UserDefaults.standard.string(forKey: "om.check.sorting")))")
        }
        didSet {
            print("sorted by \(sorting.rawValue), was \(oldValue.rawValue)")
        }
    }
    @AppStorage("om.check.density") var density: Density = .regular
    @AppStorage("om.check.pinned") var pinned: Sorting?
    @AppStorage("om.check.columns") var columns = Layout.Columns.two
    @AppStorage("om.check.pageSize") var pageSize = 20 {
        didSet { print("page size \(pageSize)") }
    }
    @Published var isEditing = false
}

struct FeedSettingsView: View {
    @ObservedObject var settings: FeedSettings

    var body: some View {
        Text("\(settings.sorting.rawValue) \(settings.density.rawValue) \(settings.pageSize)")
    }
}

import Combine
import SwiftUI

/// Stays: a subscription reads its objectWillChange.
final class TagList: ObservableObject {
    @Published var tags: [String] = []
}

@Observable final class Item {
    var isArchived = false
    var tagList: TagList?
}

final class TagLogger {
    private var subscription: AnyCancellable?

    init(tagList: TagList) {
        subscription = tagList.objectWillChange.sink { _ in print("tags change") }
    }
}

struct ArchiveButton: View {
    @Environment(Item.self) var item
    var body: some View { Button("Archive") { item.isArchived = true } }
}

struct TagCount: View {
    @EnvironmentObject var tagList: TagList
    var body: some View { Text("\(tagList.tags.count) tags") }
}

/// `item` is the property everywhere but in the `if let` block, where it is
/// the item's tag list: a name a condition binds is seen in its block only.
struct ItemMenu: View {
    @Environment(Item.self) var item
    @State private var showingTags = false

    var body: some View {
        VStack {
            ArchiveButton()
                .environment(item)
        }
        .sheet(isPresented: $showingTags) {
            if let item = item.tagList {
                TagCount().environmentObject(item)
            } else {
                ArchiveButton().environment(item)
            }
        }
    }
}

enum Route {
    case tags(TagList)
    case archive
}

/// The same with the name a `case` binds.
struct RouteView: View {
    @Environment(Item.self) var item
    let route: Route

    var body: some View {
        switch route {
        case .tags(let item):
            TagCount().environmentObject(item)
        case .archive:
            ArchiveButton().environment(item)
        }
    }
}

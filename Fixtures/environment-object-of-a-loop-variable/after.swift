import Combine
import SwiftUI

@Observable final class Badge {
    var count = 0
}

/// Stays: a subscription reads its objectWillChange.
final class Member: ObservableObject {
    @Published var name = ""
}

final class MemberLogger {
    private var subscription: AnyCancellable?

    init(member: Member) {
        subscription = member.objectWillChange.sink { _ in print("member changes") }
    }
}

struct BadgeLabel: View {
    @Environment(Badge.self) var badge
    var body: some View { Text("\(badge.count)") }
}

struct MemberLabel: View {
    @EnvironmentObject var member: Member
    var body: some View { Text(member.name) }
}

/// The loop's `item` hides the outer one: it is a member, not a badge.
final class Roster {
    var members: [Member] = []

    func rows() -> [AnyView] {
        let item = Badge()
        var rows = [AnyView(BadgeLabel().environment(item))]
        for item in members {
            rows.append(AnyView(MemberLabel().environmentObject(item)))
        }
        return rows
    }
}

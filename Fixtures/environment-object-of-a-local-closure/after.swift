import Combine
import SwiftUI

final class Ledger: ObservableObject {
    @Published var balance = 0
}

/// Stays: a subscription reads its objectWillChange.
final class Archive: ObservableObject {
    @Published var count = 0
}

final class ArchiveLogger {
    private var subscription: AnyCancellable?

    init(archive: Archive) {
        subscription = archive.objectWillChange.sink { _ in print("archive changes") }
    }
}

/// The type's function gives a ledger, but the local closure of the same
/// name answers the call in `body`, and gives an archive.
struct LedgerScreen: View {
    func makeLedger() -> Ledger { Ledger() }

    var body: some View {
        let makeLedger = { Archive() }
        return ArchiveView().environmentObject(makeLedger())
    }
}

struct BalanceView: View {
    @EnvironmentObject var ledger: Ledger
    var body: some View { Text("\(ledger.balance)") }
}

struct ArchiveView: View {
    @EnvironmentObject var archive: Archive
    var body: some View { Text("\(archive.count)") }
}

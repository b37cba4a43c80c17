// expected-error: cannot find '$store' in scope
// fix:     var body: some View { =>     var body: some View {\n        @Bindable var store = store
import SwiftUI

// @EnvironmentObject became @Environment(T.self), but `$store.name` was kept:
// @Environment has no projected value (a local @Bindable is needed).
@Observable
final class AccountStore {
    var name = ""
}

struct AccountView: View {
    @Environment(AccountStore.self) private var store

    var body: some View {
        TextField("Name", text: $store.name)
    }
}

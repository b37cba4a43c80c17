import SwiftUI
import LoadingMacros

/// `@Loadable` is a member macro from another package: it adds
/// `@Published var state` and `$state` subscriptions that this tool cannot
/// see, so the class has to stay an ObservableObject.
@MainActor
@Loadable
final class ProfileModel: ObservableObject {
    @Published var name = ""

    enum Action {
        case refresh
    }
}

struct ProfileView: View {
    @StateObject private var model = ProfileModel()

    var body: some View {
        Text(model.name)
    }
}

struct ProfileHeader: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        TextField("Name", text: $model.name)
    }
}

import SwiftUI

final class AppModel: ObservableObject {
    final class Settings: ObservableObject {
        @Published var username = ""
        @Published var prefersCompactLayout = false
    }

    @Published var isOnboarded = false
    let settings = Settings()
}

struct AccountView: View {
    @EnvironmentObject var settings: AppModel.Settings

    var body: some View {
        Form {
            TextField("Username", text: $settings.username)
            Toggle("Compact layout", isOn: $settings.prefersCompactLayout)
        }
    }
}

struct GreetingView: View {
    @ObservedObject var settings: AppModel.Settings

    var body: some View {
        Text(settings.username.isEmpty ? "Hello!" : "Hello, \(settings.username)!")
    }
}

extension AppModel {
    struct LayoutBadge: View {
        @EnvironmentObject var settings: Settings

        var body: some View {
            Image(systemName: settings.prefersCompactLayout ? "rectangle.compress.vertical" : "rectangle.expand.vertical")
        }
    }
}

struct RootView: View {
    @StateObject private var model = AppModel()

    var body: some View {
        NavigationStack {
            VStack {
                GreetingView(settings: model.settings)
                AppModel.LayoutBadge()
                AccountView()
            }
        }
        .environmentObject(model.settings)
    }
}

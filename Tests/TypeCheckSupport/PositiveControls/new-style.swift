// Positive control: valid migrated SwiftUI code (@Observable, @State, @Bindable,
// @Environment(T.self), .environment(x), @ObservationIgnored).
// It must type-check against the stand-in; if it doesn't, the stand-in is wrong.
import SwiftUI
import Observation

struct Todo: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var done = false
}

@Observable
final class Store {
    var todos: [Todo] = []
    var name = ""
    var count = 0
    var isOn = false
    @ObservationIgnored var cache: [String: Int] = [:]
    @ObservationIgnored @AppStorage("volume") var volume = 0.5
    @ObservationIgnored lazy var formatter = NumberFormatter()

    func add() { todos.append(Todo(title: name)) }
}

@Observable final class AppSettings {
    var darkMode = false
}

@main
struct TodoApp: App {
    @State private var store = Store()
    @State private var settings = AppSettings()
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
                .environment(settings)
        }
        .environment(store)
    }
}

struct ContentView: View {
    @Environment(Store.self) private var store
    @Environment(AppSettings.self) private var settings: AppSettings?
    @State private var showSheet = false
    @State private var optionalStore: Store?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                ForEach($store.todos) { $todo in
                    Toggle(todo.title, isOn: $todo.done)
                }
                TextField("Name", text: $store.name)
                if let settings {
                    SettingsView(settings: settings)
                }
            }
            .sheet(isPresented: $showSheet) { DetailView(store: store) }
            .onChange(of: store.count, initial: true) { print("changed") }
            .environment(optionalStore)
        }
    }
}

struct SettingsView: View {
    @Bindable var settings: AppSettings
    var body: some View {
        Toggle("Dark", isOn: $settings.darkMode)
    }
}

struct DetailView: View {
    var store: Store
    var body: some View {
        Text(store.name)
        Button("Close") { store.isOn.toggle() }
        let b = Bindable(store)
        TextField("n", text: b.name)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView().environment(Store()).environment(AppSettings())
    }
}

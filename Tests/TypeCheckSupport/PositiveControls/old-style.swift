// Positive control: valid pre-migration SwiftUI code (ObservableObject, @Published,
// @StateObject, @ObservedObject, @EnvironmentObject, .environmentObject, Combine).
// It must type-check against the stand-in; if it doesn't, the stand-in is wrong.
import SwiftUI
import Combine

final class Item: Identifiable {
    let id = UUID()
    var title: String
    init(title: String) { self.title = title }
}

struct Todo: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var done = false
}

final class Store: ObservableObject {
    @Published var todos: [Todo] = []
    @Published var name = ""
    @Published var count = 0
    @Published var isOn = false
    var cancellables = Set<AnyCancellable>()
    let events = PassthroughSubject<String, Never>()

    init() {
        $name
            .removeDuplicates()
            .debounce(for: .milliseconds(200), scheduler: DispatchQueue.main)
            .sink { [weak self] value in self?.events.send(value) }
            .store(in: &cancellables)
        Just(3).assign(to: &$count)
    }

    func add() {
        objectWillChange.send()
        todos.append(Todo(title: name))
    }
}

final class AppSettings: ObservableObject {
    @Published var darkMode = false
    @AppStorage("volume") var volume = 0.5
}

@main
struct TodoApp: App {
    @StateObject private var store = Store()
    @StateObject private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
                .environmentObject(settings)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: Store
    @EnvironmentObject var settings: AppSettings
    @State private var showSheet = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        NavigationStack {
            List {
                Section("Todos") {
                    ForEach($store.todos) { $todo in
                        Toggle(todo.title, isOn: $todo.done)
                    }
                    .onDelete { store.todos.remove(atOffsets: $0) }
                }
                Section {
                    TextField("Name", text: $store.name)
                    Stepper("Count: \(store.count)", value: $store.count, in: 0...10)
                    Toggle("Dark", isOn: $settings.darkMode)
                    Picker("Scheme", selection: $store.count) {
                        Text("A").tag(0)
                        Text("B").tag(1)
                    }
                }
                if store.todos.isEmpty {
                    Text("Nothing")
                } else {
                    Text("\(store.todos.count) items")
                }
                if store.isOn {
                    ProgressView()
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { store.add() }
                }
            }
            .toolbar {
                Button { showSheet = true } label: { Image(systemName: "plus") }
            }
            .sheet(isPresented: $showSheet) {
                DetailView(store: store)
            }
            .onReceive(store.events) { value in print(value) }
            .onChange(of: store.count) { old, new in print(old, new) }
            .onAppear { }
            .task { await Task.yield() }
            .padding()
            .font(.title)
            .disabled(store.isOn)
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity)
        }
    }
}

struct DetailView: View {
    @ObservedObject var store: Store
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(store.name)
                Spacer()
                Image(systemName: "star")
            }
            TextField("Name", text: $store.name)
            NavigationLink("Next") { EmptyView() }
            Button("Done", role: .cancel) { }
            Form { Text("x") }
            ForEach(0..<3) { i in Text("\(i)") }
            ForEach(store.todos, id: \.id) { t in Text(t.title) }
            ProgressView(value: 0.5)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environmentObject(Store())
            .environmentObject(AppSettings())
    }
}

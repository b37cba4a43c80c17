import Combine

// Negative control: the parent forwards its child's changes.
final class Child: ObservableObject {
    @Published var name = ""
}

final class Parent: ObservableObject {
    let child = Child()
    @Published var title = ""
    private var cancellables = Set<AnyCancellable>()

    init() {
        child.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }.store(in: &cancellables)
    }
}

import Combine
import Observation

// A wrong migration: the forwarding is removed although the child stays an
// ObservableObject, which Observation does not track; the change goes unseen.
final class Child: ObservableObject {
    @Published var name = ""
}

@Observable final class Parent {
    let child = Child()
    var title = ""
}

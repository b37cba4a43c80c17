import Combine
import Foundation

/// A protocol that hands out `Published<T>.Publisher`s: its conformers keep
/// their publishers, so they stay ObservableObject.
protocol QueueSource: AnyObject {
    var hasNextPublisher: Published<Bool>.Publisher { get }
}

final class EpisodeQueue: ObservableObject, QueueSource {
    @Published var hasNext = false
    lazy var hasNextPublisher: Published<Bool>.Publisher = $hasNext
}

/// A class that exposes its own publisher through a typed property: the type
/// becomes `CurrentValueSubject<T, Never>` with the class.
final class Downloader: ObservableObject {
    @Published var progress = 0.0

    var progressPublisher: Published<Double>.Publisher {
        $progress
    }
}

/// A box read through a wrapper struct whose `projectedValue` is typed
/// `Published<Value>.Publisher`: that type cannot hold a subject, so the box stays.
final class ValueBox<Value>: ObservableObject {
    @Published var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

@propertyWrapper
struct Boxed<Value> {
    let storage: ValueBox<Value>

    init(wrappedValue: Value) {
        storage = ValueBox(wrappedValue)
    }

    var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    var projectedValue: Published<Value>.Publisher {
        storage.$value
    }
}

// A minimal update loop, for behaviour checks only (SwiftUI has no such API).
// It holds one view, evaluates its body, and evaluates it again when something
// the body read has changed: an `@Observable` property read during the body
// (through `withObservationTracking`), or the `objectWillChange` of an
// `@ObservedObject`/`@StateObject` the view holds. It runs the event modifiers
// a migration converts the way SwiftUI does:
// - `onReceive(publisher)` subscribes when the view first appears and runs its
//   action for each value, when the publisher sends it (for `@Published`, in
//   `willSet`, before the property changes);
// - `onChange(of:initial:)` runs after a body evaluation whose value differs
//   from the one before (and at the first evaluation when `initial` is true).
// Limits: only `@ObservedObject` objects are followed (the stand-in's
// `@StateObject` and `@EnvironmentObject` hold no object); only a chain of
// modifiers applied to the body's outermost view is
// followed (not modifiers inside stacks), and the body is evaluated again on
// `flush()` (SwiftUI waits for the next frame), never during a change.

/// Hosts one view; `flush()` plays the part of SwiftUI's next frame.
@MainActor
public final class _ViewHost<Content: View> {
    private let view: Content
    private var needsUpdate = false
    private let state = _HostState()
    private var objectSubscriptions: [AnyCancellable] = []

    public init(_ view: Content) {
        self.view = view
        for child in Mirror(reflecting: view).children {
            guard let source = child.value as? _ObjectWillChangeSource else { continue }
            objectSubscriptions.append(source._objectWillChange.sink { [weak self] in
                MainActor.assumeIsolated { self?.needsUpdate = true }
            })
        }
        update()
    }

    /// Evaluates the body again, as often as something it read has changed since.
    public func flush() {
        while needsUpdate { update() }
    }

    private func update() {
        needsUpdate = false
        let body = withObservationTracking { view.body } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.needsUpdate = true }
        }
        var position = 0
        (body as? _HostedModifier)?._apply(in: state, position: &position)
    }
}

/// What the host keeps between body evaluations, per modifier position:
/// an `onReceive` subscription, an `onChange` value.
@MainActor
public final class _HostState {
    var slots: [Int: Any] = [:]
}

/// A modifier the host runs.
@MainActor
public protocol _HostedModifier {
    func _apply(in state: _HostState, position: inout Int)
}

/// A view property whose object tells of its changes (`@ObservedObject`, `@StateObject`).
@MainActor
public protocol _ObjectWillChangeSource {
    var _objectWillChange: AnyPublisher<Void, Never> { get }
}

/// `content.onReceive(publisher, perform: action)`.
public struct _OnReceiveView<Content: View, P: Publisher>: _HostedModifier where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    public func _apply(in state: _HostState, position: inout Int) {
        (content as? _HostedModifier)?._apply(in: state, position: &position)
        position += 1
        // Subscribed once, when the view appeared.
        guard state.slots[position] == nil else { return }
        let action = action
        state.slots[position] = publisher.sink { value in action(value) }
    }
}

extension _OnReceiveView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// `content.onChange(of: value, initial: initial, action)`.
public struct _OnChangeView<Content: View, V: Equatable>: _HostedModifier {
    let content: Content
    let value: V
    let initial: Bool
    let action: (_ oldValue: V, _ newValue: V) -> Void

    public func _apply(in state: _HostState, position: inout Int) {
        (content as? _HostedModifier)?._apply(in: state, position: &position)
        position += 1
        if let previous = state.slots[position] as? V {
            if previous != value { action(previous, value) }
        } else if initial {
            action(value, value)
        }
        state.slots[position] = value
    }
}

extension _OnChangeView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ObservedObject: _ObjectWillChangeSource {
    public var _objectWillChange: AnyPublisher<Void, Never> {
        wrappedValue.objectWillChange.map { _ in () }.eraseToAnyPublisher()
    }
}

// View modifiers, shapes and colour descriptions the fixtures use.

extension Color: CustomStringConvertible {
    public var description: String { "Color" }
}

/// A circle shape.
public struct Circle: View, Sendable {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }

    nonisolated public func fill<S: ShapeStyle>(_ content: S) -> some View { _ModifiedView(self) }
}

/// A modifier that you apply to a view, producing a different version of it.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The content view a `ViewModifier` receives.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    nonisolated public func modifier<M: ViewModifier>(_ modifier: M) -> some View { _ModifiedView(self) }

    nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { _ModifiedView(self) }
}

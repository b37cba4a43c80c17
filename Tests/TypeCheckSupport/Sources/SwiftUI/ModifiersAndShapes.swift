// View modifiers as types, shapes, and colour descriptions.

// MARK: - ViewModifier

/// A modifier that you apply to a view or another view modifier, producing a
/// different version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content view a `ViewModifier` receives.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {}

extension _ViewModifier_Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// Layers a secondary view in front of this view (the pre-iOS 15 form,
    /// still available).
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
    where Overlay: View {
        _ModifiedView(self)
    }
}

// MARK: - Shapes

/// A 2D shape that you can use when drawing a view. As in SwiftUI, a shape is a
/// view whose body, by default, fills the shape with the foreground style.
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape where Self.Body == _ShapeView<Self, ForegroundStyle> {
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

extension Shape {
    /// Fills this shape with a color or gradient.
    nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        _ModifiedView(self)
    }
}

/// A view that draws a shape with a style.
public struct _ShapeView<Content, Style> where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }
}

extension _ShapeView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The outline of a 2D shape.
public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(ellipseIn rect: CGRect) {}
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: Sendable {
    public init() {}
}

extension Circle: Shape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

// MARK: - Colour descriptions

extension Color: CustomStringConvertible {
    public var description: String { "Color" }
}

// A stand-in for SwiftUI's *signatures*, so that SwiftUI code written for Apple
// platforms can be type-checked on Linux. Nothing here draws or updates
// anything: bodies are `fatalError()` or return placeholders. What must be
// faithful are the generic constraints and isolation a migration can get wrong
// (see PropertyWrappers.swift and Environment.swift).
//
// Like SwiftUI, this module re-exports Foundation, Observation and Combine.

@_exported import Combine
@_exported import Foundation
@_exported import Observation
#if canImport(FoundationNetworking)
// On Apple platforms URLSession is part of Foundation.
@_exported import FoundationNetworking
#endif

// MARK: - View

/// A type that represents part of your app's user interface.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The placeholder every modifier of this stand-in returns (as `some View`).
public struct _ModifiedView<Content: View> {
    public init(_ content: Content) {}
}

extension _ModifiedView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
public struct EmptyView: Sendable {
    public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A View created from a swift tuple of View values.
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Content that shows one of two possible children.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type-erased view.
public struct AnyView {
    public init<V: View>(_ view: V) {}
    public init<V: View>(erasing view: V) {}
}

extension AnyView: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - ViewBuilder

/// A custom parameter attribute that constructs views from closures.
///
/// Like SwiftUI's, it has no `buildArray`: a `for` loop is not allowed in a
/// view builder (use `ForEach`), and `if` without `else` goes through `buildIf`.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .init(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        .init(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: - Dynamic properties

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - Previews

/// A type that produces view previews in Xcode.
///
/// The `#Preview` macro has no stand-in (a macro needs a compiler plugin), so
/// fixtures use `PreviewProvider`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

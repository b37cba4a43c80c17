// View modifiers. As in SwiftUI they are `nonisolated` and return `some View`.
// `onReceive` and `onChange` keep their content and action, for `_ViewHost`.
// The ones a migration touches keep SwiftUI's constraints exactly:
// `environmentObject(_:)` takes an `ObservableObject`, `environment(_:)` an
// `AnyObject & Observable` (or an optional one).

extension View {
    // MARK: Environment

    /// Supplies an `ObservableObject` to a view subhierarchy.
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        _ModifiedView(self)
    }

    /// Places an observable object in the view's environment.
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        _ModifiedView(self)
    }

    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        _ModifiedView(self)
    }

    // MARK: Events

    /// Adds an action to perform when this view detects data emitted by the given publisher.
    nonisolated public func onReceive<P>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P: Publisher, P.Failure == Never {
        _OnReceiveView(content: self, publisher: publisher, action: action)
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        _OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    nonisolated public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable {
        _OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Adds an action to perform when the given value changes (deprecated in iOS 17).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View
    where V: Equatable {
        _OnChangeView(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView(self) }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _ModifiedView(self) }

    nonisolated public func onSubmit(_ action: @escaping () -> Void) -> some View { _ModifiedView(self) }

    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _ModifiedView(self)
    }

    /// Adds an asynchronous task to perform before this view appears.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        _ModifiedView(self)
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    nonisolated public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable {
        _ModifiedView(self)
    }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _ModifiedView(self) }

    // MARK: Presentation

    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        _ModifiedView(self)
    }

    nonisolated public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        _ModifiedView(self)
    }

    nonisolated public func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        _ModifiedView(self)
    }

    nonisolated public func alert<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        _ModifiedView(self)
    }

    @_disfavoredOverload
    nonisolated public func alert<S, A>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        _ModifiedView(self)
    }

    nonisolated public func alert<A, M>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View where A: View, M: View {
        _ModifiedView(self)
    }

    @_disfavoredOverload
    nonisolated public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        _ModifiedView(self)
    }

    nonisolated public func confirmationDialog<A>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where A: View {
        _ModifiedView(self)
    }

    // MARK: Navigation

    nonisolated public func navigationTitle(_ title: Text) -> some View { _ModifiedView(self) }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _ModifiedView(self) }

    @_disfavoredOverload
    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { _ModifiedView(self) }

    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { _ModifiedView(self) }

    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func navigationDestination<D, C>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        _ModifiedView(self)
    }

    nonisolated public func navigationDestination<V>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View where V: View {
        _ModifiedView(self)
    }

    nonisolated public func navigationDestination<D, C>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View where D: Hashable, C: View {
        _ModifiedView(self)
    }

    nonisolated public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        _ModifiedView(self)
    }

    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        _ModifiedView(self)
    }

    nonisolated public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { _ModifiedView(self) }

    nonisolated public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View {
        _ModifiedView(self)
    }

    // MARK: Appearance and layout

    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _ModifiedView(self) }

    nonisolated public func padding(_ length: CGFloat) -> some View { _ModifiedView(self) }

    nonisolated public func font(_ font: Font?) -> some View { _ModifiedView(self) }

    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _ModifiedView(self) }

    nonisolated public func bold(_ isActive: Bool = true) -> some View { _ModifiedView(self) }

    nonisolated public func italic(_ isActive: Bool = true) -> some View { _ModifiedView(self) }

    nonisolated public func monospacedDigit() -> some View { _ModifiedView(self) }

    nonisolated public func lineLimit(_ number: Int?) -> some View { _ModifiedView(self) }

    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _ModifiedView(self) }

    nonisolated public func disabled(_ disabled: Bool) -> some View { _ModifiedView(self) }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { _ModifiedView(self) }

    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View
    where S1: ShapeStyle, S2: ShapeStyle {
        _ModifiedView(self)
    }

    nonisolated public func foregroundColor(_ color: Color?) -> some View { _ModifiedView(self) }

    nonisolated public func tint(_ tint: Color?) -> some View { _ModifiedView(self) }

    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _ModifiedView(self) }

    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle {
        _ModifiedView(self)
    }

    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        _ModifiedView(self)
    }

    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        _ModifiedView(self)
    }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        _ModifiedView(self)
    }

    nonisolated public func opacity(_ opacity: Double) -> some View { _ModifiedView(self) }

    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _ModifiedView(self) }

    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { _ModifiedView(self) }

    nonisolated public func scaledToFit() -> some View { _ModifiedView(self) }

    nonisolated public func scaledToFill() -> some View { _ModifiedView(self) }

    nonisolated public func labelsHidden() -> some View { _ModifiedView(self) }

    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { _ModifiedView(self) }

    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { _ModifiedView(self) }

    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { _ModifiedView(self) }

    nonisolated public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle { _ModifiedView(self) }

    // MARK: Identity and animation

    nonisolated public func tag<V>(_ tag: V) -> some View where V: Hashable { _ModifiedView(self) }

    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { _ModifiedView(self) }

    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        _ModifiedView(self)
    }

    // MARK: Previews

    nonisolated public func previewDisplayName(_ value: String?) -> some View { _ModifiedView(self) }

    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { _ModifiedView(self) }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

// MARK: - Styles (names only)

public protocol ListStyle {}
public struct _ListStyle: ListStyle {}
extension ListStyle where Self == _ListStyle {
    public static var automatic: _ListStyle { _ListStyle() }
    public static var plain: _ListStyle { _ListStyle() }
    public static var grouped: _ListStyle { _ListStyle() }
    public static var inset: _ListStyle { _ListStyle() }
    public static var insetGrouped: _ListStyle { _ListStyle() }
    public static var sidebar: _ListStyle { _ListStyle() }
}

public protocol PickerStyle {}
public struct _PickerStyle: PickerStyle {}
extension PickerStyle where Self == _PickerStyle {
    public static var automatic: _PickerStyle { _PickerStyle() }
    public static var segmented: _PickerStyle { _PickerStyle() }
    public static var menu: _PickerStyle { _PickerStyle() }
    public static var inline: _PickerStyle { _PickerStyle() }
    public static var wheel: _PickerStyle { _PickerStyle() }
    public static var navigationLink: _PickerStyle { _PickerStyle() }
}

public protocol PrimitiveButtonStyle {}
public struct _ButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == _ButtonStyle {
    public static var automatic: _ButtonStyle { _ButtonStyle() }
    public static var plain: _ButtonStyle { _ButtonStyle() }
    public static var bordered: _ButtonStyle { _ButtonStyle() }
    public static var borderedProminent: _ButtonStyle { _ButtonStyle() }
    public static var borderless: _ButtonStyle { _ButtonStyle() }
}

public protocol TextFieldStyle {}
public struct _TextFieldStyle: TextFieldStyle {}
extension TextFieldStyle where Self == _TextFieldStyle {
    public static var automatic: _TextFieldStyle { _TextFieldStyle() }
    public static var plain: _TextFieldStyle { _TextFieldStyle() }
    public static var roundedBorder: _TextFieldStyle { _TextFieldStyle() }
}

// View modifiers the book calls. Citations: see View.swift.

import Combine

// iOS17 @704000 "@inlinable public func font(_ font: SwiftUI.Font?) -> some SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func font(_ font: Font?) -> some View { fatalError() }
}

// iOS17 @944000 "@inlinable public func foregroundStyle<S>(_ style: S) -> some SwiftUI.View where S : SwiftUI.ShapeStyle"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { fatalError() }
}

// iOS17 @1200000 "@inlinable public func frame(width: CoreFoundation.CGFloat? = nil, height: CoreFoundation.CGFloat? = nil, alignment: SwiftUI.Alignment = .center)"
// and @1200000/@1216000 "@inlinable public func frame(minWidth: CoreFoundation.CGFloat? = nil, idealWidth:"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }
}

// iOS17 @496000 "@inlinable public func padding(_ edges: SwiftUI.Edge.Set = .all, _ length: CoreFoundation.CGFloat? = nil)"
// and "@inlinable public func padding(_ length: CoreFoundation.CGFloat) -> some SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    public func padding(_ length: CGFloat) -> some View { fatalError() }
}

// iOS17 @176000 "@inlinable public func fixedSize() -> some SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func fixedSize() -> some View { fatalError() }
}

// iOS17 @448000 "@inlinable public func background<S, T>(_ style: S, in shape: T, fillStyle: SwiftUI.FillStyle = FillStyle())"
// (two overloads: T : Shape and T : InsettableShape) and
// "@inlinable public func overlay<V>(alignment: SwiftUI.Alignment = .center, @SwiftUI.ViewBuilder content: () -> V)"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { fatalError() }
    public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: InsettableShape { fatalError() }
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { fatalError() }
}

// iOS17 @768000 "@inlinable public func tag<V>(_ tag: V) -> some SwiftUI.View where V : Swift.Hashable"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func tag<V>(_ tag: V) -> some View where V: Hashable { fatalError() }
}

// iOS17 @1296000 "public func accessibilityElement(children: SwiftUI.AccessibilityChildBehavior = .ignore) -> some SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
}

// iOS17 @1264000 "public struct AccessibilityChildBehavior" and @1296000
// "extension SwiftUI.AccessibilityChildBehavior {" with "public static let combine"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior {
    public static let ignore: AccessibilityChildBehavior = { fatalError() }()
    public static let contain: AccessibilityChildBehavior = { fatalError() }()
    public static let combine: AccessibilityChildBehavior = { fatalError() }()
}

// iOS17 @176000 "@inlinable public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Swift.Void) -> some SwiftUI.View where P : Combine.Publisher, P.Failure == Swift.Never"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P: Publisher, P.Failure == Never { fatalError() }
}

// iOS17 @1120000 "public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some SwiftUI.View where V : Swift.Equatable"
// and "public func onChange<V>(of value: V, initial: Swift.Bool = false, _ action: @escaping () -> Swift.Void) -> some SwiftUI.View where V : Swift.Equatable"
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable { fatalError() }
    public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable { fatalError() }
}

// Type-checker stand-in for Apple's SwiftUI: View, the view builder and the views it builds.
// Never shipped, never run: every body is fatalError(). Each declaration copies its signature
// from the iOS 17.0 SDK interface and cites it as
//   iOS17 @OFFSET "search string"
// where iOS17 is xybp888/iOS-SDKs iPhoneOS17.0.sdk/System/Library/Frameworks/SwiftUI.framework/
// Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface and OFFSET is the start of the
// 16,000-character window (read_file offset) that holds the search string. README.md says more.

// iOS17 @0 "@_exported import CoreGraphics" and "@_exported import Observation". On Linux,
// CGFloat, CGSize and CGRect live in Foundation, so Foundation stands in for CoreGraphics.
@_exported import Foundation
@_exported import Observation

// iOS17 @1248000 "@_typeEraser(AnyView) public protocol View"
// (`@_Concurrency.MainActor(unsafe)` is spelled `@preconcurrency @MainActor` in source.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_typeEraser(AnyView) public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Self.Body { get }
}

// iOS17 @1248000 "extension Swift.Never : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {}

// iOS17 @128000 "extension Swift.Never {" with "public typealias Body = Swift.Never"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// NOT CONFIRMED in the interface: the witness that gives primitive views (Text, Image, the
// stacks: `public typealias Body = Swift.Never` and no body) their `body`. The interface must
// hold one, since those conformances compile; its exact form was not found.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View where Body == Never {
    public var body: Never { fatalError() }
}

// iOS17 @768000 "@_functionBuilder public struct ViewBuilder"
// (`@_functionBuilder` is the old spelling of `@resultBuilder`.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { fatalError() }
    // iOS17 @768000 "#if compiler(>=5.3) && $ParameterPacks" (every compiler that reads this
    // file has parameter packs). No fixed-arity buildBlock<C0, C1...> was found for ViewBuilder.
    @_disfavoredOverload
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }
}

// iOS17 @768000 "public static func buildIf<Content>(_ content: Content?) -> Content?"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewBuilder {
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { fatalError() }
}

// iOS17 @768000 "public static func buildLimitedAvailability<Content>(_ content: Content) -> SwiftUI.AnyView"
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { fatalError() }
}

// iOS17 @256000 "@frozen public struct TupleView<T> : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { fatalError() }
    public typealias Body = Never
}

// iOS17 @192000 "@frozen public struct EmptyView : SwiftUI.View"; @1472000 "extension SwiftUI.EmptyView : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View, Sendable {
    public init() { fatalError() }
    public typealias Body = Never
}

// iOS17 @928000 "@frozen public struct _ConditionalContent<TrueContent, FalseContent>"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {}

// iOS17 @928000 "extension SwiftUI._ConditionalContent : SwiftUI.View where TrueContent : SwiftUI.View, FalseContent : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

// iOS17 @736000 "extension Swift.Optional : SwiftUI.View where Wrapped : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

// iOS17 @1328000 "@frozen public struct AnyView : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyView: View {
    public init<V>(_ view: V) where V: View { fatalError() }
    public init<V>(erasing view: V) where V: View { fatalError() }
    public init?(_fromValue value: Any) { fatalError() }
    public typealias Body = Never
}

// iOS17 @1328000 "@available(*, unavailable)\nextension SwiftUI.AnyView : Swift.Sendable"
@available(*, unavailable)
extension AnyView: Sendable {}

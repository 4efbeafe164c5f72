// Images, buttons, pickers and their styles. Citations: see View.swift.

// iOS17 @528000 "@frozen public struct Image : Swift.Equatable, Swift.Sendable" and "extension SwiftUI.Image : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable, View {
    public typealias Body = Never
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}

// iOS17 @80000 "public init(systemName: Swift.String)"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
    @available(macOS 11.0, *)
    public init(systemName: String) { fatalError() }
}

// iOS17 @1264000 "public struct Button<Label> : SwiftUI.View where Label : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    @preconcurrency @MainActor public var body: some View { fatalError() }
}

// iOS17 @1264000 "extension SwiftUI.Button where Label == SwiftUI.Text" with
// "public init(_ titleKey: SwiftUI.LocalizedStringKey, action: @escaping () -> Swift.Void)"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol { fatalError() }
}

// iOS17 @512000 "public protocol PrimitiveButtonStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

// iOS17 @512000 "public struct PrimitiveButtonStyleConfiguration" (role and label left out)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
    }
    public func trigger() { fatalError() }
}

// iOS17 @512000 "public func buttonStyle<S>(_ style: S) -> some SwiftUI.View where S : SwiftUI.PrimitiveButtonStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { fatalError() }
}

// iOS17 @608000 "public protocol ButtonStyle" (declared for overload resolution: buttonStyle has
// one overload per style protocol). NOT CONFIRMED: its requirements, copied from
// PrimitiveButtonStyle's shape rather than read; the book declares no button style.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

// NOT CONFIRMED: ButtonStyleConfiguration, reduced to a Label (only ButtonStyle needs it).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ButtonStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
    }
}

// iOS17 @608000 "public func buttonStyle<S>(_ style: S) -> some SwiftUI.View where S : SwiftUI.ButtonStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { fatalError() }
}

// iOS17 @1216000 "extension SwiftUI.PrimitiveButtonStyle where Self == SwiftUI.BorderedProminentButtonStyle"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}

// iOS17 @1216000 "public struct BorderedProminentButtonStyle : SwiftUI.PrimitiveButtonStyle"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() { fatalError() }
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View { fatalError() }
}

// iOS17 @816000 "public struct Picker<Label, SelectionValue, Content> : SwiftUI.View where Label : SwiftUI.View, SelectionValue : Swift.Hashable, Content : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Picker<Label, SelectionValue, Content>: View where Label: View, SelectionValue: Hashable, Content: View {
    @preconcurrency @MainActor public var body: some View { fatalError() }
}

// iOS17 @816000 "extension SwiftUI.Picker where Label == SwiftUI.Text" with
// "public init(_ titleKey: SwiftUI.LocalizedStringKey, selection: SwiftUI.Binding<SelectionValue>, @SwiftUI.ViewBuilder content: () -> Content)"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where S: StringProtocol { fatalError() }
}

// iOS17 @784000 "public protocol PickerStyle" (its requirements are underscored plumbing, left out)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {}

// iOS17 @784000 "public func pickerStyle<S>(_ style: S) -> some SwiftUI.View where S : SwiftUI.PickerStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { fatalError() }
}

// iOS17 @784000 "extension SwiftUI.PickerStyle where Self == SwiftUI.SegmentedPickerStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { fatalError() }
}

// iOS17 @784000 "public struct SegmentedPickerStyle : SwiftUI.PickerStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct SegmentedPickerStyle: PickerStyle {
    public init() { fatalError() }
}

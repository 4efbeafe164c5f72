// Containers, stacks, ForEach and the geometry values they take. Citations: see View.swift.

// iOS17 @96000 "@frozen public struct HorizontalAlignment : Swift.Equatable"; @1472000 "extension SwiftUI.HorizontalAlignment : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading: HorizontalAlignment = { fatalError() }()
    public static let center: HorizontalAlignment = { fatalError() }()
    public static let trailing: HorizontalAlignment = { fatalError() }()
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { fatalError() }
}

// iOS17 @96000 "@frozen public struct VerticalAlignment : Swift.Equatable"; @1472000 "extension SwiftUI.VerticalAlignment : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
    public static let top: VerticalAlignment = { fatalError() }()
    public static let center: VerticalAlignment = { fatalError() }()
    public static let bottom: VerticalAlignment = { fatalError() }()
    public static let firstTextBaseline: VerticalAlignment = { fatalError() }()
    public static let lastTextBaseline: VerticalAlignment = { fatalError() }()
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { fatalError() }
}

// iOS17 @96000 "@frozen public struct Alignment : Swift.Equatable"; @1472000 "extension SwiftUI.Alignment : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
    public static let center: Alignment = { fatalError() }()
    public static let leading: Alignment = { fatalError() }()
    public static let trailing: Alignment = { fatalError() }()
    public static let top: Alignment = { fatalError() }()
    public static let bottom: Alignment = { fatalError() }()
    public static let topLeading: Alignment = { fatalError() }()
    public static let topTrailing: Alignment = { fatalError() }()
    public static let bottomLeading: Alignment = { fatalError() }()
    public static let bottomTrailing: Alignment = { fatalError() }()
    public static func == (a: Alignment, b: Alignment) -> Bool { fatalError() }
}

// iOS17 @640000 "@frozen public enum Edge : Swift.Int8, Swift.CaseIterable"; @1488000 "extension SwiftUI.Edge : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    // iOS17 @640000 "@frozen public struct Set : Swift.OptionSet"; @1488000 "extension SwiftUI.Edge.Set : Swift.Sendable {}"
    public struct Set: OptionSet, Sendable {
        public typealias Element = Edge.Set
        public var rawValue: Int8
        public init(rawValue: Int8) { fatalError() }
        public static let top: Edge.Set = { fatalError() }()
        public static let leading: Edge.Set = { fatalError() }()
        public static let bottom: Edge.Set = { fatalError() }()
        public static let trailing: Edge.Set = { fatalError() }()
        public static let all: Edge.Set = { fatalError() }()
        public static let horizontal: Edge.Set = { fatalError() }()
        public static let vertical: Edge.Set = { fatalError() }()
        public init(_ e: Edge) { fatalError() }
    }
}

// iOS17 @1152000 "@frozen public enum Axis : Swift.Int8, Swift.CaseIterable"; @1504000 "extension SwiftUI.Axis : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    // iOS17 @1152000 "public init(rawValue: Swift.Int8)"; @1504000 "extension SwiftUI.Axis.Set : Swift.Sendable {}"
    public struct Set: OptionSet, Sendable {
        public typealias Element = Axis.Set
        public var rawValue: Int8
        public init(rawValue: Int8) { fatalError() }
        public static let horizontal: Axis.Set = { fatalError() }()
        public static let vertical: Axis.Set = { fatalError() }()
    }
}

// iOS17 @144000 "@frozen public struct VStack<Content> : SwiftUI.View where Content : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content>: View where Content: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

// iOS17 @832000 "@frozen public struct HStack<Content> : SwiftUI.View where Content : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HStack<Content>: View where Content: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

// iOS17 @640000 "@frozen public struct Group<Content>"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Group<Content> {
    public typealias Body = Never
}

// iOS17 @640000 "extension SwiftUI.Group : SwiftUI.View where Content : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

// iOS17 @864000 "public struct ScrollView<Content> : SwiftUI.View where Content : SwiftUI.View"
// (The deprecated init(_:showsIndicators:content:) is left out.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content>: View where Content: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    @preconcurrency @MainActor public var body: some View { fatalError() }
}

// iOS17 @864000 "@_alwaysEmitIntoClient public init(_ axes: SwiftUI.Axis.Set = .vertical, @SwiftUI.ViewBuilder content: () -> Content)"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView {
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }
}

// iOS17 @1040000 "@frozen public struct Grid<Content> where Content : SwiftUI.View"; @1504000 "extension SwiftUI.Grid : SwiftUI.View {}"
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct Grid<Content>: View where Content: View {
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

// iOS17 @1040000 "@frozen public struct GridRow<Content> where Content : SwiftUI.View"; @1504000 "extension SwiftUI.GridRow : SwiftUI.View {}"
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct GridRow<Content>: View where Content: View {
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

// iOS17 @688000 "@frozen public struct ViewThatFits<Content> : SwiftUI.View where Content : SwiftUI.View"
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ViewThatFits<Content>: View where Content: View {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

// iOS17 @1216000 "@frozen public struct Spacer"; @1504000 "extension SwiftUI.Spacer : SwiftUI.View {}" and "extension SwiftUI.Spacer : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Spacer: View, Sendable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { fatalError() }
    public typealias Body = Never
}

// iOS17 @528000 "public struct Divider : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Divider: View {
    public init() { fatalError() }
    public typealias Body = Never
}

// iOS17 @848000 "public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

// iOS17 @848000 "extension SwiftUI.ForEach : SwiftUI.View where Content : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

// iOS17 @848000 "extension SwiftUI.ForEach where ID == Data.Element.ID, Content : SwiftUI.View, Data.Element : Swift.Identifiable"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

// iOS17 @848000 "public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUI.ViewBuilder content: @escaping (Data.Element) -> Content)"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

// iOS17 @864000 "extension SwiftUI.ForEach where Data == Swift.Range<Swift.Int>, ID == Swift.Int, Content : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

// iOS17 @224000 "public struct LabeledContent<Label, Content> {"
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContent<Label, Content> {}

// iOS17 @240000 "extension SwiftUI.LabeledContent : SwiftUI.View where Label : SwiftUI.View, Content : SwiftUI.View"
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent: View where Label: View, Content: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    @preconcurrency @MainActor public var body: some View { fatalError() }
}

// iOS17 @240000 "extension SwiftUI.LabeledContent where Label == SwiftUI.Text, Content == SwiftUI.Text"
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContent where Label == Text, Content == Text {
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol { fatalError() }
    @_disfavoredOverload
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol { fatalError() }
}

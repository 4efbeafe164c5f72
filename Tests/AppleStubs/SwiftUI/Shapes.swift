// Colors, shape styles and the one shape the book draws. Citations: see View.swift.

// iOS17 @864000 "public protocol ShapeStyle : Swift.Sendable" (its requirements are underscored
// plumbing plus iOS 17's resolve(in:), left out: the book only passes styles along)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

// iOS17 @1104000 "@frozen public struct Color : Swift.Hashable, Swift.CustomStringConvertible, Swift.Sendable"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public var description: String { fatalError() }
    public static func == (lhs: Color, rhs: Color) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// iOS17 @1104000 "extension SwiftUI.Color : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
    public typealias Body = Never
}

// iOS17 @880000 "extension SwiftUI.Color : SwiftUI.ShapeStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

// iOS17 @944000 "public static let red: SwiftUI.Color" (the list continues @960000)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    public static let red: Color = { fatalError() }()
    public static let orange: Color = { fatalError() }()
    public static let yellow: Color = { fatalError() }()
    public static let green: Color = { fatalError() }()
    public static let blue: Color = { fatalError() }()
    public static let purple: Color = { fatalError() }()
    public static let pink: Color = { fatalError() }()
    public static let white: Color = { fatalError() }()
    public static let gray: Color = { fatalError() }()
    public static let black: Color = { fatalError() }()
    public static let clear: Color = { fatalError() }()
    public static let primary: Color = { fatalError() }()
    public static let secondary: Color = { fatalError() }()
}

// iOS17 @960000 "extension SwiftUI.ShapeStyle where Self == SwiftUI.Color"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

// iOS17 @768000 "extension SwiftUI.Color {" with "public func opacity(_ opacity: Swift.Double) -> SwiftUI.Color"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color {
    public func opacity(_ opacity: Double) -> Color { fatalError() }
}

// iOS17 @912000 "@frozen public struct HierarchicalShapeStyle : SwiftUI.ShapeStyle"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary: HierarchicalShapeStyle = { fatalError() }()
    public static let secondary: HierarchicalShapeStyle = { fatalError() }()
    public static let tertiary: HierarchicalShapeStyle = { fatalError() }()
    public static let quaternary: HierarchicalShapeStyle = { fatalError() }()
}

// iOS17 @912000 "extension SwiftUI.ShapeStyle where Self == SwiftUI.HierarchicalShapeStyle"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
}

// iOS17 @944000 "@frozen public struct ForegroundStyle : SwiftUI.ShapeStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForegroundStyle: ShapeStyle {
    public init() { fatalError() }
}

// iOS17 @864000 "public protocol Shape : Swift.Sendable, SwiftUI.Animatable, SwiftUI.View"
// (Animatable and the requirements with defaults, role/layoutDirectionBehavior/sizeThatFits,
// are left out: the book only hands a RoundedRectangle to background(_:in:).)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

// iOS17 @1200000 "public var body: SwiftUI._ShapeView<Self, SwiftUI.ForegroundStyle>"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
    public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

// iOS17 @1344000 "public protocol InsettableShape : SwiftUI.Shape"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> Self.InsetShape
}

// iOS17 @1200000 "@frozen public struct _ShapeView<Content, Style> : SwiftUI.View where Content : SwiftUI.Shape, Style : SwiftUI.ShapeStyle"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) { fatalError() }
    public typealias Body = Never
}

// iOS17 @752000 "@frozen public struct Path : Swift.Equatable, Swift.LosslessStringConvertible, @unchecked Swift.Sendable"
// (only its empty initializer: the stubs never build a path)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Path: Equatable, @unchecked Sendable {
    public init() { fatalError() }
    public static func == (a: Path, b: Path) -> Bool { fatalError() }
}

// iOS17 @448000 "@frozen public struct RoundedRectangle : SwiftUI.Shape"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

// iOS17 @1344000 "extension SwiftUI.RoundedRectangle : SwiftUI.InsettableShape"
// (the body returns self only because an opaque result needs a type; never run)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

// iOS17 @768000 "public enum RoundedCornerStyle : Swift.Sendable"; @1504000 "extension SwiftUI.RoundedCornerStyle : Swift.Hashable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular
    case continuous
}

// iOS17 @800000 "@frozen public struct FillStyle : Swift.Equatable"; @1504000 "extension SwiftUI.FillStyle : Swift.Sendable {}"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

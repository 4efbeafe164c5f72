// Text, its localized keys and fonts. Citations: see View.swift.

// iOS17 @960000 "@frozen public struct Text : Swift.Equatable, Swift.Sendable"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable {
    public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

// iOS17 @976000 "public init(_ key: SwiftUI.LocalizedStringKey, tableName: Swift.String? = nil, bundle: Foundation.Bundle? = nil"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
}

// iOS17 @224000 "extension SwiftUI.Text : SwiftUI.View"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    public typealias Body = Never
}

// iOS17 @1152000 "public func font(_ font: SwiftUI.Font?) -> SwiftUI.Text"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
    public func font(_ font: Font?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    // iOS17 @1152000 "public func foregroundStyle<S>(_ style: S) -> SwiftUI.Text where S : SwiftUI.ShapeStyle"
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { fatalError() }
}

// iOS17 @976000 "@frozen public struct LocalizedStringKey : Swift.Equatable, Swift.ExpressibleByStringInterpolation"
// (appendInterpolation overloads other than String's are left out: the book interpolates Strings.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }
    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }

    // iOS17 @976000 "public struct StringInterpolation : Swift.StringInterpolationProtocol"
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public typealias StringLiteralType = String
    }
    public typealias StringLiteralType = String
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

// iOS17 @128000 "@frozen public struct Font : Swift.Hashable, Swift.Sendable"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
    public static func == (lhs: Font, rhs: Font) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

// iOS17 @272000 "public static let headline: SwiftUI.Font" (iOS 13.0) and
// "public static let title2: SwiftUI.Font" (iOS 14.0)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public static let largeTitle: Font = { fatalError() }()
    public static let title: Font = { fatalError() }()
    public static let headline: Font = { fatalError() }()
    public static let subheadline: Font = { fatalError() }()
    public static let body: Font = { fatalError() }()
    public static let callout: Font = { fatalError() }()
    public static let footnote: Font = { fatalError() }()
    public static let caption: Font = { fatalError() }()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title2: Font = { fatalError() }()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let title3: Font = { fatalError() }()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static let caption2: Font = { fatalError() }()
}

// iOS17 @80000 "public static func system(size: CoreFoundation.CGFloat, weight: SwiftUI.Font.Weight? = nil, design: SwiftUI.Font.Design? = nil)"
// (The deprecated, disfavored system(size:weight:design:) with non-optional defaults is left out.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { fatalError() }

    // iOS17 @80000 "public enum Design : Swift.Hashable, Swift.Sendable"
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}

// iOS17 @1152000 "public func bold() -> SwiftUI.Font" and "public func monospaced() -> SwiftUI.Font" (iOS 15.0)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Font {
    public func bold() -> Font { fatalError() }
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func monospaced() -> Font { fatalError() }

    // iOS17 @1152000 "@frozen public struct Weight : Swift.Hashable"; @1472000 "extension SwiftUI.Font.Weight : Swift.Sendable {}"
    public struct Weight: Hashable, Sendable {
        public static let ultraLight: Font.Weight = { fatalError() }()
        public static let thin: Font.Weight = { fatalError() }()
        public static let light: Font.Weight = { fatalError() }()
        public static let regular: Font.Weight = { fatalError() }()
        public static let medium: Font.Weight = { fatalError() }()
        public static let semibold: Font.Weight = { fatalError() }()
        public static let bold: Font.Weight = { fatalError() }()
        public static let heavy: Font.Weight = { fatalError() }()
        public static let black: Font.Weight = { fatalError() }()
    }
}

// Property wrappers and previews. Citations: see View.swift.

import Combine

// iOS17 @1232000 "public protocol DynamicProperty" (its underscored requirements are left out)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    mutating func update()
}

// NOT CONFIRMED: the default update() (the book's wrappers are Apple's, which have one).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    public mutating func update() { fatalError() }
}

// iOS17 @528000 "@frozen @propertyWrapper public struct State<Value> : SwiftUI.DynamicProperty"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

// iOS17 @528000 "extension SwiftUI.State where Value : Swift.ExpressibleByNilLiteral"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

// iOS17 @1232000 "@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// iOS17 @464000 "@frozen @propertyWrapper public struct AppStorage<Value> : SwiftUI.DynamicProperty"
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    // Stub-only internal storage: without a stored property Swift would synthesize an internal
    // init(), which a public property wrapper may not have.
    let storage: Never
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

// iOS17 @464000 "public init(wrappedValue: Value, _ key: Swift.String, store: Foundation.UserDefaults? = nil) where Value : Swift.RawRepresentable, Value.RawValue == Swift.String"
// (the overloads for Bool, Int, Double, String, URL, Data and Int raw values are left out)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String { fatalError() }
}

// iOS17 @720000 "@_Concurrency.MainActor(unsafe) public protocol PreviewProvider : SwiftUI._PreviewProvider"
// (_PreviewProvider and `platform`, which have defaults, are left out)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @preconcurrency @MainActor static var previews: Self.Previews { get }
}

// Apple's documentation page theAppLaunchers/apple-docs-for-rag SwiftUI/md/swiftui-observedobject.md:
// "@MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject where ObjectType : ObservableObject",
// "iOS 13.0+", "init(wrappedValue: ObjectType)", "var wrappedValue: ObjectType" (its accessors are not listed:
// declared get-only, so the book assigns the wrapper through init(wrappedValue:)).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor @propertyWrapper public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public init(wrappedValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
}

// `@CurrentValue` that also drives an ObservableObject's objectWillChange, so SwiftUI redraws.
// "Can @CurrentValue Drive SwiftUI?" (chapter 7) shows it after the documented way (a computed property
// that sends objectWillChange, then stores): this one reaches its owner through the static,
// undocumented `_enclosingInstance` subscript.

import Combine

/// Like `@CurrentValue` (a subject behind `$name`), for properties of an `ObservableObject`
/// class: each assignment also sends the owner's `objectWillChange` (Can @CurrentValue Drive
/// SwiftUI?, chapter 7).
///
/// How it reaches its owner: Swift calls the static `_enclosingInstance` subscript, instead of
/// `wrappedValue`, for a wrapped property of a class, and hands it the object. The name starts
/// with an underscore: it works in every Swift this book runs on, but it is not an official,
/// documented feature and could change. One more limit:
/// - It works only in classes whose `objectWillChange` is an `ObservableObjectPublisher`
///   (the default). A class with no `@Published` property should declare
///   `let objectWillChange = ObservableObjectPublisher()` itself: the default one is tied to
///   `@Published` properties (undocumented), so without one, each access may return a new
///   publisher, and a send on it reaches nobody.
@propertyWrapper
public final class ObservedCurrentValue<Value> {
    public let projectedValue: CurrentValueSubject<Value, Never>

    public init(wrappedValue: Value) {
        projectedValue = CurrentValueSubject(wrappedValue)
    }

    /// Never called: Swift uses the subscript below for properties of classes.
    @available(*, unavailable, message: "@ObservedCurrentValue works only on properties of ObservableObject classes")
    public var wrappedValue: Value {
        get { fatalError("@ObservedCurrentValue works only on properties of ObservableObject classes") }
        set { fatalError("@ObservedCurrentValue works only on properties of ObservableObject classes") }
    }

    public static subscript<Owner: ObservableObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, ObservedCurrentValue<Value>>
    ) -> Value where Owner.ObjectWillChangePublisher == ObservableObjectPublisher {
        get { owner[keyPath: storageKeyPath].projectedValue.value }
        set {
            owner.objectWillChange.send()  // before the change, as SwiftUI expects
            owner[keyPath: storageKeyPath].projectedValue.value = newValue
        }
    }
}

import Combine

/// `@Published`'s shape with `CurrentValueSubject`'s timing: `$name` is the subject itself,
/// and setting the property stores the value first and sends it after.
///
/// So a subscriber that reads the property sees the value it was sent, as long as values are
/// sent one at a time, from one thread, delivered synchronously (no `receive(on:)` between);
/// reading other state needs all five conditions of chapter 4's Store, Then Send. Never set the property from inside its own delivery (a feedback loop): later
/// subscribers of the first value would read the newer one, and get the values out of order.
///
/// Two things `@Published` does that this wrapper does not:
/// - `$name` is the whole subject, with the property's own access (a `private(set)` does not
///   narrow it), so anyone who can reach it can `send`. Make the property `private` and hand
///   out a read-only value and `$name.eraseToAnyPublisher()`.
/// - It does not drive an `ObservableObject`'s `objectWillChange`, so SwiftUI does not redraw
///   a view that observes an object whose state lives in `@CurrentValue` properties.
@propertyWrapper
public final class CurrentValue<Value> {
    public let projectedValue: CurrentValueSubject<Value, Never>

    public init(wrappedValue: Value) {
        projectedValue = CurrentValueSubject(wrappedValue)
    }

    public var wrappedValue: Value {
        get { projectedValue.value }
        set { projectedValue.value = newValue }  // stores, then sends
    }
}

import Combine

/// `@Published`'s shape with `CurrentValueSubject`'s timing: `$name` is the subject itself,
/// and setting the property stores the value first and sends it after.
///
/// A subscriber that reads the property sees the value it was sent while values are sent one
/// at a time, from one thread, and delivered synchronously; reading other state needs the
/// conditions of chapter 2's Store, Then Send. How it differs from `@Published`: chapter 7's
/// Who Can Send Through @CurrentValue?
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

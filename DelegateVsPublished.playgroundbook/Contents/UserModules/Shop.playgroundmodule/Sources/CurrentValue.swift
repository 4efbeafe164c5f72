/// `@Published`'s shape with `CurrentValueSubject`'s timing (seed 002).
///
/// `$name` is the subject itself. Setting the property stores the value first and sends it
/// after, so a subscriber that reads the property sees the value it was sent.
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

import Combine

/// `@Published`'s shape over a `CurrentValueSubject`: the wrapped value lives in the subject,
/// and `$name` is the subject itself. When its subscribers may read other state: chapter 2's
/// first page.
@propertyWrapper
public final class CurrentValue<Value> {
    public let projectedValue: CurrentValueSubject<Value, Never>

    public init(wrappedValue: Value) {
        projectedValue = CurrentValueSubject(wrappedValue)
    }

    public var wrappedValue: Value {
        get { projectedValue.value }
        set { projectedValue.value = newValue }
    }
}

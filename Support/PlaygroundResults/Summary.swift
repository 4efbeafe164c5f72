// The one-line text the results sidebar shows for a logged value.
// The rules follow Apple's PlaygroundLogger (apple/swift-xcode-playground-support,
// PlaygroundLogger/PlaygroundLogger/); the code is our own, nothing is copied.

/// The summary the results sidebar would show beside a line that produced `value`.
public func playgroundSummary(of value: Any) -> String {
    summary(of: value, substitutions: 0)
}

private func summary(of value: Any, substitutions: Int) -> String {
    let mirror = Mirror(reflecting: value)
    // LogEntry+Reflection.swift: an Optional holding a value is unwrapped and its payload is
    // described instead. (The logger's opaque path would label `Int?` 3 "Optional(3)" but sends
    // the payload 3; what the sidebar draws from that is UI, so we show the payload, like the Mirror rule.)
    if mirror.displayStyle == .optional, let payload = mirror.children.first?.value {
        return summary(of: payload, substitutions: substitutions)
    }
    // LogEntry+Reflection.swift: CustomPlaygroundDisplayConvertible wins over every other rule;
    // its playgroundDescription is described in place of the value (capped so a self-reference can't loop).
    if substitutions < 16, let custom = value as? CustomPlaygroundDisplayConvertible {
        return summary(of: custom.playgroundDescription, substitutions: substitutions + 1)
    }
    // generateSummary in LogEntry+Reflection.swift, rule 1: a String is its own summary, no quotes.
    if let string = value as? String {
        return string
    }
    // generateSummary, rule 2: CustomStringConvertible / CustomDebugStringConvertible use
    // String(reflecting:): numbers, Bool, Character ("a" quoted), Array, Dictionary, Set, nil, Date, URL.
    // The element count ("3 elements") travels separately (LogEntry+Encoding.swift); showing it is UI, so we don't.
    if value is CustomStringConvertible || value is CustomDebugStringConvertible {
        return String(reflecting: value)
    }
    // generateSummary, rule 3: an enum without custom descriptions uses String(describing:), e.g. "north".
    if mirror.displayStyle == .enum {
        return String(describing: value)
    }
    // generateSummary, rule 4 + TypeName.swift: anything else (plain struct, class, tuple, closure,
    // metatype, Void) shows its fully qualified type name with the "Swift." module prefix removed.
    return normalizedTypeName(type(of: value))
}

/// `_typeName` with every `Swift.` that begins a qualified name removed (TypeName.swift strips the
/// stdlib module the same way: not after a "." and not inside a longer identifier). Other modules stay.
private func normalizedTypeName(_ type: Any.Type) -> String {
    let name = Array(_typeName(type, qualified: true).unicodeScalars)
    let prefix = Array("Swift.".unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < name.count {
        let startsQualifiedName = index == 0 || !isIdentifierOrDot(name[index - 1])
        if startsQualifiedName, name[index...].starts(with: prefix) {
            index += prefix.count
        } else {
            result.append(name[index])
            index += 1
        }
    }
    return String(result)
}

private func isIdentifierOrDot(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "." || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
}

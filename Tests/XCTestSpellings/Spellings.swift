// XCTest's assertion spellings for the Swift Testing suites of BookTests: each records an issue
// at the caller's file and line, so a suite converted from XCTest reads and fails as before,
// and its cases run side by side. Only Swift Testing files import this (never with XCTest).
import Foundation
import Testing

private func location(_ file: StaticString, _ line: UInt, _ fileID: String) -> SourceLocation {
    SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: 1)
}

/// The value of an assertion's argument; an error it throws is recorded, as XCTest does.
private func evaluate<T>(_ expression: () throws -> T, _ file: StaticString, _ line: UInt, _ fileID: String) -> T? {
    do { return try expression() } catch {
        check(false, "threw error \"\(error)\"", file, line, fileID)
        return nil
    }
}

private func check(_ condition: Bool, _ message: String, _ file: StaticString, _ line: UInt, _ fileID: String) {
    #expect(condition, Comment(rawValue: message), sourceLocation: location(file, line, fileID))
}

public func XCTAssertEqual<T: Equatable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                  file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let (left, right) = evaluate({ (try a(), try b()) }, file, line, fileID) else { return }
    check(left == right, "(\"\(left)\") is not equal to (\"\(right)\") - \(message())", file, line, fileID)
}

public func XCTAssertNotEqual<T: Equatable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                     file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let (left, right) = evaluate({ (try a(), try b()) }, file, line, fileID) else { return }
    check(left != right, "(\"\(left)\") is equal to (\"\(right)\") - \(message())", file, line, fileID)
}

public func XCTAssertTrue(_ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                   file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let value = evaluate(condition, file, line, fileID) else { return }
    check(value, message(), file, line, fileID)
}

public func XCTAssertFalse(_ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
                    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let value = evaluate(condition, file, line, fileID) else { return }
    check(!value, message(), file, line, fileID)
}

public func XCTAssertNotNil(_ value: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
                     file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let found = evaluate(value, file, line, fileID) else { return }
    check(found != nil, "unexpectedly nil - \(message())", file, line, fileID)
}

public struct UnwrapFailure: Error {}

public func XCTUnwrap<T>(_ value: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
                  file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) throws -> T {
    guard let unwrapped = try value() else {
        check(false, "unexpectedly nil - \(message())", file, line, fileID)
        throw UnwrapFailure()
    }
    return unwrapped
}

/// Two file trees are byte-identical; on failure, names the files that differ.
public func assertSameFiles(_ left: [String: Data], _ right: [String: Data], _ message: String,
                     file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    let differing = Set(left.keys).union(right.keys).filter { left[$0] != right[$0] }.sorted()
    check(differing.isEmpty, "\(message): \(differing.prefix(10).joined(separator: ", "))", file, line, fileID)
}

public func XCTAssertGreaterThan<T: Comparable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                                file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let (left, right) = evaluate({ (try a(), try b()) }, file, line, fileID) else { return }
    check(left > right, "(\"\(left)\") is not greater than (\"\(right)\") - \(message())", file, line, fileID)
}

public func XCTAssertNoThrow<T>(_ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    do { _ = try expression() } catch { check(false, "threw \(error) - \(message())", file, line, fileID) }
}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    check(false, message, file, line, fileID)
}

public func XCTAssertGreaterThanOrEqual<T: Comparable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                                       file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let (left, right) = evaluate({ (try a(), try b()) }, file, line, fileID) else { return }
    check(left >= right, "(\"\(left)\") is less than (\"\(right)\") - \(message())", file, line, fileID)
}

public func XCTAssertLessThanOrEqual<T: Comparable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                                    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let (left, right) = evaluate({ (try a(), try b()) }, file, line, fileID) else { return }
    check(left <= right, "(\"\(left)\") is greater than (\"\(right)\") - \(message())", file, line, fileID)
}

public func XCTAssertLessThan<T: Comparable>(_ a: @autoclosure () throws -> T, _ b: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                             file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let (left, right) = evaluate({ (try a(), try b()) }, file, line, fileID) else { return }
    check(left < right, "(\"\(left)\") is not less than (\"\(right)\") - \(message())", file, line, fileID)
}

public func XCTAssertNil(_ value: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
                         file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID) {
    guard let found = evaluate(value, file, line, fileID) else { return }
    if let found { check(false, "(\"\(found)\") is not nil - \(message())", file, line, fileID) }
}

/// Records an issue unless `expression` throws; hands the error to `handler`, as XCTest does.
public func XCTAssertThrowsError<T>(_ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
                                    file: StaticString = #filePath, line: UInt = #line, fileID: String = #fileID,
                                    _ handler: (Error) -> Void = { _ in }) {
    do {
        _ = try expression()
        check(false, "did not throw an error - \(message())", file, line, fileID)
    } catch {
        handler(error)
    }
}

// APIs newer than the book's minimum (iOS 17.0), declared apart. The book uses none of them; they
// are here so that AppleDeclarationTests can prove the availability rule: any use of a
// declaration whose @available(iOS N) is above 17.0 must sit inside `if #available(iOS N, *)`,
// after `guard #available(iOS N, *)`, or in a declaration marked @available(iOS N, *).
// Source: Apple's documentation pages (their "iOS 18.0+" line and declaration), as stored in
// theAppLaunchers/apple-docs-for-rag SwiftUI/md/.

// swiftui-presentationsizing.md: "protocol PresentationSizing", "iOS 18.0+ ... macOS 15.0+
// tvOS 18.0+ visionOS 2.0+ watchOS 11.0+" (its requirement proposedSize(for:context:) is left out)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing {}

// swiftui-presentationsizing.md: "struct FormPresentationSizing" (its conformance: "Conforming Types")
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FormPresentationSizing: PresentationSizing {}

// swiftui-presentationsizing.md: "static var form: FormPresentationSizing"
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public static var form: FormPresentationSizing { fatalError() }
}

// swiftui-view-presentationsizing(_:).md: "nonisolated func presentationSizing(_ sizing: some PresentationSizing) -> some View"
extension View {
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { fatalError() }
}

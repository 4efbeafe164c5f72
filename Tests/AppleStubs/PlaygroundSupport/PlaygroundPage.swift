// Type-checker stand-in for Apple's PlaygroundSupport (iOS, Swift Playgrounds). No interface file
// of it is public, so each declaration cites Apple's documentation (Averyy/apple-dev-docs,
// documentation/playgroundsupport/...) and Apple's open-source PlaygroundSupport
// (apple/swift-xcode-playground-support PlaygroundSupport/PlaygroundSupport/PlaygroundPage.swift).
// Bodies are fatalError(); never shipped, never run.
import SwiftUI
import UIKit

// playgroundpage.md: "final class PlaygroundPage"; swift-xcode-playground-support
// PlaygroundPage.swift: "public final class PlaygroundPage". NOT CONFIRMED: its actor isolation
// (neither source shows @MainActor; the iPad's interface is not public).
public final class PlaygroundPage {
    // playgroundpage/api-1964509-current.md: "static let current: PlaygroundPage"
    public static let current: PlaygroundPage = { fatalError() }()

    // playgroundpage/api-3029560-assessmentstatus.md: "var assessmentStatus: PlaygroundPage.AssessmentStatus? { get set }"
    public var assessmentStatus: PlaygroundPage.AssessmentStatus? {
        get { fatalError() }
        set { fatalError() }
    }

    // playgroundpage/api-3375751-setliveview.md: "func setLiveView<IncomingView>(_ newLiveView: IncomingView) where IncomingView : View"
    public func setLiveView<IncomingView>(_ newLiveView: IncomingView) where IncomingView: View { fatalError() }

    // playgroundpage/api-3375752-setliveview.md: "func setLiveView<IncomingView>(_ newLiveView: IncomingView) where IncomingView : PlaygroundLiveViewable"
    public func setLiveView<IncomingView>(_ newLiveView: IncomingView) where IncomingView: PlaygroundLiveViewable { fatalError() }

    // playgroundpage/assessmentstatus.md: "enum PlaygroundPage.AssessmentStatus"
    public enum AssessmentStatus {
        // assessmentstatus/fail-hints-solution.md: "case fail(hints: [String], solution: String?)"
        case fail(hints: [String], solution: String?)
        // assessmentstatus/pass-message.md: "case pass(message: String?)"
        case pass(message: String?)
    }
}

// swift-xcode-playground-support PlaygroundPage.swift: "public protocol PlaygroundLiveViewable"
// (its requirement, playgroundLiveViewRepresentation, is left out: UIKit's views and view
// controllers conform, and the book hands those or SwiftUI views)
public protocol PlaygroundLiveViewable {}

// swift-xcode-playground-support PlaygroundPage.swift: "extension UIViewController: PlaygroundLiveViewable {"
// (under #if os(iOS) || os(tvOS)); playgroundliveviewable.md: "By default, UIView and
// UIViewController conform to this protocol in iOS and tvOS".
extension UIViewController: PlaygroundLiveViewable {}

// swift-xcode-playground-support PlaygroundPage.swift: "extension UIView: PlaygroundLiveViewable {"
extension UIView: PlaygroundLiveViewable {}

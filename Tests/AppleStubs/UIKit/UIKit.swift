// Type-checker stand-in for the part of Apple's UIKit the book's table uses (BookStage's
// RowsTable). Never shipped, never run: every body is fatalError(). UIKit's classes are
// Objective-C, so each declaration cites the iOS 17.0 SDK's header it is imported from, or the
// Swift overlay, as
//   UIKit17 <file> @OFFSET "search string"
// where <file> is iPhoneOS17.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/<file> (or
// Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface, "UIKit.swiftinterface") in the
// public repository itsnebulalol/sdks (commit 4b9a3d98), and OFFSET the start of the
// 16,000-character window that holds the search string. README.md says more. The Swift forms
// follow Apple's documentation pages (theAppLaunchers/apple-docs-for-rag, UIKit/md/*.md).
@_exported import Foundation

// UIKit17 UIView.h @0 "@interface UIView : UIResponder" (xybp888/iOS-SDKs, commit 17a406ea);
// NS_SWIFT_UI_ACTOR imports as @MainActor. UIResponder is left out: nothing here uses it.
@MainActor open class UIView {}

// UIKit17 UIViewController.h @0 "@interface UIViewController : UIResponder <NSCoding"
@MainActor open class UIViewController {
    // UIKit17 UIViewController.h @0 "- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;"
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    // UIKit17 UIViewController.h @0 "- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;" (required through NSCoding)
    public required init?(coder: NSCoder) { fatalError() }
    // UIKit17 UIViewController.h @0 "@property(null_resettable, nonatomic,strong) UIView *view;"
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    // UIKit17 UIViewController.h @0 "- (void)viewDidLoad;"
    open func viewDidLoad() { fatalError() }
}

// UIKit17 UITableViewCell.h @0 "@interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>"
// (its initializers are left out: the book registers the class and lets the table make cells)
@MainActor open class UITableViewCell: UIView {}

// UIKit17 UIKit.swiftinterface @48000 "public protocol UIContentConfiguration {"
// (its requirements, makeContentView() and updated(for:), are left out: the book only assigns one)
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {}

// UIKit17 UIKit.swiftinterface @48000 "public struct UIListContentConfiguration : UIKit.UIContentConfiguration, Swift.Hashable {"
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    // UIKit17 UIKit.swiftinterface @48000 "public var text: Swift.String? {"
    public var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

// UIKit17 UIKit.swiftinterface @48000 "extension UITableViewCell {" with "@_Concurrency.MainActor(unsafe) public var contentConfiguration: (any UIKit.UIContentConfiguration)? {"
// and "public func defaultContentConfiguration() -> UIKit.UIListContentConfiguration"
@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell {
    @preconcurrency @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError() }
        set { fatalError() }
    }
    @preconcurrency @MainActor public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
}

// UIKit17 UITableView.h @16000 "@interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>"
// (UIScrollView is left out: nothing here uses it)
@MainActor open class UITableView: UIView {
    // UIKit17 UITableView.h @0 "typedef NS_ENUM(NSInteger, UITableViewStyle)"; UITableView.Style in Swift
    public enum Style: Int {
        case plain
        case grouped
        // UIKit17 UITableView.h @0 "UITableViewStyleInsetGrouped API_AVAILABLE(ios(13.0))"
        @available(iOS 13.0, *) case insetGrouped
    }
    // UIKit17 UITableView.h @16000 "@property (nonatomic, weak, nullable) id <UITableViewDataSource> dataSource;"
    weak open var dataSource: (any UITableViewDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
    // UIKit17 UITableView.h @16000 "- (void)reloadData;"
    open func reloadData() { fatalError() }
    // UIKit17 UITableView.h @32000 "- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier"
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    // UIKit17 UITableView.h @32000 "- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath"
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
}

// UIKit17 UITableView.h @32000 "@protocol UITableViewDataSource<NSObject>" (NS_SWIFT_UI_ACTOR;
// NSObjectProtocol is left out: Linux has no Objective-C runtime)
@MainActor public protocol UITableViewDataSource: AnyObject {
    // UIKit17 UITableView.h @32000 "- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;"
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    // UIKit17 UITableView.h @32000 "- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;"
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// NOT CONFIRMED: no iOS 17.0 copy of UITableViewController.h was found; this follows the Mac
// Catalyst 15 header (phracker/MacOSX-SDKs, MacOSX12.0.sdk/System/iOSSupport, UITableViewController.h
// @0 "@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>")
// and Apple's documentation (uitableviewcontroller.md: "init(style: UITableView.Style)",
// "var tableView: UITableView!").
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource {
    public init(style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var tableView: UITableView! {
        get { fatalError() }
        set { fatalError() }
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError() }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
}

// UIKit17 UIKit.swiftinterface @48000 "extension Foundation.IndexPath" with "public var row: Swift.Int"
extension IndexPath {
    public var row: Int {
        get { fatalError() }
        set { fatalError() }
    }
}

import Shop
import XCTest

final class PlaceholderTests: XCTestCase {
    func testCatalog() { XCTAssertEqual(Pricing.includingTax(150), 165) }
}

@testable import My_App
import SwiftUI
import XCTest

/// Imports the app by its product's module name, which no description the
/// tool reads gives: `Basket` is the app folder's.
final class BasketViewTests: XCTestCase {
    func testRendersTheBasket() {
        let view = BasketView()
            .environmentObject(Basket())
        XCTAssertNotNil(view)
    }
}

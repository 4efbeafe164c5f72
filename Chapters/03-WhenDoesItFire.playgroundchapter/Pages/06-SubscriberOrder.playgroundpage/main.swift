//#-hidden-code
import Shop
//#-end-hidden-code
/*:
 # Subscriber Order

 Two subscribers of one publisher: which runs first? Combine does not say. Apple's
 documentation promises no order, and OpenCombine, which runs this book's tests on Linux,
 keeps two or more subscribers in an unordered set. Code that needs "the label first, then
 the badge" must not rely on subscription order.

 This page subscribes twice and records who ran, without printing the order it saw.
 */
let presenter = PublishedPresenter()
var ran: [String] = []
var subscriptions = Set<AnyCancellable>()

presenter.$selectedCoupon.dropFirst().sink { _ in ran.append("label") }.store(in: &subscriptions)
presenter.$selectedCoupon.dropFirst().sink { _ in ran.append("badge") }.store(in: &subscriptions)

presenter.select(.tenPercentOff)
print("ran: \(ran.sorted().joined(separator: ", ")) (sorted: the order they ran in is not promised)")
/*:
 When order matters, make it explicit: **one** subscriber that does the steps in the order
 you write them.
 */
var steps: [String] = []
presenter.$selectedCoupon.dropFirst().sink { coupon in
    //#-editable-code
    steps.append("label shows \(coupon)")
    steps.append("badge shows \(coupon)")
    //#-end-editable-code
}.store(in: &subscriptions)

presenter.select(.tenYenOff)
print(steps.joined(separator: ", then "))
/*:
 The page prints:

 ```
 ran: badge, label (sorted: the order they ran in is not promised)
 label shows tenYenOff, then badge shows tenYenOff
 ```

 The same holds for several subscribers of `objectWillChange`: one publisher, many
 listeners, no order promised.

 [Previous](@previous) | [Next](@next)
 */

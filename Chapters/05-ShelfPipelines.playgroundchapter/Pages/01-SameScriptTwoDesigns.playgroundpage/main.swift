//#-hidden-code
import BookStage
import Combine
import Shop
//#-end-hidden-code
/*:#localized(key: "Prose1")
 # Does @Published Change the Screen?

 A `CartScript` is a list of customer actions (`CartAction`: add a product, or select a
 coupon). Any design's view can run it, so the two designs can be compared action by action:
 `DelegateCartView`, from the Shop module, is the delegate design behind a view (a cart that
 tells its presenter through a delegate, and a presenter that updates the view), and
 `PublishedCartView` the one from The Cart as Pipelines.

 `CartScript.demo` adds a pen, selects no coupon, adds an apple, selects 10% off, adds another
 pen, and selects 10 yen off.

 * callout(Predict):
   After every action, do the two views show the same screen? Choose a case of `Outcome`
   for `prediction`, then run.

 - `.sameScreens`: The same screen after every action.
 - `.theyDisagree`: The `@Published` view falls behind somewhere.
 */
enum Outcome { case notYet, sameScreens, theyDisagree }
let prediction: Outcome = /*#-editable-code your prediction*/.notYet/*#-end-editable-code*/


let script = CartScript.demo
let delegateScreens = script.run(on: DelegateCartView())
let publishedScreens = script.run(on: PublishedCartView())

for (index, action) in script.actions.enumerated() {
    print("\(action)")
    print("  delegate:   \(delegateScreens[index])")
    print("  @Published: \(publishedScreens[index])")
}
print(delegateScreens == publishedScreens ? "The two views showed the same screen after every action." : "The two views disagree.")
//#-hidden-code
Stage.predict(prediction, Prediction(choices: [
    PredictionChoice(.sameScreens, says: "The same screen after every action.", shows: ["The two views showed the same screen after every action."],
                     ifWrong: "That is what happens: each pipeline uses the values it is handed."),
    PredictionChoice(.theyDisagree, says: "The `@Published` view falls behind somewhere.", shows: ["The two views disagree."],
                     ifWrong: "The `@Published` view's pipelines use only the values they are handed, never a property that is still changing, so no screen is stale after an action."),
], printed: [delegateScreens == publishedScreens ? "The two views showed the same screen after every action." : "The two views disagree."],
why: "Both views show the same screens: the delegate view reads after the store, and the `@Published` view's pipelines use the values they are sent."))
//#-end-hidden-code
/*:#localized(key: "Prose2")
 Run, then compare the results beside the code with your prediction: the verdict says whether they agree, and why.

 [Previous](@previous) | [Next](@next)
 */

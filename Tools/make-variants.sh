#!/usr/bin/env bash
# Regenerates Tests/Variants from the pages: each variant is its page with one learner's edit,
# so a change to a page's locked code reaches its variants. Run from the repository root.
set -euo pipefail
variant() {  # name, page folder, what the edit is, python replace: old, new
    local name=$1 page=$2 what=$3 old=$4 new=$5
    mkdir -p "Tests/Variants/$name"
    python3 - "$page/main.swift" "Tests/Variants/$name/main.swift" "// Variant of $page: $what." "$old" "$new" <<'PY'
import sys
source, target, header, old, new = sys.argv[1:]
text = open(source).read()
if text.count(old) != 1:
    sys.exit(f"{source}: expected exactly one {old!r}")
open(target, "w").write(header + "\n" + text.replace(old, new))
PY
}
rm -rf Tests/Variants
mkdir -p Tests/Variants

leak="Chapters/04-ShelfDelegates.playgroundchapter/Pages/04-StrongDelegatesLeak.playgroundpage"
holds='/*#-editable-code how the cart holds its owner*/var/*#-end-editable-code*/'
variant StrongDelegatesLeak-weak "$leak" "the right fix (weak var owner)" \
    "$holds" '/*#-editable-code how the cart holds its owner*/weak var/*#-end-editable-code*/'
variant StrongDelegatesLeak-fileprivateVar "$leak" "a wrong fix (fileprivate var: hidden, but still strong)" \
    "$holds" '/*#-editable-code how the cart holds its owner*/fileprivate var/*#-end-editable-code*/'
variant StrongDelegatesLeak-noDelegate "$leak" "a wrong fix (never sets the delegate)" \
    '/*#-editable-code connect the cart to its presenter*/cart?.owner = self/*#-end-editable-code*/' '/*#-editable-code connect the cart to its presenter*//*#-end-editable-code*/'
variant StrongDelegatesLeak-weakCart "$leak" "a wrong fix (the owner holds its cart weakly)" \
    '/*#-editable-code how the presenter holds its cart*/let/*#-end-editable-code*/' '/*#-editable-code how the presenter holds its cart*/weak var/*#-end-editable-code*/'

pipeline="Chapters/05-ShelfPipelines.playgroundchapter/Pages/04-ExerciseTheCouponPipeline.playgroundpage"
variant CouponPipeline-fixed "$pipeline" "the right fix (total - coupon.apply(to: total))" \
    $'                self.totalWithTax - coupon.apply(to: self.totalWithTax)\n' $'                total - coupon.apply(to: total)\n'
variant CouponPipeline-copiesThePay "$pipeline" "a wrong fix (the pay pipeline copied from PublishedDesign.swift)" \
    $'                self.totalWithTax - coupon.apply(to: self.totalWithTax)\n' $'                coupon.apply(to: total)\n'
variant CouponPipeline-readsOwnCoupon "$pipeline" "a wrong fix (reads self.coupon, still the old one in willSet)" \
    $'                self.totalWithTax - coupon.apply(to: self.totalWithTax)\n' $'                total - self.coupon.apply(to: total)\n'
variant CouponPipeline-zero "$pipeline" "a wrong fix (a saving of 0, whatever the values)" \
    $'                self.totalWithTax - coupon.apply(to: self.totalWithTax)\n' $'                0\n'
variant CouponPipeline-twice "$pipeline" "a wrong fix (applies the coupon twice)" \
    $'                self.totalWithTax - coupon.apply(to: self.totalWithTax)\n' $'                total - coupon.apply(to: coupon.apply(to: total))\n'

equal="Chapters/06-ShelfTiming.playgroundchapter/Pages/02-EqualValuesReEmit.playgroundpage"
first=$'    .dropFirst()\n'
variant EqualValuesReEmit-fixed "$equal" "the right fix (removeDuplicates, then dropFirst)" \
    "$first" $'    .removeDuplicates()\n    .dropFirst()\n'
variant EqualValuesReEmit-wrongOrder "$equal" "a wrong fix (dropFirst, then removeDuplicates: the first tap repeats the current value and gets through)" \
    "$first" $'    .dropFirst()\n    .removeDuplicates()\n'
variant EqualValuesReEmit-noDropFirst "$equal" "a wrong fix (removeDuplicates only: the value sent on subscribe redraws)" \
    "$first" $'    .removeDuplicates()\n'
variant EqualValuesReEmit-dropTwo "$equal" "a wrong fix (drops two values: a real change is lost)" \
    "$first" $'    .removeDuplicates()\n    .dropFirst(2)\n'

stale=$'            label.pay = presenter.totalAfterCoupon\n'
total="Chapters/02-TheFix.playgroundchapter/Pages/04-FixTheStaleTotal.playgroundpage"
variant FixTheStaleTotal-fixed "$total" "the right fix (compute from the coupon and items the sink was given)" \
    "$stale" $'            label.pay = coupon.apply(to: Pricing.includingTax(Pricing.subtotal(of: items)))\n'
variant FixTheStaleTotal-readsTotalWithTax "$total" "a wrong fix (uses the coupon sent, but reads presenter.totalWithTax: right for coupons, stale when items change)" \
    "$stale" $'            label.pay = coupon.apply(to: presenter.totalWithTax)\n'
variant FixTheStaleTotal-stillStale "$total" "a wrong fix (reads selectedCoupon, still the old one)" \
    "$stale" $'            label.pay = presenter.selectedCoupon.apply(to: presenter.totalWithTax)\n'
variant FixTheStaleTotal-mainAsync "$total" "a wrong fix (puts the stale read off to the main queue's next turn)" \
    "$stale" $'            DispatchQueue.main.async { label.pay = presenter.totalAfterCoupon }\n'
variant FixTheStaleTotal-noCoupon "$total" "a wrong fix (drops the coupon)" \
    "$stale" $'            label.pay = Pricing.includingTax(Pricing.subtotal(of: items))\n'
variant FixTheStaleTotal-doubleDiscount "$total" "a wrong fix (applies the new coupon to the old coupon's total)" \
    "$stale" $'            label.pay = coupon.apply(to: presenter.totalAfterCoupon)\n'

watch="Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/04-ExerciseKeepWatching.playgroundpage"
empty=$'        //#-editable-code how to keep watching\n        //#-end-editable-code\n'
variant KeepWatching-nextTurn "$watch" "the right fix (track again on the next turn of the main queue)" \
    "$empty" $'        //#-editable-code how to keep watching\n        DispatchQueue.main.async { watchCoupon() }\n        //#-end-editable-code\n'
variant KeepWatching-retrackNow "$watch" "a wrong fix (tracks again inside onChange, in willSet: reads the old value)" \
    "$empty" $'        //#-editable-code how to keep watching\n        watchCoupon()\n        //#-end-editable-code\n'
variant KeepWatching-twice "$watch" "a wrong fix (tracks again now and on the next turn: counts changes twice)" \
    "$empty" $'        //#-editable-code how to keep watching\n        watchCoupon()\n        DispatchQueue.main.async { watchCoupon() }\n        //#-end-editable-code\n'
variant KeepWatching-countOnly "$watch" "a wrong fix (counts by hand instead of watching)" \
    "$empty" $'        //#-editable-code how to keep watching\n        changes = 3\n        //#-end-editable-code\n'

catch="Chapters/09-ShelfTesting.playgroundchapter/Pages/03-ExerciseCatchTheStaleRead.playgroundpage"
never=$'    return false\n'
variant CatchTheStaleRead-fixed "$catch" "the right check (read != settled)" \
    "$never" $'    return log.contains { $0.read != $0.settled }\n'
variant CatchTheStaleRead-deliveredNotRead "$catch" "a wrong check (delivered != read: every delegate notice delivers nil)" \
    "$never" $'    return log.contains { $0.delivered != $0.read }\n'
variant CatchTheStaleRead-alwaysTrue "$catch" "a wrong check (always reports the bug)" \
    "$never" $'    return true\n'
variant CatchTheStaleRead-anyNotice "$catch" "a wrong check (any notice at all)" \
    "$never" $'    return !log.isEmpty\n'
variant CatchTheStaleRead-firstNoticeOnly "$catch" "a shortcut (judges the first notice only: right for the demo script, wrong after other actions)" \
    "$never" $'    return log.first.map { $0.read != $0.settled } ?? false\n'
variant CatchTheStaleRead-emptyCartLiteral "$catch" "a shortcut (looks for the literal read \"[]\", a value of this script)" \
    "$never" $'    return log.contains { $0.read == "[]" }\n'

choose="Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/06-ExerciseChooseADesign.playgroundpage"
unchosen='    .notChosen, .notChosen, .notChosen, .notChosen'
variant ChooseADesign-fixed "$choose" "the right picks" \
    "$unchosen" '    .observableModel, .publishedPipeline, .delegate, .currentValueSubject'
variant ChooseADesign-subjectForTotals "$choose" "also right (a CurrentValueSubject for the derived totals)" \
    "$unchosen" '    .observableModel, .currentValueSubject, .delegate, .currentValueSubject'
variant ChooseADesign-closureAndDelegate "$choose" "also right (a closure for the tap, a didSet delegate for the migrated screen)" \
    "$unchosen" '    .observableModel, .publishedPipeline, .closure, .delegate'
variant ChooseADesign-subjectForSwiftUI "$choose" "a wrong pick (a subject for the model SwiftUI draws: it drives no objectWillChange)" \
    "$unchosen" '    .currentValueSubject, .publishedPipeline, .delegate, .currentValueSubject'
variant ChooseADesign-pipelineForCallback "$choose" "a wrong pick (a publisher for a one-listener callback)" \
    "$unchosen" '    .observableModel, .publishedPipeline, .publishedPipeline, .currentValueSubject'
variant ChooseADesign-publishedForMigration "$choose" "a wrong pick (@Published for a handler that reads other state)" \
    "$unchosen" '    .observableModel, .publishedPipeline, .delegate, .publishedPipeline'
variant ChooseADesign-twoPicks "$choose" "a wrong edit (two picks for four scenarios)" \
    "$unchosen" '    .observableModel, .delegate'

# The UIKit table: three editable places (the sink, and the data source's two answers), so a
# variant replaces the block that holds them; the locked lines between stay as they are.
table="Chapters/02-TheFix.playgroundchapter/Pages/05-ReloadDataInASink.playgroundpage"
block() {  # the sink's body, the row count, a row's text
    printf '%s\n' "                //#-editable-code what the screen does with the new items" "$1" \
        "                //#-end-editable-code" "            }" "            .store(in: &subscriptions)" "    }" "" \
        "//#-localizable-zone(Comment1)" "    // UITableViewDataSource's two questions." "//#-end-localizable-zone" \
        "    func numberOfRows() -> Int {" "        //#-editable-code how many rows" "$2" "        //#-end-editable-code" "    }" "" \
        "    func text(forRow row: Int) -> String {" "        //#-editable-code the text of a row" "$3" "        //#-end-editable-code"
}
original=$(block "                self?.table.reloadData()" "        viewModel.items.count" "        viewModel.items[row].name")
variant ReloadDataInASink-fixed "$table" "the right fix (store the array the sink is given, read it in the data source)" "$original" \
    "$(block $'                self?.rows = items\n                self?.table.reloadData()' "        rows.count" "        rows[row].name")"
variant ReloadDataInASink-mainAsync "$table" "also right (reload on the main queue's next turn, after the store)" "$original" \
    "$(block $'                DispatchQueue.main.async { self?.table.reloadData() }' "        viewModel.items.count" "        viewModel.items[row].name")"
variant ReloadDataInASink-rowsNeverSet "$table" "a wrong fix (the data source reads rows, which the sink never sets)" "$original" \
    "$(block "                self?.table.reloadData()" "        rows.count" "        rows[row].name")"
variant ReloadDataInASink-storesButReadsProperty "$table" "a wrong fix (stores rows, but the data source still reads viewModel.items)" "$original" \
    "$(block $'                self?.rows = items\n                self?.table.reloadData()' "        viewModel.items.count" "        viewModel.items[row].name")"
variant ReloadDataInASink-copiesTheProperty "$table" "a wrong fix (rows copied from viewModel.items, still the old array in willSet)" "$original" \
    "$(block $'                self?.rows = self?.viewModel.items ?? []\n                self?.table.reloadData()' "        rows.count" "        rows[row].name")"
variant ReloadDataInASink-reloadsFirst "$table" "a wrong fix (reloads, then stores what it was given)" "$original" \
    "$(block $'                self?.table.reloadData()\n                self?.rows = items' "        rows.count" "        rows[row].name")"

# Which publisher holds a value: the subscribers attach after the first change.
variant WhichPublisher-subscribeLate "Chapters/02-TheFix.playgroundchapter/Pages/06-WhichPublisherHoldsAValue.playgroundpage" "subscribers that attach after the first change" \
    '/*#-editable-code true or false*/false/*#-end-editable-code*/' '/*#-editable-code true or false*/true/*#-end-editable-code*/'

# Prediction checkpoints: a learner's answer in place of .notYet, right and wrong.
predict='/*#-editable-code your prediction*/.notYet/*#-end-editable-code*/'
answer() { echo "/*#-editable-code your prediction*/.$1/*#-end-editable-code*/"; }
variant Predict-WillSetOrDidSet-right "Chapters/01-DelegateOrPublished.playgroundchapter/Pages/04-WillSetOrDidSet.playgroundpage" "the right prediction" "$predict" "$(answer publishedReads0)"
variant Predict-WillSetOrDidSet-didSet "Chapters/01-DelegateOrPublished.playgroundchapter/Pages/04-WillSetOrDidSet.playgroundpage" "a wrong prediction (didSet's order for both)" "$predict" "$(answer bothRead1)"
variant Predict-ReceiveOn-insideSelect "Chapters/06-ShelfTiming.playgroundchapter/Pages/03-ReceiveOnDeliversLater.playgroundpage" "a wrong prediction (delivered inside select)" "$predict" "$(answer insideSelect)"
variant Predict-SendsBack-inTurn "Chapters/07-ShelfTheFix.playgroundchapter/Pages/01-AHandlerThatSendsBack.playgroundpage" "a wrong prediction (the second value waits its turn)" "$predict" "$(answer percentThenYen)"
variant Predict-RemoveDuplicates-right "Chapters/06-ShelfTiming.playgroundchapter/Pages/08-WhereRemoveDuplicatesGoes.playgroundpage" "the right prediction" "$predict" "$(answer oneOneTwo)"
variant Predict-RemoveDuplicates-dropped "Chapters/06-ShelfTiming.playgroundchapter/Pages/08-WhereRemoveDuplicatesGoes.playgroundpage" "a wrong prediction (the repeated count is dropped before map)" "$predict" "$(answer oneTwo)"
variant Predict-OnReceive-right "Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/02-OnReceiveOrOnChange.playgroundpage" "the right prediction" "$predict" "$(answer onReceiveBefore)"
variant Predict-OnReceive-bothAfter "Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/02-OnReceiveOrOnChange.playgroundpage" "a wrong prediction (both read after the store)" "$predict" "$(answer bothAfter)"
record="Chapters/09-ShelfTesting.playgroundchapter/Pages/02-RecordWhatWasSent.playgroundpage"
variant RecordWhatWasSent-sameTwice "$record" "the same coupon selected twice: two steps in the picture, not one" \
    '/*#-editable-code coupons to select*/Coupon.tenPercentOff, .tenYenOff/*#-end-editable-code*/' '/*#-editable-code coupons to select*/Coupon.tenYenOff, .tenYenOff/*#-end-editable-code*/'
echo "variants written"

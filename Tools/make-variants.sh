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
ch1=Chapters/01-Delegates.playgroundchapter/Pages
ch2=Chapters/02-Published.playgroundchapter/Pages
ch3=Chapters/03-WhenDoesItFire.playgroundchapter/Pages
ch4=Chapters/04-TheFix.playgroundchapter/Pages
variant StrongDelegatesLeak-weak "$ch1/05-StrongDelegatesLeak.playgroundpage" "the learner's fix (weak var delegate)" \
    '/*#-editable-code*/var/*#-end-editable-code*/' '/*#-editable-code*/weak var/*#-end-editable-code*/'
variant CouponPipeline-fixed "$ch2/04-ExerciseTheCouponPipeline.playgroundpage" "the learner's fix (coupon.apply(to: total))" \
    $'                total\n' $'                coupon.apply(to: total)\n'
variant EqualValuesReEmit-removeDuplicates "$ch3/04-EqualValuesReEmit.playgroundpage" "the learner's fix (.removeDuplicates())" \
    $'    //#-editable-code\n    //#-end-editable-code\n' $'    //#-editable-code\n    .removeDuplicates()\n    //#-end-editable-code\n'
stale=$'            label.pay = presenter.totalAfterCoupon\n'
variant FixTheStaleTotal-fixed "$ch4/04-FixTheStaleTotal.playgroundpage" "the right fix (use the coupon the sink received)" \
    "$stale" $'            label.pay = coupon.apply(to: presenter.totalWithTax)\n'
variant FixTheStaleTotal-stillStale "$ch4/04-FixTheStaleTotal.playgroundpage" "a wrong fix (reads selectedCoupon, still the old one)" \
    "$stale" $'            label.pay = presenter.selectedCoupon.apply(to: presenter.totalWithTax)\n'
variant FixTheStaleTotal-noCoupon "$ch4/04-FixTheStaleTotal.playgroundpage" "a wrong fix (drops the coupon)" \
    "$stale" $'            label.pay = presenter.totalWithTax\n'
variant FixTheStaleTotal-doubleDiscount "$ch4/04-FixTheStaleTotal.playgroundpage" "a wrong fix (applies the new coupon to the old coupon's total)" \
    "$stale" $'            label.pay = coupon.apply(to: presenter.totalAfterCoupon)\n'
ch6=Chapters/06-TestingEachDesign.playgroundchapter/Pages
never=$'    return false\n'
variant CatchTheStaleRead-fixed "$ch6/03-ExerciseCatchTheStaleRead.playgroundpage" "the right check (delivered != read)" \
    "$never" $'    return log.contains { $0.delivered != $0.read }\n'
variant CatchTheStaleRead-alwaysTrue "$ch6/03-ExerciseCatchTheStaleRead.playgroundpage" "a wrong check (always reports the bug)" \
    "$never" $'    return true\n'
variant CatchTheStaleRead-anyNotice "$ch6/03-ExerciseCatchTheStaleRead.playgroundpage" "a wrong check (any matching notice)" \
    "$never" $'    return log.contains { $0.delivered == $0.read }\n'
ch5=Chapters/05-SwiftUIAndObservation.playgroundchapter/Pages
variant KeepWatching-retrack "$ch5/05-ExerciseKeepWatching.playgroundpage" "the learner's fix (track again inside onChange)" \
    $'        //#-editable-code\n        //#-end-editable-code\n' $'        //#-editable-code\n        watchCoupon()\n        //#-end-editable-code\n'
echo "variants written"

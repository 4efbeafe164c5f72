#!/usr/bin/env bash
# What Swift Playgrounds 4.4 compiles, as close as a Mac runner gets: Swift 5.9 (Xcode 15.0 to
# 15.2) against the iOS 17 simulator SDK. Builds the two Shared modules, then type-checks every
# page against them as the app does: Swift 5 mode, BookStage imported on every page (the book's
# UserAutoImportedAuxiliaryModules). macOS only; run from anywhere in the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(xcrun swiftc --version 2>&1 | head -n 1)
echo "$version"
case "$version" in
    *"Swift version 5.9"*) ;;
    *) echo "typecheck-5.9: Swift Playgrounds 4.4 compiles with Swift 5.9; this is: $version" >&2; exit 1 ;;
esac
sdk=$(xcrun --sdk iphonesimulator --show-sdk-path)
target=arm64-apple-ios17.0-simulator
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
common=(-swift-version 5 -sdk "$sdk" -target "$target" -module-cache-path "$out/cache")
for module in Shared/UserModules/Shop Shared/Modules/BookStage; do
    name=$(basename "$module")
    xcrun swiftc "${common[@]}" -parse-as-library -emit-module -module-name "$name" \
        -emit-module-path "$out/$name.swiftmodule" "$module"/Sources/*.swift
    echo "module $name: compiles"
done
failed=0
pages=0
for page in Chapters/*/Pages/*/main.swift; do
    pages=$((pages + 1))
    if ! xcrun swiftc "${common[@]}" -typecheck -I "$out" -Xfrontend -import-module -Xfrontend BookStage "$page"; then
        echo "typecheck-5.9: $page does not compile with Swift 5.9" >&2
        failed=$((failed + 1))
    fi
done
echo "$pages pages type-checked, $failed failed"
[ "$failed" -eq 0 ]

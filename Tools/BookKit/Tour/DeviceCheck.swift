import BookModel
import Foundation

/// docs/DEVICE-CHECK.md (and .ja.md): what a person with an iPad or a Mac checks first, in
/// fifteen minutes, make-or-break first. Every output it expects is taken from the recorded
/// runs (Tests/BookTests/Expected), so the checklist cannot drift from what the pages print:
/// `book device-check` writes it, and a test compares the committed files with a fresh one.
public enum DeviceCheck {
    public static func path(language: String) -> String {
        language == "en" ? "docs/DEVICE-CHECK.md" : "docs/DEVICE-CHECK.\(language).md"
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    public static func markdown(root: URL, tree: SourceTree, language: String) throws -> String {
        let localization = language == "en" ? nil : try Localization.load(root: root, language: language)
        // Every word below comes from Translations/<lang>/Edition.json (English as written).
        let words = EditionWords.words(localization)
        func t(_ english: String, _ values: String...) -> String { EditionWords.format(english, values, in: words) }
        func page(_ chapter: Int, _ number: Int) throws -> PageFolder {
            guard tree.chapters.indices.contains(chapter - 1), tree.chapters[chapter - 1].pages.indices.contains(number - 1) else {
                throw Missing(description: "DeviceCheck: no page \(chapter).\(number)")
            }
            return tree.chapters[chapter - 1].pages[number - 1]
        }
        func name(_ chapter: Int, _ number: Int) throws -> String {
            let folder = try page(chapter, number)
            return t("%@.%@ “%@”", "\(chapter)", "\(number)", localization?.name(of: folder) ?? folder.manifest.Name)
        }
        func recorded(_ relative: String) throws -> PageOutput { try PageOutput.recorded(relative, root: root) }
        func run(_ chapter: Int, _ number: Int, language: String = "en") throws -> PageOutput {
            try recorded(PageOutput.recordedPath(try page(chapter, number), language: language))
        }
        func block(_ lines: [String]) -> String { (["```"] + lines + ["```"]).joined(separator: "\n") }
        func verdict(_ output: PageOutput) -> [String] { output.assessment?.lines ?? [t("(no verdict)")] }
        func bookPath(_ folder: PageFolder, _ file: String) -> String {
            "../\(BookSettings.bookFolder)/Contents/Chapters/\(folder.chapterFolder)/Pages/\(folder.folder)/PrivateResources/\(file)"
        }

        var out: [String] = []
        out.append(t("# Device check: fifteen minutes with an iPad or a Mac"))
        out.append(
            t(
                """
                Nobody has opened this book in Swift Playgrounds yet: everything the repository tests ran \
                on Linux. Check these in order; step 2 is make-or-break. Every expected output below is \
                generated from the recorded runs by `swift run book device-check`, so it is what the page \
                prints. Report with the issue template “Device check” (.github/ISSUE_TEMPLATE/device-check.yml): \
                for each step, as expected, different (what you saw), or could not check.
                """))
        out.append(
            t(
                "You need Swift Playgrounds 4.4 or later on iPadOS 17 / macOS 14 or later. Write down the device, the system version and the app's version (Settings › Playgrounds, or Swift Playgrounds › About). Steps 2 to 7 expect the app in English; step 8 switches it to Japanese."
            ))

        // 1. Opening.
        out.append(t("## 1. Open the book (1 min)"))
        out.append(
            t(
                """
                Follow “Open in Swift Playgrounds” in the README (one link, then Files). **Expect:** the book \
                opens with its cover and the title “Delegate vs @Published”, and lists %@ chapters, \
                %@ pages in all. **If the app refuses it:** copy its message word for word.
                """, "\(tree.chapters.count)", "\(tree.pages.count)"))

        // 2. Make-or-break.
        let first = try run(1, 1)
        out.append(t("## 2. Make-or-break: the first page compiles (2 min)"))
        out.append(
            t(
                """
                Open %@ and tap Run My Code. The Shop module (a user module) holds `@Observable` \
                types, so this proves the app builds Observation's macros in a user module; all pages but one \
                need Shop. **Expect** these results beside the code (the printed lines, in this order):
                """, try name(1, 1)))
        out.append(block(first.results))
        out.append(
            t(
                "**If it does not compile:** copy the first error and the file it names; nothing else in this list matters until it does."))

        // 3. Page code that waits for the main queue: the riskiest thing a page does.
        let later = try run(6, 3)
        let waiting = tree.pages.filter { $0.markup.lines.contains { $0.text.contains("nextTurn()") } }.count
        out.append(t("## 3. A page that waits for the main queue (2 min)"))
        out.append(
            t(
                """
                Open %@ and run it as it is. Its code hands work to the main queue and then \
                waits for that work from inside the page (`nextTurn()`), as %@ \
                pages do. **Expect** all of these results beside the code; lines 2 to 4 appear only if the wait works:
                """, try name(6, 3), "\(waiting)"))
        out.append(block(later.results))
        out.append(
            t(
                "**If lines 2 to 4 are missing or the page never ends:** write what the results show and whether Stop was needed."))

        // 4. A deinit page: whether the app keeps objects alive that Linux frees.
        let released = try run(5, 6)
        out.append(t("## 4. An object released while the page runs (2 min)"))
        out.append(
            t(
                """
                Open %@ and run it. The page lets one label go out of scope and shows whether \
                its `deinit` ran. **Expect** this in the live view:
                """, try name(5, 6)))
        out.append(block(released.liveView ?? []))

        // 5. Logging and a prediction checkpoint.
        let willSet = try run(1, 4)
        let wrong = try recorded(PageOutput.recordedPath(variant: "Predict-WillSetOrDidSet-didSet"))
        let right = try recorded(PageOutput.recordedPath(variant: "Predict-WillSetOrDidSet-right"))
        out.append(t("## 5. A verdict on a page without a live view (2 min)"))
        out.append(
            t(
                """
                Open %@. Run it as it is (`prediction` still `.notYet`). **Expect** the results \
                beside the `print` lines (each line carries its order number), and a verdict that asks for a \
                prediction first:
                """, try name(1, 4)))
        out.append(block(willSet.results + [""] + verdict(willSet)))
        out.append(
            t(
                """
                Now replace `.notYet` with `.bothRead1` and run. **Expect** “not yet”, the Hint button showing \
                these one at a time, then the solution:
                """))
        out.append(block(verdict(wrong)))
        out.append(t("Then write `.publishedReads0` and run. **Expect** the pass message:"))
        out.append(block(verdict(right)))
        out.append(
            t(
                """
                **Report where** the verdict and the Hint button appear on this page, which has no live view of \
                its own (a popover over the code, a bar at the bottom, nowhere). Apple documents the Hint button \
                with the live view, so the book also shows the verdict as a small live view (a ✓ or ✗ and the \
                message or first hint): **report** whether that live view appears after Run, and whether you had \
                to open the live view pane to see it.
                """))

        // 6. The UIKit page: a UITableViewController as the live view, and an exercise's verdict beside it.
        let table = try run(2, 5)
        let tableFixed = try recorded(PageOutput.recordedPath(variant: "ReloadDataInASink-fixed"))
        out.append(t("## 6. A UIKit table as the live view (2 min)"))
        out.append(
            t(
                """
                Open %@ and run it as it is. The live view is a `UITableViewController` \
                (inset grouped) that BookStage builds: one row per add, what the screen's table was told \
                beside what the cart holds, “⚠︎” where they differ. **Expect** the rows of this table, and \
                the verdict “not yet” with this first hint:
                """, try name(2, 5)))
        out.append(block((table.liveView ?? []) + [""] + Array(verdict(table).prefix(2))))
        out.append(
            t(
                "Then make the three edits of the page's solution (in the Hint button's last step) and run. **Expect** no “⚠︎”, the rows of this table, and the pass message:"))
        out.append(block((tableFixed.liveView ?? []) + [""] + verdict(tableFixed)))
        out.append(
            t(
                "**If the app does not compile the page:** copy the first error; it is the UIKit code's, which only a device builds."))

        // 7. A poster at 2x, then its live view.
        let sideBySide = try page(2, 3)
        let live = try run(2, 3)
        out.append(t("## 7. A poster at 2x, then its live view (2 min)"))
        out.append(
            t(
                """
                Open %@. **Expect,** before you run, this poster in the live view, drawn at 2x \
                (`LiveViewPoster@2x.png`, %@ points wide at most): whole within the pane beside \
                the code, and as sharp as the text around it. Note if it is cut off, scaled, twice as large or blurry:
                """, try name(2, 3), "\(PosterFiles.maxPoints)"))
        // The app is in English until step 8, which checks the Japanese poster.
        out.append("![\(t("The poster of the page"))](\(bookPath(sideBySide, "en.lproj/" + PosterFiles.png)))")
        out.append(
            t(
                "Run it, then tap the buttons. **Expect** after the run the same three columns, the stale cells marked (red, with a warning sign):"))
        out.append(block(Array((live.liveView ?? []).prefix(11))))

        // 8. Japanese.
        let japanese = try run(1, 4, language: "ja")
        let willSetPage = try page(1, 4)
        let jaTitle = try Localization.load(root: root, language: "ja")?.name(of: willSetPage) ?? ""
        out.append(t("## 8. The Japanese edition (1 min)"))
        out.append(
            t(
                """
                Set the app's language to Japanese (iPad: Settings › Playgrounds › Language; Mac: System \
                Settings › General › Language & Region › Applications). Open %@. **Expect** the \
                title “%@”, the prose, the “予想” box and the editable region's placeholder in Japanese, \
                and, run as it is, this verdict:
                """, try name(1, 4), "\(jaTitle)"))
        out.append(block(verdict(japanese)))
        out.append(
            t(
                "Also open %@: its poster should be the Japanese one (labels such as 「デリゲート」).", try name(2, 3)))

        // 9. Appearance and the module.
        out.append(t("## 9. Dark mode and the Shop module (1 min)"))
        out.append(
            t(
                """
                Switch the system to dark appearance. **Expect** the cover, the chapter pictures and the posters \
                readable. Then, in the module list, try to delete the Shop module: the book sets \
                `UserModuleMode` to Limited, so **expect** that Shop cannot be removed (its files stay editable).
                """))
        return out.joined(separator: "\n\n") + "\n"
    }
}

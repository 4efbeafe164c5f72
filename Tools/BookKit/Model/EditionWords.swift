import Foundation

/// What the web edition (Tools/Site), the presenter's guide (`book guide`) and the device check
/// (`book device-check`) write, in English, as their code writes it: `t("…")` looks each one up
/// in Translations/<lang>/Edition.json, which `book translate` keeps in step with this list.
/// `%@` stands for a value.
public enum EditionWords {
    static let known = Set(texts)

    /// The words of a translation (Translations/<lang>/Edition.json); English without one.
    public static func words(_ localization: Localization?) -> ToolWords {
        ToolWords.load(language: localization, file: TranslationSources.editionFile)
    }

    /// `english` in `words`, each `%@` filled in. A text missing from `texts` would never be
    /// translated, so using one stops the program, naming it.
    public static func format(_ english: String, _ values: [String], in words: ToolWords) -> String {
        precondition(known.contains(english), "EditionWords.texts lacks \"\(english)\": add it, then run `swift run book translate`")
        return words.format(english, values)
    }

    public static let texts: [String] = [
        // GuidePage.swift
        "Presenter's guide",
        "Running a workshop",
        "The presenter's guide",
        ": ",
        "setup, two timed plans, and for every page its point, what to show and say, where to ask the room, the misconception to listen for and the way on.",
        "Plan",
        "Book order, no plan",
        "Start presenting",
        "The workshop's own slides",
        ": the welcome with the link to the book, each break, and the rule at the wrap-up, with notes in the speaker view; with a plan chosen, → goes through them in the plan's order.",
        "The plan's ",
        "handout",
        " and ",
        "presenter's copy",
        " print from the browser. The handout starts each page on a new sheet (two for long results): its title, its code, what its run showed and its point. Hand it out at the end: its results show what the room is asked to predict.",
        "With a plan chosen, → at a page's end goes to the plan's next page, and the speaker view (<kbd>s</kbd>) shows the pacing against it.",
        // Handout.swift
        "Chapter %@: ",
        "Handout",
        "Handout: every page, one slide per printed sheet (#summary: each page from a new sheet; #notes: the presenter's copy, with notes and answers)",
        "Notes",
        "Listen for:",
        "Next:",
        // LiveView.swift
        "stale:",
        "Timeline",
        // PageChrome.swift
        "Chapter %@ · Page %@",
        "Present",
        "Read",
        "p: present · s: speaker view · → / Space / PageDown: next · ← / PageUp: back · o: all pages · b: blank · h: next hint · f: full screen · ?: keys",
        "present, or read",
        "speaker view in a second window",
        "next step, then the next page",
        "back",
        "every page; arrows and Enter jump",
        "blank the screen",
        "next hint",
        "full screen",
        "these keys",
        "Every page",
        "Keys",
        "Speaker view", "Now",
        "Next",
        "Listen for",
        "Then",
        "Elapsed",
        "planned %@–%@ min",
        "%@ min behind",
        "%@ min ahead",
        "on time",
        "not in this plan",
        "No notes for this page.",
        "Next in your plan (the book goes on elsewhere)",
        ":",
        ", ",
        "Restart the clock",
        "Back at %@, in %@ minutes.",
        "Ahead on this page, what its prose says next:",
        "Nothing more for this step: show it, and go on.",
        "Next page",
        "The room's task",
        "(%@ min in your plan, 8 of them hands-on)",
        "Solution, for your eyes only",
        "What each press of h shows the room",
        "How to read the picture",
        "Answer it with",
        "Your plan skipped the page before; its point, if the room needs it",
        // QuestionsPage.swift
        "Runs on",
        "Asked in",
        "Developers asked these in public. Each answer links to the page that shows it with code that runs.",
        "Questions this book answers",
        // RunSlides.swift
        "After Run",
        "Results, beside the code",
        "Live view",
        "Assessment",
        "Not yet.",
        "Solution:",
        "Press h for a hint.",
        "Right.",
        "Not what the run shows.",
        "Choose one first.",
        "Predict, then run",
        "Which one will the run show?",
        "Check",
        "The run shows",
        ", … %@ more",
        "Code",
        "Results",
        // SiteBuilder.swift
        "English",
        "Handout of chapter %@",
        """
        <p><a class="open-book" href="%@" download>Open in Swift Playgrounds</a>: the book as one zip, for Swift Playgrounds 4.4 or later. It opens in the device's language where the book has it (%@), and in English otherwise.</p>
        <ol class="open-steps"><li>On an iPad, tap the link in Safari and choose Download.</li><li>In Files, open Downloads, tap the zip, then tap <code>DelegateVsPublished.playgroundbook</code>: it opens in Swift Playgrounds.</li></ol>
        <p>On a Mac, click the link (Safari unpacks the download), then double-click the book in Downloads. The zip comes with the published web edition; in a clone of the repository, <code>swift run book zip</code> writes it.</p>
        """,
        """
        <p>Presenters: open any page and press <kbd>p</kbd> (or Present), then step with → / Space / PageDown: the page's title, its code (in parts when it is long), the question for the room and its answer, what a run shows, each notification of its timeline in turn, then the next page. Slides carry no prose: body text is 28 px and code 24 px on a 720p projector. The page's prose, step by step, is in the speaker view (<kbd>s</kbd>), with the guide's notes. <kbd>o</kbd> lists every page, <kbd>b</kbd> blanks the screen, <kbd>f</kbd> is full screen, from page to page, <kbd>h</kbd> shows an exercise's next hint, <kbd>?</kbd> the keys.</p>
        """,
        "The book's cover",
        "Delegate, <code>@Published</code> or <code>CurrentValueSubject</code>: when exactly does each one tell you about a change?",
        "Present from the first page",
        "one slide at a time, sized for a projector (<kbd>p</kbd> switches between presenting and reading)",
        "every page; the browser's Print gives one slide per sheet",
        "Presenter's copy",
        "the same with each page's notes and the answers",
        "Open in Swift Playgrounds",
        "Chapters",
        "The whole book in one picture (it answers the book's questions: open it after chapter 4)",
        "The demo script through the three designs: only the half-way migration (@Published + update()) reads stale values",
        "Glossary",
        "Presenting",
        // SitePages.swift
        "Last page:",
        "page %@",
        "Predict",
        "The point",
        "Inside a notification, use the value you were sent.",
        "Read other state only when the notification comes after the action has stored every value you read.",
        // WorkshopPage.swift
        "Workshop: ",
        "Welcome",
        "Get the book: ",
        " (Swift Playgrounds 4.4 or later)",
        "No iPad? Read along in the web edition: ",
        "Predict before every run.",
        "On the published site the link shows its full address. Presenting from a clone: run `swift run book zip --output docs/site/DelegateVsPublished.playgroundbook.zip`, then share the file (AirDrop), or serve the site with `python3 -m http.server 8000 --directory docs/site` and write this laptop's address with `:8000/` on the board (see the guide's setup).",
        "Show the link until every device has the book open on its first page; pair people without a device.",
        "Say what the session answers: delegate, `@Published` or `CurrentValueSubject`, and when exactly each one tells you about a change.",
        "Break",
        "Back in a few minutes.",
        "Before the break, ask the room what the last page showed; after it, → goes on with the next page of your plan.",
        "The rule",
        "Take questions first, with the rule on screen: the web edition's questions.html names the shelf page that answers each one. End by reading both sentences aloud.",
        "welcome",
        "the rule",
        "break",
        // QuestionsIndex.swift
        "%1$@.%2$@ %3$@",
        "| Question | Asked in | Answered on |",
        // PresenterGuide.swift
        "Plan: %@",
        "# Presenter's guide",
        "## Setup",
        "#", "Page", "Minutes", "Clock", "Attendees", "Ask the room",
        "on their devices",
        "predict first",
        "## The pages",
        "**Point.** ",
        "**Show and say.**",
        "**Ask the room, before Run.** ",
        "**The run shows** %@: %@ %@",
        " (not in %@; say its point: %@)",
        "“%@”",
        "**Listen for.** ",
        " Fixed by ",
        ".",
        "**Attendees.** ",
        " Solution: see the end of this guide.",
        "**Next.** ",
        "## Exercise solutions (for the presenter only)",
        "The pages reveal these only through their hints, one at a time (in the app, and with h on the web pages); here they are in one place, with the reasoning.",
        "**Solution.** ",
        "**Why.** ",
        // DeviceCheck.swift
        "%@.%@ “%@”",
        "(no verdict)",
        "# Device check: fifteen minutes with an iPad or a Mac",
        """
        Nobody has opened this book in Swift Playgrounds yet: everything the repository tests ran \
        on Linux. Check these in order; step 2 is make-or-break. Every expected output below is \
        generated from the recorded runs by `swift run book device-check`, so it is what the page \
        prints. Report with the issue template “Device check” (.github/ISSUE_TEMPLATE/device-check.yml): \
        for each step, as expected, different (what you saw), or could not check.
        """,
        "You need Swift Playgrounds 4.4 or later on iPadOS 17 / macOS 14 or later. Write down the device, the system version and the app's version (Settings › Playgrounds, or Swift Playgrounds › About). Steps 2 to 7 expect the app in English; step 8 switches it to Japanese.",
        "## 1. Open the book (1 min)",
        """
        Follow “Open in Swift Playgrounds” in the README (one link, then Files). **Expect:** the book \
        opens with its cover and the title “Delegate vs @Published”, and lists %@ chapters, \
        %@ pages in all. **If the app refuses it:** copy its message word for word.
        """,
        "## 2. Make-or-break: the first page compiles (2 min)",
        """
        Open %@ and tap Run My Code. The Shop module (a user module) holds `@Observable` \
        types, so this proves the app builds Observation's macros in a user module; all pages but one \
        need Shop. **Expect** these results beside the code (the printed lines, in this order):
        """,
        "**If it does not compile:** copy the first error and the file it names; nothing else in this list matters until it does.",
        "## 3. A page that waits for the main queue (2 min)",
        """
        Open %@ and run it as it is. Its code hands work to the main queue and then \
        waits for that work from inside the page (`nextTurn()`), as %@ \
        pages do. **Expect** all of these results beside the code; lines 2 to 4 appear only if the wait works:
        """,
        "**If lines 2 to 4 are missing or the page never ends:** write what the results show and whether Stop was needed.",
        "## 4. An object released while the page runs (2 min)",
        """
        Open %@ and run it. The page lets one label go out of scope and shows whether \
        its `deinit` ran. **Expect** this in the live view:
        """,
        "## 5. A verdict on a page without a live view (2 min)",
        """
        Open %@. Run it as it is (`prediction` still `.notYet`). **Expect** the results \
        beside the `print` lines (each line carries its order number), and a verdict that asks for a \
        prediction first:
        """,
        """
        Now replace `.notYet` with `.bothRead1` and run. **Expect** “not yet”, the Hint button showing \
        these one at a time, then the solution:
        """,
        "Then write `.publishedReads0` and run. **Expect** the pass message:",
        """
        **Report where** the verdict and the Hint button appear on this page, which has no live view of \
        its own (a popover over the code, a bar at the bottom, nowhere). Apple documents the Hint button \
        with the live view, so the book also shows the verdict as a small live view (a ✓ or ✗ and the \
        message or first hint): **report** whether that live view appears after Run, and whether you had \
        to open the live view pane to see it.
        """,
        "## 6. A UIKit table as the live view (2 min)",
        """
        Open %@ and run it as it is. The live view is a `UITableViewController` \
        (inset grouped) that BookStage builds: one row per add, what the screen's table was told \
        beside what the cart holds, “⚠︎” where they differ. **Expect** the rows of this table, and \
        the verdict “not yet” with this first hint:
        """,
        "Then make the three edits of the page's solution (in the Hint button's last step) and run. **Expect** no “⚠︎”, the rows of this table, and the pass message:",
        "**If the app does not compile the page:** copy the first error; it is the UIKit code's, which only a device builds.",
        "## 7. A poster at 2x, then its live view (2 min)",
        """
        Open %@. **Expect,** before you run, this poster in the live view, drawn at 2x \
        (`LiveViewPoster@2x.png`, %@ points wide at most): whole within the pane beside \
        the code, and as sharp as the text around it. Note if it is cut off, scaled, twice as large or blurry:
        """,
        "The poster of the page",
        "Run it, then tap the buttons. **Expect** after the run the same three columns, the stale cells marked (red, with a warning sign):",
        "## 8. The Japanese edition (1 min)",
        """
        Set the app's language to Japanese (iPad: Settings › Playgrounds › Language; Mac: System \
        Settings › General › Language & Region › Applications). Open %@. **Expect** the \
        title “%@”, the prose, the “予想” box and the editable region's placeholder in Japanese, \
        and, run as it is, this verdict:
        """,
        "Also open %@: its poster should be the Japanese one (labels such as 「デリゲート」).",
        "## 9. Dark mode and the Shop module (1 min)",
        """
        Switch the system to dark appearance. **Expect** the cover, the chapter pictures and the posters \
        readable. Then, in the module list, try to delete the Shop module: the book sets \
        `UserModuleMode` to Limited, so **expect** that Shop cannot be removed (its files stay editable).
        """,
    ]
}

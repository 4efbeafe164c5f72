import Foundation

/// What the web edition (Tools/Site) and the presenter's guide (`book guide`) write, in English,
/// as their code writes it: `t("…")` looks each one up in Translations/<lang>/Edition.json,
/// which `book translate` keeps in step with this list. `%@` stands for a value.
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
        "handout",
        "presenter's copy",
        "The plan's %@ and %@ print from the browser. The handout starts each page on a new sheet (two for long results): its title, its code, what its run showed and its point. Hand it out at the end: its results show what the room is asked to predict.",
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
    ]
}

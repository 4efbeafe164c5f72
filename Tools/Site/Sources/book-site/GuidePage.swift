import BookModel
import BookTour
import Foundation

/// The presenter's guide as a page of the web edition, so that the published site carries it
/// beside the deck: the blocks `book guide` writes as docs/guide/GUIDE*.md
/// (`PresenterGuide.document`), rendered here. cmark renders its prose; its plan tables and
/// page headings (whose anchor becomes the heading's id, with a link to the page) are built
/// from their parts.
extension SiteBuilder {
    func guideHTML(language: String) throws -> String {
        // The document's first block is its title: here the page's.
        let blocks = try PresenterGuide.document(root: root, tree: tree, language: language).dropFirst()
        let body = blocks.map { block -> String in
            switch block {
            case .markdown(let text): return MarkdownHTML().render(MarkdownNode.parse(Self.guideLinks(text)))
            case .pageHeading(let title, let anchor):
                let id = MarkdownHTML.escape(anchor)
                return #"<h3 id="\#(id)"><a href="\#(id).html#present&amp;step=0">\#(Self.inlineMarkdown(title))</a></h3>"# + "\n"
            case .table(let header, let rows): return Self.table(header: header, rows: rows)
            }
        }
        return contentsPage(language: language, file: "guide.html", title: t("Presenter's guide", language), body: body.joined())
    }

    /// Links as the site has them: the questions index beside this page; files of the
    /// repository (the device check) where a clone has them.
    static func guideLinks(_ markdown: String) -> String {
        // A language folder is a language code, as Translations/ names them.
        markdown.replacingOccurrences(of: #"\]\(\.\./site/[a-z]{2,3}(-[A-Za-z0-9]+)?/"#, with: "](", options: .regularExpression)
            .replacingOccurrences(of: "](../DEVICE-CHECK", with: "](../../DEVICE-CHECK")
    }

    /// Inline Markdown (a table cell, a heading's title) as HTML; text that is not one
    /// paragraph of Markdown ("#" alone is a heading) stays text.
    static func inlineMarkdown(_ text: String) -> String {
        let document = MarkdownNode.parse(guideLinks(text))
        guard document.children.count == 1, document.children[0].kind == .paragraph else { return MarkdownHTML.escape(text) }
        return MarkdownHTML().render(document.children[0], parents: [document]).replacingOccurrences(of: "<p>", with: "").replacingOccurrences(of: "</p>\n", with: "")
    }

    /// A plan's table: its header and rows, each cell inline Markdown.
    static func table(header: [String], rows: [[String]]) -> String {
        let head = header.map { #"<th scope="col">\#(inlineMarkdown($0))</th>"# }.joined()
        let body = rows.map { "<tr>" + $0.map { "<td>\(inlineMarkdown($0))</td>" }.joined() + "</tr>" }.joined(separator: "\n")
        return #"<table class="plan"><thead><tr>\#(head)</tr></thead><tbody>"# + "\n" + body + "\n</tbody></table>\n"
    }
}

extension SiteBuilder {
    /// The index's workshop section: the guide, and the plan a presenter chooses (kept in the
    /// browser, where the speaker view and → at a page's end read it), with the link that
    /// starts presenting at the plan's first page.
    func workshopHTML(language: String, pagesFolder: String) -> String {
        let options = guidePlans.map { plan -> String in
            // A plan starts at its first stop: the welcome, where it has one.
            let first = stops(of: plan).first?.file ?? "01-01.html"
            // The plan's title says its length; the label before the list already says "Plan".
            let name = plan.name(language)
            return #"<option value="\#(MarkdownHTML.escape(plan.id))" data-first="\#(pagesFolder)\#(first)">\#(Highlighter.escape(name))</option>"#
        }.joined()
        // The plan is kept in the browser: Resources/plan-choice.js.
        let script = "<script>\n" + SiteAssets.planChoice + "\n</script>"
        // The two prints, links inside one sentence (a translation may order them its own way).
        let handout = ##"<a class="plan-handout" href="\##(pagesFolder)all.html#summary" data-book="\##(pagesFolder)all.html" data-more="#summary">\##(t("handout", language))</a>"##
        let copy = ##"<a class="plan-handout" href="\##(pagesFolder)all.html#notes" data-book="\##(pagesFolder)all.html" data-more="#notes">\##(t("presenter's copy", language))</a>"##
        return """
            <h2>\(t("Running a workshop", language))</h2>
            <p><a href="\(pagesFolder)guide.html">\(t("The presenter's guide", language))</a>\(t(": ", language))\(t("setup, two timed plans, and for every page its point, what to show and say, where to ask the room, the misconception to listen for and the way on.", language))</p>
            <form class="plan-choice" onsubmit="return false"><label for="plan">\(t("Plan", language))</label> <select id="plan"><option value="" data-first="">\(t("Book order, no plan", language))</option>\(options)</select> <a class="start-plan" href="\(pagesFolder)01-01.html#present&amp;step=0" data-book="\(pagesFolder)01-01.html">\(t("Start presenting", language))</a></form>
            <p><a href="\(pagesFolder)workshop.html#present">\(t("The workshop's own slides", language))</a>\(t(": the welcome with the link to the book, each break, and the rule at the wrap-up, with notes in the speaker view; with a plan chosen, → goes through them in the plan's order.", language))</p>
            <p>\(t("The plan's %@ and %@ print from the browser. The handout starts each page on a new sheet (two for long results): its title, its code, what its run showed and its point. Hand it out at the end: its results show what the room is asked to predict.", language, handout, copy))</p>
            <p>\(t("With a plan chosen, → at a page's end goes to the plan's next page, and the speaker view (<kbd>s</kbd>) shows the pacing against it.", language))</p>
            \(script)
            """
    }
}

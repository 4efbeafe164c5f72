import BookModel
import Foundation

/// The presenter's guide (docs/guide/GUIDE.md and GUIDE.ja.md, written by `book guide`) as a
/// page of the web edition, so that the published site carries it beside the deck. cmark
/// renders its prose; its plan tables (pipe tables, which CommonMark does not have) are written
/// here, and its page anchors (`<a id="01-04"></a>` in a heading) become the heading's id with
/// a link to the page.
extension SiteBuilder {
    func guideHTML(language: String) throws -> String {
        let name = language == "en" ? "GUIDE.md" : "GUIDE.\(language).md"
        let url = root.appendingPathComponent("docs/guide/\(name)")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Problems([Problem(display(url), "no presenter's guide: run `swift run book guide`")])
        }
        var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        // The guide's own title is the page's.
        if let first = lines.firstIndex(where: { $0.hasPrefix("# ") }) { lines.remove(at: first) }
        let title = t("Presenter's guide", language)
        var out: [String] = []
        var prose: [String] = []
        var table: [String] = []
        func flushProse() {
            if !prose.isEmpty { out.append(Self.guideRenderer.render(MarkdownNode.parse(Self.guideLinks(prose.joined(separator: "\n"))))) }
            prose = []
        }
        func flushTable() {
            if !table.isEmpty { out.append(Self.table(table)) }
            table = []
        }
        for line in lines {
            if line.hasPrefix("|") {
                flushProse()
                table.append(line)
            } else {
                flushTable()
                prose.append(line)
            }
        }
        flushProse()
        flushTable()
        return contentsPage(language: language, file: "guide.html", title: title, body: out.joined())
    }

    /// Links as the site has them: the questions index beside this page; files of the
    /// repository (the device check) where a clone has them.
    static func guideLinks(_ markdown: String) -> String {
        // A language folder is a language code, as Translations/ names them.
        markdown.replacingOccurrences(of: #"\]\(\.\./site/[a-z]{2,3}(-[A-Za-z0-9]+)?/"#, with: "](", options: .regularExpression)
            .replacingOccurrences(of: "](../DEVICE-CHECK", with: "](../../DEVICE-CHECK")
    }

    /// cmark's HTML, but a heading that holds a page anchor takes it as its id and links the page.
    static var guideRenderer: MarkdownHTML {
        MarkdownHTML { node, parents, renderer in
            guard case .heading(let level) = node.kind,
                let anchor = node.children.first(where: { $0.kind == .htmlInline && $0.literal.contains("id=") }),
                let match = anchor.literal.range(of: #"(?<=id=")[^"]+"#, options: .regularExpression)
            else { return nil }
            let id = String(anchor.literal[match])
            var inner = node
            inner.children = node.children.filter { $0.kind != .htmlInline }
            let text = inner.children.map { renderer.render($0, parents: parents + [node]) }.joined().trimmingCharacters(in: .whitespaces)
            return #"<h\#(level) id="\#(MarkdownHTML.escape(id))"><a href="\#(MarkdownHTML.escape(id)).html#present&amp;step=0">\#(text)</a></h\#(level)>"# + "\n"
        }
    }

    /// A pipe table (a header row, a separator row, body rows) as HTML; each cell's text is
    /// rendered as inline Markdown.
    static func table(_ rows: [String]) -> String {
        func cells(_ row: String) -> [String] {
            var parts = row.trimmingCharacters(in: .whitespaces).components(separatedBy: "|")
            if parts.first == "" { parts.removeFirst() }
            if parts.last == "" { parts.removeLast() }
            return parts.map { $0.trimmingCharacters(in: .whitespaces) }
        }
        func inline(_ text: String) -> String {
            // A cell is inline Markdown only if it parses as one paragraph ("#" alone is a heading).
            let document = MarkdownNode.parse(guideLinks(text))
            guard document.children.count == 1, document.children[0].kind == .paragraph else { return MarkdownHTML.escape(text) }
            return guideRenderer.render(document.children[0], parents: [document]).replacingOccurrences(of: "<p>", with: "").replacingOccurrences(of: "</p>\n", with: "")
        }
        guard let header = rows.first else { return "" }
        let body = rows.dropFirst().filter { !$0.replacingOccurrences(of: "|", with: "").allSatisfy { $0 == "-" || $0 == " " || $0 == ":" } }
        let head = cells(header).map { #"<th scope="col">\#(inline($0))</th>"# }.joined()
        let rowsHTML = body.map { "<tr>" + cells($0).map { "<td>\(inline($0))</td>" }.joined() + "</tr>" }.joined(separator: "\n")
        return #"<table class="plan"><thead><tr>\#(head)</tr></thead><tbody>"# + "\n" + rowsHTML + "\n</tbody></table>\n"
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
        let script = """
            <script>
            (function () {
              // The plan is kept in localStorage ('dvp-plan'), as the speaker view keeps it.
              var select = document.getElementById('plan'), start = document.querySelector('.start-plan'), handout = document.querySelectorAll('.plan-handout');
              function update() {
                var option = select.options[select.selectedIndex];
                start.href = (option.dataset.first || start.dataset.book) + '#present&step=0';
                Array.prototype.forEach.call(handout, function (link) { link.href = link.dataset.book + (select.value ? '#plan=' + select.value + link.dataset.more.replace('#', '&') : link.dataset.more); });
              }
              try { var kept = localStorage.getItem('dvp-plan'); if (kept !== null) select.value = kept; } catch (e) {}
              if (select.selectedIndex < 0) select.value = '';
              update();
              select.addEventListener('change', function () { try { localStorage.setItem('dvp-plan', select.value); } catch (e) {} update(); });
            })();
            </script>
            """
        return """
            <h2>\(t("Running a workshop", language))</h2>
            <p><a href="\(pagesFolder)guide.html">\(t("The presenter's guide", language))</a>\(t(": ", language))\(t("setup, two timed plans, and for every page its point, what to show and say, where to ask the room, the misconception to listen for and the way on.", language))</p>
            <form class="plan-choice" onsubmit="return false"><label for="plan">\(t("Plan", language))</label> <select id="plan"><option value="" data-first="">\(t("Book order, no plan", language))</option>\(options)</select> <a class="start-plan" href="\(pagesFolder)01-01.html#present&amp;step=0" data-book="\(pagesFolder)01-01.html">\(t("Start presenting", language))</a></form>
            <p><a href="\(pagesFolder)workshop.html#present">\(t("The workshop's own slides", language))</a>\(t(": the welcome with the link to the book, each break, and the rule at the wrap-up, with notes in the speaker view; with a plan chosen, → goes through them in the plan's order.", language))</p>
            <p>\(t("The plan's ", language))<a class="plan-handout" href="\(pagesFolder)all.html#summary" data-book="\(pagesFolder)all.html" data-more="#summary">\(t("handout", language))</a>\(t(" and ", language))<a class="plan-handout" href="\(pagesFolder)all.html#notes" data-book="\(pagesFolder)all.html" data-more="#notes">\(t("presenter's copy", language))</a>\(t(" print from the browser. The handout starts each page on a new sheet (two for long results): its title, its code, what its run showed and its point. Hand it out at the end: its results show what the room is asked to predict.", language))</p>
            <p>\(t("With a plan chosen, → at a page's end goes to the plan's next page, and the speaker view (<kbd>s</kbd>) shows the pacing against it.", language))</p>
            \(script)
            """
    }
}

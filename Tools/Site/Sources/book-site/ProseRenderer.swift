import BookModel
import Foundation

/// Playground markup (the prose of a page, in /*: */) as HTML. The Markdown is parsed by cmark,
/// the CommonMark reference implementation, and written as cmark writes HTML (MarkdownHTML), so
/// a paragraph with a line that starts with a code span stays one paragraph and an indented
/// block is code, as in the app. The playground markup's own parts are handled on cmark's tree,
/// each explicitly:
/// - `[term](glossary://term)`: a link to the term on the glossary page;
/// - `[Next](@next)`, `[Previous](@previous)`: links to the neighbouring pages;
/// - `![alt](Name.png)`: the picture from the book's resources, copied into the site's assets;
/// - callouts, `* callout(Title):` and Xcode's keyword callouts (`- Experiment:`, `- Note:`...):
///   a list item shown as a titled box (its list stays a list);
/// - `#localized(key:)`: handled before this (PageMarkup reads the key, SiteBuilder passes the
///   translation's text);
/// - a line break between two East Asian wide characters joins the lines without a space
///   (CommonMark makes it a space; a Japanese reader expects none: CSS Text's segment break
///   rule, which browsers do not apply to HTML).
struct ProseRenderer {
    var next: String?
    var previous: String?
    var assets = "../assets/"
    /// Sizes of the pictures in the book's resources, by file name.
    var images: [String: (width: Int, height: Int)] = [:]

    /// One top-level block of a page's prose: its HTML and the tree it came from.
    struct Block {
        var node: MarkdownNode
        var html: String
        /// A list's items, each as HTML (`<li>…</li>`), for slides that show a long list in parts.
        var items: [String] = []
    }

    /// The prose as written (the lines of one /*: */ block), its common indent removed: the
    /// Markdown the site renders (and the browser test gives the reference implementation).
    static func markdown(_ lines: [String]) -> String {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }

    /// The top-level blocks of `markdown`, each as HTML.
    func blocks(_ markdown: String) -> [Block] {
        let document = handle(MarkdownNode.parse(markdown))
        let source = markdown.components(separatedBy: "\n")
        let html = MarkdownHTML { node, parents, renderer in hook(node, parents, renderer, source: source) }
        return document.children.map { block in
            var items: [String] = []
            if case .list = block.kind { items = block.children.map { html.render($0, parents: [document, block]) } }
            return Block(node: block, html: html.render(block, parents: [document]), items: items)
        }
    }

    func html(_ markdown: String) -> String {
        blocks(markdown).map(\.html).joined()
    }

    // MARK: The playground markup's parts, on cmark's tree

    func handle(_ document: MarkdownNode) -> MarkdownNode {
        var document = document
        Self.joinEastAsianLines(&document)
        rewriteLinks(&document)
        return document
    }

    func rewriteLinks(_ node: inout MarkdownNode) {
        switch node.kind {
        case .link(let url, let title):
            node.kind = .link(url: link(url), title: title)
        case .image(let url, let title):
            if url.range(of: #"^[A-Za-z0-9_.@-]+\.(png|jpg|jpeg|gif)$"#, options: .regularExpression) != nil {
                node.kind = .image(url: assets + url, title: title)
            }
        default: break
        }
        for index in node.children.indices { rewriteLinks(&node.children[index]) }
    }

    func link(_ url: String) -> String {
        if url == "@next" { return next ?? "index.html" }
        if url == "@previous" { return previous ?? "index.html" }
        if url.hasPrefix("glossary://") { return "glossary.html#term-" + url.dropFirst("glossary://".count) }
        return url
    }

    /// Xcode's callout keywords (`- Note: ...`); `callout(Title):` names its own.
    static let calloutKeywords: Set<String> = [
        "Attention", "Author", "Authors", "Bug", "Complexity", "Copyright", "Date", "Example", "Experiment",
        "Important", "Invariant", "Note", "Parameter", "Parameters", "Postcondition", "Precondition", "Remark",
        "Requires", "Returns", "SeeAlso", "Since", "Throws", "ToDo", "Version", "Warning",
    ]

    /// A list item that is a callout: its title, and the item without the title.
    static func callout(_ item: MarkdownNode) -> (title: String, item: MarkdownNode)? {
        guard case .item = item.kind, let first = item.children.first, first.kind == .paragraph,
            let text = first.children.first, text.kind == .text
        else { return nil }
        let title: String, consumed: Int
        if let match = text.literal.range(of: #"^callout\(([^)]*)\):"#, options: .regularExpression) {
            title = String(text.literal[match].dropFirst("callout(".count).dropLast(2))
            consumed = text.literal.distance(from: text.literal.startIndex, to: match.upperBound)
        } else if let match = text.literal.range(of: #"^[A-Za-z]+:"#, options: .regularExpression),
            calloutKeywords.contains(String(text.literal[match].dropLast()))
        {
            title = String(text.literal[match].dropLast())
            consumed = text.literal.distance(from: text.literal.startIndex, to: match.upperBound)
        } else {
            return nil
        }
        // The title leaves the paragraph's text; the paragraph stays (the same blocks as cmark's).
        var item = item
        var paragraph = first
        let rest = String(text.literal.dropFirst(consumed)).drop { $0 == " " }
        if rest.isEmpty { paragraph.children.removeFirst() } else { paragraph.children[0].literal = String(rest) }
        // The title stands on its own line: a break right after it is the title's.
        if paragraph.children.first?.kind == .softBreak || paragraph.children.first?.kind == .lineBreak { paragraph.children.removeFirst() }
        item.children[0] = paragraph
        return (title, item)
    }

    /// Where the site writes a node its own way (the same elements and text as cmark's):
    /// callouts as titled boxes, Swift code highlighted, pictures with their size.
    func hook(_ node: MarkdownNode, _ parents: [MarkdownNode], _ renderer: MarkdownHTML, source: [String]) -> String? {
        switch node.kind {
        case .item:
            guard let (title, item) = Self.callout(node) else { return nil }
            // The title opens the item's first paragraph (inside its <p> when the list is loose).
            var body = item.children.map { renderer.render($0, parents: parents + [item]) }.joined()
            let name = title.lowercased().replacingOccurrences(of: #"[^a-z0-9]+"#, with: "-", options: .regularExpression)
                .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
            let heading = #"<strong class="callout-title">\#(MarkdownHTML.escape(title))</strong>"#
            body = body.hasPrefix("<p>") ? "<p>" + heading + " " + body.dropFirst(3) : heading + " " + body
            return #"<li class="callout\#(name.isEmpty ? "" : " callout-" + name)">"# + body + "</li>\n"
        case .codeBlock(let info):
            // Swift: an indented block (the book's code samples) or a fence that says swift.
            // Any other fence is text a page prints, shown as it is.
            guard Self.isSwift(node, info: info, source: source) else { return nil }
            return Highlighter.pre(Highlighter.swift(node.literal)) + "\n"
        case .image(let url, let title):
            guard let size = images[String(url.split(separator: "/").last ?? "")] else { return nil }
            let titleAttribute = title.isEmpty ? "" : " title=\"\(MarkdownHTML.escape(title))\""
            let alt = node.children.map(\.plainText).joined()
            return "<img src=\"\(MarkdownHTML.escapeHref(url))\" alt=\"\(MarkdownHTML.escape(alt))\"\(titleAttribute) width=\"\(size.width)\" height=\"\(size.height)\" />"
        default:
            return nil
        }
    }

    static func isSwift(_ node: MarkdownNode, info: String, source: [String]) -> Bool {
        if info.split(separator: " ").first == "swift" { return true }
        guard info.isEmpty, node.line >= 1, node.line <= source.count else { return false }
        let opening = source[node.line - 1].trimmingCharacters(in: .whitespaces)
        return !(opening.hasPrefix("```") || opening.hasPrefix("~~~"))
    }

    // MARK: Line breaks in Japanese

    /// Marks every soft break between two East Asian wide characters as joined (written as
    /// nothing), walking each paragraph's or heading's text in reading order (into emphasis,
    /// links and code spans).
    static func joinEastAsianLines(_ node: inout MarkdownNode) {
        if case .paragraph = node.kind {
            joinInlines(&node)
            return
        }
        if case .heading = node.kind {
            joinInlines(&node)
            return
        }
        for index in node.children.indices { joinEastAsianLines(&node.children[index]) }
    }

    static func joinInlines(_ block: inout MarkdownNode) {
        // The leaves in reading order: the text each shows (nil: a break or a picture).
        var leaves: [String?] = []
        func collect(_ node: MarkdownNode) {
            switch node.kind {
            case .text, .code: leaves.append(node.literal)
            case .softBreak: leaves.append(nil)
            case .lineBreak, .image, .htmlInline: leaves.append("")
            default: node.children.forEach(collect)
            }
        }
        block.children.forEach(collect)
        var joined = Set<Int>()
        for (index, leaf) in leaves.enumerated() where leaf == nil {
            let before = leaves[..<index].last { $0 != nil }??.last
            let after = leaves[(index + 1)...].first { $0 != nil }??.first
            if let before, let after, isWide(before), isWide(after) { joined.insert(index) }
        }
        guard !joined.isEmpty else { return }
        var counter = 0
        func mark(_ node: inout MarkdownNode) {
            switch node.kind {
            case .text, .code, .lineBreak, .image, .htmlInline: counter += 1
            case .softBreak:
                if joined.contains(counter) { node.literal = "joined" }
                counter += 1
            default: for index in node.children.indices { mark(&node.children[index]) }
            }
        }
        for index in block.children.indices { mark(&block.children[index]) }
    }

    /// East Asian Width F, W or H, not Hangul (CSS Text 3, segment break transformation).
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        let v = scalar.value
        if (0xAC00...0xD7A3).contains(v) || (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v)
            || (0xFFA0...0xFFDC).contains(v)
        {
            return false
        }  // Hangul
        return (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
            || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v) || (0xFF61...0xFF9F).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    /// The anchor a glossary term gets (its link host, percent-encoded, with % made safe).
    static func anchor(_ term: String) -> String {
        "term-" + PageMarkup.percentEncoded(term)
    }
}

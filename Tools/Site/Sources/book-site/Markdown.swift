import CCmark

/// A CommonMark document as cmark, the CommonMark reference implementation, parses it: the
/// parse (block structure, inlines, emphasis, lazy continuations, indented code) is cmark's own;
/// this is only its tree as Swift values, so the site can handle the playground markup's parts
/// on the tree and render HTML the way cmark's own HTML renderer does.
struct MarkdownNode: Equatable {
    enum Kind: Equatable {
        case document, blockQuote, item, thematicBreak, paragraph, htmlBlock
        case list(ordered: Bool, start: Int, tight: Bool)
        case codeBlock(info: String)
        case heading(level: Int)
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong
        case link(url: String, title: String)
        case image(url: String, title: String)

        var isBlock: Bool {
            switch self {
            case .document, .blockQuote, .item, .thematicBreak, .paragraph, .htmlBlock, .list, .codeBlock, .heading: return true
            default: return false
            }
        }
    }

    var kind: Kind
    /// Text of a text, code, code block or raw HTML node.
    var literal = ""
    var children: [MarkdownNode] = []
    /// The line of the Markdown it starts on (1-based; 0 for nodes made here).
    var line = 0

    /// Parses `markdown` with cmark's default options (as the `cmark` command does).
    static func parse(_ markdown: String) -> MarkdownNode {
        var utf8 = Array(markdown.utf8)
        utf8.append(0)
        let root = utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, buffer.count - 1, CMARK_OPT_DEFAULT)
            }
        }
        defer { cmark_node_free(root) }
        // Adjacent text nodes as one (cmark splits text at characters it had to look at); the
        // HTML is the same.
        cmark_consolidate_text_nodes(root)
        return MarkdownNode(root!)
    }

    private init(_ node: OpaquePointer) {
        func string(_ value: UnsafePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: kind = .document
        case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
        case CMARK_NODE_LIST:
            kind = .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: kind = .item
        case CMARK_NODE_CODE_BLOCK: kind = .codeBlock(info: string(cmark_node_get_fence_info(node)))
        case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
        case CMARK_NODE_PARAGRAPH: kind = .paragraph
        case CMARK_NODE_HEADING: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_TEXT: kind = .text
        case CMARK_NODE_SOFTBREAK: kind = .softBreak
        case CMARK_NODE_LINEBREAK: kind = .lineBreak
        case CMARK_NODE_CODE: kind = .code
        case CMARK_NODE_HTML_INLINE: kind = .htmlInline
        case CMARK_NODE_EMPH: kind = .emphasis
        case CMARK_NODE_STRONG: kind = .strong
        case CMARK_NODE_LINK: kind = .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE: kind = .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        default: kind = .htmlInline  // custom nodes: cmark's parser never makes them
        }
        line = Int(cmark_node_get_start_line(node))
        switch kind {
        case .text, .code, .codeBlock, .htmlBlock, .htmlInline: literal = string(cmark_node_get_literal(node))
        default: break
        }
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(MarkdownNode(current))
            child = cmark_node_next(current)
        }
    }

    init(kind: Kind, literal: String = "", children: [MarkdownNode] = []) {
        self.kind = kind
        self.literal = literal
        self.children = children
    }

    /// The text a reader sees (an image's alt text; breaks as spaces, unless joined).
    /// Every node below this one, depth first.
    var descendants: [MarkdownNode] { children.flatMap { [$0] + $0.descendants } }

    var plainText: String {
        switch kind {
        case .text, .code: return literal
        case .softBreak: return literal == "joined" ? "" : " "
        case .lineBreak: return "\n"
        case .codeBlock: return literal
        case .htmlBlock, .htmlInline: return ""
        default: return children.map(\.plainText).joined()
        }
    }
}

/// HTML as cmark's own renderer (`cmark_render_html`, default options) writes it, so that the
/// site's prose is the reference implementation's: the same elements, the same text. Two
/// things are the site's, both marked: `hooks` may render a node its own way (callouts,
/// highlighted code), and a soft break whose `literal` is "joined" writes nothing (a line
/// break between two Japanese characters; see `ProseRenderer.joinEastAsianLines`).
struct MarkdownHTML {
    /// Renders `node` itself, or returns nil for the default rendering.
    var hook: (MarkdownNode, _ parents: [MarkdownNode], MarkdownHTML) -> String? = { _, _, _ in nil }

    func render(_ node: MarkdownNode, parents: [MarkdownNode] = []) -> String {
        if let custom = hook(node, parents, self) { return custom }
        let inner = { (node: MarkdownNode) in node.children.map { render($0, parents: parents + [node]) }.joined() }
        switch node.kind {
        case .document: return inner(node)
        case .blockQuote: return "<blockquote>\n" + inner(node) + "</blockquote>\n"
        case .list(let ordered, let start, _):
            let open = ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
            return open + inner(node) + (ordered ? "</ol>\n" : "</ul>\n")
        case .item: return "<li>" + inner(node) + "</li>\n"
        case .codeBlock(let info):
            let language = info.split(separator: " ").first.map { " class=\"language-\(Self.escape(String($0)))\"" } ?? ""
            return "<pre><code\(language)>" + Self.escape(node.literal) + "</code></pre>\n"
        case .htmlBlock: return "<!-- raw HTML omitted -->\n"
        case .thematicBreak: return "<hr />\n"
        case .paragraph:
            if Self.isTight(parents) { return inner(node) }
            return "<p>" + inner(node) + "</p>\n"
        case .heading(let level): return "<h\(level)>" + inner(node) + "</h\(level)>\n"
        case .text: return Self.escape(node.literal)
        case .softBreak: return node.literal == "joined" ? "" : "\n"
        case .lineBreak: return "<br />\n"
        case .code: return "<code>" + Self.escape(node.literal) + "</code>"
        case .htmlInline: return "<!-- raw HTML omitted -->"
        case .emphasis: return "<em>" + inner(node) + "</em>"
        case .strong: return "<strong>" + inner(node) + "</strong>"
        case .link(let url, let title):
            let titleAttribute = title.isEmpty ? "" : " title=\"\(Self.escape(title))\""
            return "<a href=\"\(Self.escapeHref(Self.safe(url) ? url : ""))\"\(titleAttribute)>" + inner(node) + "</a>"
        case .image(let url, let title):
            let titleAttribute = title.isEmpty ? "" : " title=\"\(Self.escape(title))\""
            let alt = node.children.map(\.plainText).joined()
            return "<img src=\"\(Self.escapeHref(Self.safe(url, image: true) ? url : ""))\" alt=\"\(Self.escape(alt))\"\(titleAttribute) />"
        }
    }

    /// A paragraph directly inside an item of a tight list is written without <p>.
    static func isTight(_ parents: [MarkdownNode]) -> Bool {
        guard parents.count >= 2, case .item = parents[parents.count - 1].kind,
            case .list(_, _, let tight) = parents[parents.count - 2].kind
        else { return false }
        return tight
    }

    /// cmark's safe mode: no javascript:, vbscript:, file: or (but for images) data: links.
    static func safe(_ url: String, image: Bool = false) -> Bool {
        let lower = url.lowercased()
        if lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:") { return false }
        if lower.hasPrefix("data:") {
            return image && ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { lower.hasPrefix($0) }
        }
        return true
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A URL as cmark writes it into href: safe ASCII as it is, `&` and `'` as entities,
    /// anything else percent-encoded.
    static func escapeHref(_ url: String) -> String {
        let safe = Set("-_.+!*(),%#@?=;:/$~ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
        var out = ""
        for byte in url.utf8 {
            if safe.contains(byte) {
                out.append(Character(Unicode.Scalar(byte)))
            } else if byte == UInt8(ascii: "&") {
                out += "&amp;"
            } else if byte == UInt8(ascii: "'") {
                out += "&#x27;"
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

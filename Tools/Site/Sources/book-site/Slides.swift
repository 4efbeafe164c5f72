import Foundation

/// How a page is cut into slides for presenter mode: a slide is 80 × 45 rem (the root font size
/// is the viewport's 1/45 of its height, or 1/80 of its width: 16 px at 1280×720, 24 px at
/// 1920×1080), and nothing on it may scroll. A slide shows the page's title, code, results,
/// live view and questions; the prose rides along as the step's notes (reading mode shows it,
/// presenter mode and print do not), so only what a slide shows counts here. Heights are
/// estimated in rem from the type sizes slide-type.css sets in its first rule (body text 1.75 rem,
/// 28 px at 720p; code and results 1.5 rem, 24 px): the stylesheet is their one source. The
/// browser test measures the real thing at 1280×720 and 1920×1080 in English and Japanese.
enum SlideMetrics {
    /// The slide's content box: 80 rem less 2 × 2 rem padding; 45 rem less the bar (2.4 rem)
    /// and 2 × 1 rem padding, with a margin for what estimates miss.
    static let width = 76.0, height = 39.0
    static let prose = size("--slide-prose"), proseLine = size("--slide-prose-line"), paragraphGap = 0.5
    static let heading: [Int: Double] = [1: size("--slide-h1"), 2: size("--slide-h2"), 3: size("--slide-h3")]
    static let code = size("--slide-code"), codeLine = size("--slide-code-line"), codePadding = 1.4, codeGap = 0.6
    /// A part's label ("Results", "Live view"): an h3, one line, and its margin.
    static let label = size("--slide-h3") * 1.2 + 0.5
    /// A chapter picture (drawn this tall, at most 2x its pixels).
    static let pictureHeight = size("--slide-picture")

    /// A `--slide-…` size of slide-type.css, in rem (or a plain number, for a line height).
    static func size(_ name: String) -> Double {
        let pattern = NSRegularExpression.escapedPattern(for: name) + #":\s*([0-9.]+)(rem)?\s*;"#
        guard let match = SiteAssets.slideType.range(of: pattern, options: .regularExpression),
            let value = Double(SiteAssets.slideType[match].dropFirst(name.count + 1).trimmingCharacters(in: CharacterSet(charactersIn: " ;rem")))
        else {
            fatalError("book-site: slide-type.css sets no \(name)")
        }
        return value
    }
}

/// Widths of text, in em, close to Helvetica / Arial / Liberation Sans (the site's first
/// fonts), monospace 0.6 em, East Asian wide characters 1 em; then greedy line wrapping.
enum TextMeasure {
    static let narrow: [Character: Double] = [
        " ": 0.278, "f": 0.278, "i": 0.222, "j": 0.222, "l": 0.222, "t": 0.278, "r": 0.333, "I": 0.278,
        ".": 0.278, ",": 0.278, ":": 0.278, ";": 0.278, "'": 0.191, "!": 0.278, "|": 0.26, "(": 0.333, ")": 0.333,
        "[": 0.278, "]": 0.278, "-": 0.333, "/": 0.278, "`": 0.333, "*": 0.389, "{": 0.334, "}": 0.334, "\"": 0.355,
        "c": 0.5, "k": 0.5, "s": 0.5, "v": 0.5, "x": 0.5, "y": 0.5, "z": 0.5, "J": 0.5,
        "m": 0.833, "w": 0.722, "M": 0.833, "W": 0.944, "@": 1.015, "%": 0.889, "&": 0.667,
        "C": 0.722, "D": 0.722, "G": 0.778, "H": 0.722, "N": 0.722, "O": 0.778, "Q": 0.778, "R": 0.722, "U": 0.722,
    ]

    static func characterWidth(_ character: Character, mono: Bool) -> Double {
        if ProseRenderer.isWide(character) { return 1.0 }
        if mono { return 0.602 }
        if let known = narrow[character] { return known }
        if character.isUppercase { return 0.667 }
        return 0.556
    }

    /// A run of text in one font: `scale` is its size relative to the paragraph's.
    struct Run {
        var text: String
        var mono = false
        var bold = false
        var scale = 1.0
    }

    /// How many lines `runs` take in a column `width` em wide (em of the paragraph's font).
    static func lines(_ runs: [Run], width: Double) -> Int {
        var lines = 1
        var x = 0.0
        var word = 0.0
        func breakWord() {
            if x + word > width && x > 0 {
                lines += 1
                x = word
            } else {
                x += word
            }
            while x > width {
                lines += 1
                x -= width
            }
            word = 0
        }
        for run in runs {
            for character in run.text {
                if character == "\n" {
                    breakWord()
                    lines += 1
                    x = 0
                    continue
                }
                var w = characterWidth(character, mono: run.mono) * run.scale * (run.bold ? 1.08 : 1)
                if run.mono { w += 0.02 }
                if character == " " {
                    breakWord()
                    x += w
                    continue
                }
                if isWideCharacter(character) {
                    breakWord()
                    word = w
                    breakWord()
                    continue
                }
                word += w
            }
        }
        breakWord()
        return lines
    }

    static func isWideCharacter(_ c: Character) -> Bool { ProseRenderer.isWide(c) }

    /// The runs a paragraph shows: text proportional, code spans monospace (0.9 em, padded).
    static func runs(_ node: MarkdownNode, bold: Bool = false) -> [Run] {
        switch node.kind {
        case .text: return [Run(text: node.literal, bold: bold)]
        case .code: return [Run(text: "\u{2009}" + node.literal + "\u{2009}", mono: true, bold: bold, scale: 0.9)]
        case .softBreak: return node.literal == "joined" ? [] : [Run(text: " ")]
        case .lineBreak: return [Run(text: "\n")]
        case .strong: return node.children.flatMap { runs($0, bold: true) }
        case .image: return []
        default: return node.children.flatMap { runs($0, bold: bold) }
        }
    }
}

/// The height (rem) of each part of a slide, estimated.
enum SlideEstimate {
    typealias M = SlideMetrics

    /// One top-level prose block, in a column `width` rem wide.
    static func block(_ node: MarkdownNode, width: Double = M.width, images: [String: (width: Int, height: Int)] = [:]) -> Double {
        switch node.kind {
        case .heading(let level):
            let size = M.heading[level] ?? M.prose
            return Double(TextMeasure.lines(TextMeasure.runs(node, bold: true), width: width / size)) * size * 1.2 + 0.9 * size
        case .paragraph:
            if node.children.count == 1, case .image(let url, _) = node.children[0].kind {
                let name = String(url.split(separator: "/").last ?? "")
                let size = images[name] ?? (400, 160)
                return min(M.pictureHeight, Double(size.height) / 16) + M.paragraphGap * M.prose + 0.4
            }
            return paragraph(node, width: width) + M.paragraphGap * M.prose
        case .list(_, _, let tight):
            let indent = 1.6 * M.prose
            return node.children.reduce(0) { total, item in
                let callout = ProseRenderer.callout(item)
                let inner = callout?.item ?? item
                let innerWidth = width - indent - (callout == nil ? 0 : 2.4)
                var height = inner.children.reduce(0) { sum, child in
                    sum + (tight && child.kind == .paragraph ? paragraph(child, width: innerWidth) : block(child, width: innerWidth, images: images))
                }
                if callout != nil { height += M.prose * M.proseLine + 1.6 }
                return total + height + (tight ? 0.25 : 0.4)
            } + M.paragraphGap * M.prose
        case .blockQuote:
            return node.children.reduce(0) { $0 + block($1, width: width - 2.4, images: images) } + 1.6
        case .codeBlock:
            return codeRows(node.literal.components(separatedBy: "\n").dropLast(node.literal.hasSuffix("\n") ? 1 : 0).map { $0 }, width: width) * M.code * M.codeLine + M.codePadding + M.codeGap
        case .thematicBreak: return 1.6
        default: return M.prose * M.proseLine
        }
    }

    static func paragraph(_ node: MarkdownNode, width: Double) -> Double {
        Double(TextMeasure.lines(TextMeasure.runs(node), width: width / M.prose)) * M.prose * M.proseLine
    }

    /// The rows code lines take when long lines wrap, in a column `width` rem wide.
    static func codeRows(_ lines: [String], width: Double = M.width) -> Double {
        let columns = (width - 1.8) / M.code
        return lines.reduce(0.0) { total, line in
            total + Double(TextMeasure.lines([TextMeasure.Run(text: line.isEmpty ? " " : line, mono: true)], width: columns))
        }
    }

    static func code(_ lines: [String]) -> Double {
        codeRows(lines) * M.code * M.codeLine + M.codePadding + M.codeGap
    }
}

/// A page's slides, in order: each a list of HTML pieces, the height they take, and what kind
/// of slide it is (prose, code, results, liveview, assessment).
struct SlidePlan {
    /// A piece of a slide: HTML, or one top-level block of a prose block (pieces of the same
    /// prose block on one slide share one wrapper).
    enum Piece {
        case html(String)
        case prose(block: Int, html: String, markdown: String?)
    }

    struct Slide {
        var kinds: [String] = []
        var pieces: [Piece] = []
        var height = 0.0
        var isEmpty: Bool { pieces.isEmpty }
    }

    var slides: [Slide] = []
    var current = Slide()
    let capacity = SlideMetrics.height

    var remaining: Double { capacity - current.height }

    /// Prose waiting for the next thing a slide shows: it is that step's notes, and reading
    /// mode shows it just before.
    var notes: [Piece] = []

    mutating func add(_ piece: Piece, height: Double, kind: String) {
        current.pieces.append(piece)
        current.height += height
        if current.kinds.last != kind { current.kinds.append(kind) }
    }

    /// Prose: not shown on a slide, it goes with the next thing that is.
    mutating func note(_ piece: Piece) { notes.append(piece) }

    /// Something a slide shows, `height` rem tall: on this slide if it fits, else on the next,
    /// after the prose that leads to it.
    mutating func show(_ piece: Piece, height: Double, kind: String) {
        fit(height)
        current.pieces += notes
        notes = []
        add(piece, height: height, kind: kind)
    }

    mutating func close() {
        if !current.isEmpty { slides.append(current) }
        current = Slide()
    }

    /// The page's end: prose after the last thing shown goes with the last slide that reading
    /// mode shows (not a timeline of its own, nor an answer still concealed).
    mutating func finish() {
        if !notes.isEmpty {
            if !current.isEmpty {
                current.pieces += notes
            } else if let last = slides.lastIndex(where: { $0.kinds != ["timeline"] && $0.kinds != ["answer"] }) {
                slides[last].pieces += notes
            } else {
                current.pieces = notes
            }
            notes = []
        }
        close()
    }

    /// Starts a new slide unless `height` still fits on this one.
    mutating func fit(_ height: Double) {
        if height > remaining && !current.isEmpty { close() }
    }

    /// Cuts `rows` (each a height) into parts that fit a slide, as even as it can, preferring
    /// to cut before a row `preferred` says is a good start (a blank line, a declaration) and
    /// not before one `avoided` says belongs with the row above.
    static func parts(_ rows: [Double], capacity: Double, preferred: (Int) -> Bool = { _ in false }, avoided: (Int) -> Bool = { _ in false }) -> [Range<Int>] {
        let total = rows.reduce(0, +)
        guard total > capacity, rows.count > 1 else { return [0..<rows.count] }
        let count = Int((total / capacity).rounded(.up))
        let target = total / Double(count)
        var parts: [Range<Int>] = []
        var start = 0
        while start < rows.count {
            var height = 0.0
            var end = start
            while end < rows.count && height + rows[end] <= capacity {
                height += rows[end]
                end += 1
            }
            if end == start { end = start + 1 }
            if end < rows.count {
                // Not past the capacity; as close to the target as a good cut allows.
                var best = end, bestScore = Double.infinity
                var running = 0.0
                for cut in (start + 1)...end {
                    running += rows[cut - 1]
                    let score = abs(running - target) - (preferred(cut) ? target * 0.25 : 0) + (avoided(cut) ? target : 0)
                    if score < bestScore {
                        best = cut
                        bestScore = score
                    }
                }
                end = best
            }
            parts.append(start..<end)
            start = end
        }
        return parts
    }
}

/// Estimated widths of text in the pictures this module draws, so that a column can be as
/// wide as what it holds. Per-character advances of a Helvetica-like sans serif, in
/// thousandths of the font size, rounded up; unknown characters count as the widest letter.
public enum TextMetrics {
    /// Fonts differ between renderers (Helvetica, SF, and DejaVu Sans, which is about a tenth
    /// wider): widen every estimate by this much so that a label fits wherever it is drawn.
    public static let safety = 1.2
    /// Bold text is wider still (DejaVu Sans Bold by about a sixth).
    public static let boldFactor = 1.15

    public static func width(of text: String, fontSize: Double, bold: Bool = false) -> Double {
        let units = text.reduce(0) { $0 + advance($1) }
        return Double(units) / 1000 * fontSize * (bold ? boldFactor : 1) * safety
    }

    static func advance(_ character: Character) -> Int {
        if let known = advances[character] { return known }
        if character.isUppercase { return 722 }
        if character.isLowercase { return 556 }
        if character.isNumber { return 556 }
        return 1000
    }

    private static let advances: [Character: Int] = {
        var table: [Character: Int] = [:]
        let groups: [(String, Int)] = [
            ("ijl'", 222), (" ft[]/!.,:;|", 278), ("r()-`", 333), ("\"", 355), ("*", 389),
            ("ckszxyv", 500), ("J", 500), ("abdeghnopqu0123456789$#_?", 556), ("LFTZ", 611), ("<>=+~", 584),
            ("ABEKPSVXY&", 667), ("CDHNRUw", 722), ("GOQ", 778), ("mM", 833), ("%", 889), ("W", 944), ("@", 1015),
        ]
        for (characters, width) in groups {
            for character in characters { table[character] = width }
        }
        return table
    }()
}

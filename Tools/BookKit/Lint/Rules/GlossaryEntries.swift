import BookModel
import Foundation

/// Glossary.plist: `{Terms: {term: {Definition, FirstUse: {Title, PageReference}}}}`, and the
/// `glossary://term` links in the pages' prose that point into it.
enum GlossaryEntries: BookRule {
    static let id = "glossary"
    static let summary = "every glossary link has an entry; every entry a definition, and a first use where the book first links it"
    static let subject = LintSubject.sourcesOrBook
    static let looksAt = "Glossary.plist and every page's prose, in the sources and in a built book"
    static let glossary = "Assets/Glossary.plist"
    static let examples: [LintExample] = [
        .refuses(
            .replace("Chapters/01-DelegateOrPublished.playgroundchapter/Pages/02-TheCartTellsItsDelegate.playgroundpage/main.swift", "glossary://delegate)", "glossary://delegat)"),
            with: "02-TheCartTellsItsDelegate.playgroundpage/main.swift:", ": glossary://delegat has no entry in Glossary.plist"),
        .refuses(
            .replace(glossary, "Delegate%20or%20%40Published%3F/The%20Cart%20Tells%20Its%20Delegate", "Delegate%20or%20%40Published%3F/No%20Such%20Page"),
            with: "Assets/Glossary.plist:", "FirstUse PageReference 'Delegate%20or%20%40Published%3F/No%20Such%20Page' is not a \"<chapter Name>/<page Name>\" of this book"),
        .refuses(
            .replace(glossary, "Delegate%20or%20%40Published%3F/The%20Cart%20Tells%20Its%20Delegate", "Delegate or @Published?/The Cart Tells Its Delegate"),
            with: "Assets/Glossary.plist:",
            "FirstUse PageReference 'Delegate or @Published?/The Cart Tells Its Delegate' is not percent-encoded: write 'Delegate%20or%20%40Published%3F/The%20Cart%20Tells%20Its%20Delegate'"),
        .refuses(
            .replace("Chapters/03-SwiftUIAndChoosing.playgroundchapter/Pages/03-ObservationTracking.playgroundpage/main.swift", "glossary://%40Observable", "glossary://@Observable"),
            with: "03-ObservationTracking.playgroundpage/main.swift:", ": glossary://@Observable is not percent-encoded: a URL reads the term as its host, so write glossary://%40Observable"),
        // First uses moved to a later page that also links their terms.
        .refuses(
            .replace(
                glossary, "Optional%3A%20Delegates%20or%20Pipelines/How%20Do%20I%20Put%20%40Published%20in%20a%20Protocol%3F<",
                "Optional%3A%20When%20Combine%20Delivers/Does%20Erasing%20a%20Publisher%20Change%20Timing%3F<"),
            with: "Assets/Glossary.plist:",
            "FirstUse is 'Optional%3A%20When%20Combine%20Delivers/Does%20Erasing%20a%20Publisher%20Change%20Timing%3F', but the book first links it on 'Optional%3A%20Delegates%20or%20Pipelines/How%20Do%20I%20Put%20%40Published%20in%20a%20Protocol%3F'"
        ),
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        let url = book.resources.appendingPathComponent("Glossary.plist"), chapters = book.chapters, base = book.base
        let links = chapters.flatMap(\.pages).flatMap { page in
            page.markup.glossaryLinks.map { (page: page, line: $0.line, term: $0.term, host: $0.host) }
        }
        let reader = PlistReader(url: url, path: display(url, relativeTo: base))
        guard FileManager.default.fileExists(atPath: url.path) else {
            return links.map { link in
                Problem(
                    display(link.page.url.appendingPathComponent("main.swift"), relativeTo: base), line: link.line,
                    "glossary://\(link.term) links to a glossary, but there is no Glossary.plist")
            }
        }
        switch reader.dictionary() {
        case .failure(let problems): return problems.all
        case .success(let (dict, text, _)):
            var problems: [Problem] = []
            for key in dict.keys.sorted() where key != "Terms" {
                problems.append(Problem(reader.path, line: PlistReader.line(of: key, in: text), "unknown key '\(key)': a glossary holds Terms only"))
            }
            guard let terms = dict["Terms"] as? [String: Any] else {
                return problems + [Problem(reader.path, "missing 'Terms' (dictionary of term: {Definition, FirstUse})")]
            }
            // "<chapter Name>/<page Name>" for every page of the book, each part percent-encoded
            // (Apple's glossary documentation: RFC 3986, e.g. Commands/Issuing%20Commands).
            let encode = PageMarkup.percentEncoded
            let pageReferences = Set(chapters.flatMap { chapter in chapter.pages.map { "\(encode(chapter.manifest.Name))/\(encode($0.manifest.Name))" } })
            let rawReferences = Dictionary(
                chapters.flatMap { chapter in chapter.pages.map { ("\(chapter.manifest.Name)/\($0.manifest.Name)", "\(encode(chapter.manifest.Name))/\(encode($0.manifest.Name))") } },
                uniquingKeysWith: { a, _ in a })
            for term in terms.keys.sorted() {
                // Looked up only for a problem: most terms have none.
                var line: Int { PlistReader.line(of: term, in: text) }
                guard let entry = terms[term] as? [String: Any] else {
                    problems.append(Problem(reader.path, line: line, "term '\(term)' must be a dictionary"))
                    continue
                }
                if ((entry["Definition"] as? String) ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                    problems.append(Problem(reader.path, line: line, "term '\(term)' needs a non-empty Definition"))
                }
                for key in entry.keys.sorted() where !["Definition", "FirstUse"].contains(key) {
                    problems.append(Problem(reader.path, line: line, "term '\(term)' has unknown key '\(key)'"))
                }
                if let firstUse = entry["FirstUse"] {
                    guard let firstUse = firstUse as? [String: Any], let reference = firstUse["PageReference"] as? String,
                        firstUse["Title"] is String
                    else {
                        problems.append(Problem(reader.path, line: line, "term '\(term)': FirstUse needs Title and PageReference strings"))
                        continue
                    }
                    if let encoded = rawReferences[reference], encoded != reference {
                        problems.append(Problem(reader.path, line: line, "term '\(term)': FirstUse PageReference '\(reference)' is not percent-encoded: write '\(encoded)'"))
                    } else if !pageReferences.contains(reference) {
                        problems.append(
                            Problem(reader.path, line: line, "term '\(term)': FirstUse PageReference '\(reference)' is not a \"<chapter Name>/<page Name>\" of this book (each part percent-encoded)"))
                    } else if let first = links.first(where: { $0.term == term }) {
                        // The first use is where a reader first meets the link, in book order.
                        let chapter = chapters.first { $0.pages.contains { $0.url == first.page.url } }
                        let expected = chapter.map { "\(encode($0.manifest.Name))/\(encode(first.page.manifest.Name))" }
                        if let expected, expected != reference {
                            problems.append(Problem(reader.path, line: line, "term '\(term)': FirstUse is '\(reference)', but the book first links it on '\(expected)'"))
                        }
                    }
                }
            }
            for link in links where link.host != PageMarkup.percentEncoded(link.term) {
                problems.append(
                    Problem(
                        display(link.page.url.appendingPathComponent("main.swift"), relativeTo: base), line: link.line,
                        "glossary://\(link.host) is not percent-encoded: a URL reads the term as its host, so write glossary://\(PageMarkup.percentEncoded(link.term))"))
            }
            for link in links where terms[link.term] == nil {
                problems.append(
                    Problem(
                        display(link.page.url.appendingPathComponent("main.swift"), relativeTo: base), line: link.line,
                        "glossary://\(link.term) has no entry in Glossary.plist"))
            }
            return problems
        }
    }
}

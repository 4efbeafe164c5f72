import ArgumentParser
import BookLint
import BookModel
import BookRun
import Foundation

extension Book {
    struct Translate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Bring the translation files (Translations/<lang>/) up to date with the English.",
            discussion: """
                Adds an untranslated entry for every new English text (page names, prose blocks, hints, \
                book and chapter names, glossary, and the strings the modules show, found by running \
                every page and variant), refreshes each entry's English, and keeps every translation. An \
                entry whose English changed keeps its old fingerprint, so `book lint` reports it until \
                it is translated again and accepted with --accept FILE#ID.
                """)

        @OptionGroup var options: RootOptions
        @Option(help: "The language to update, or to start (a new folder); without it, every language in Translations/.")
        var lang: String?
        @Flag(help: "Remove entries whose English no longer exists.")
        var prune = false
        @Option(help: "Renew the fingerprint of a re-translated entry: FILE#ID, e.g. Pages/01-DelegateOrPublished/01-TheShop.json#Prose1.")
        var accept: [String] = []

        func run() throws {
            if let lang, !TranslationSources.isLanguageCode(lang) {
                throw ValidationError("--lang must be a language code such as ja or fr (English is the source), not \(lang)")
            }
            let languages = lang.map { [$0] } ?? TranslationSources.languages(in: options.rootURL)
            let tree = try loadTree(options)
            let programs = BookPrograms.all(tree: tree, variants: try PageVariant.load(root: options.rootURL))
            let strings = try PageStrings.collect(root: options.rootURL, executables: try executables(programs, tree: tree))
            let sources = try TranslationSources(tree: tree, strings: strings, toolTexts: LintCatalogue.toolWords)
            for language in languages {
                let written = try sources.sync(root: options.rootURL, language: language, prune: prune, accept: Set(accept))
                for file in written { print("wrote \(file)") }
            }
            print("\(sources.files.count) translation files, \(sources.files.values.map(\.entries.count).reduce(0, +)) entries")
        }
    }
}

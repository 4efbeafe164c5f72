// `book-site`: the web edition (see SiteBuilder). Run through `swift run book site`, which
// builds this tool on demand so that its Markdown and syntax dependencies stay out of the
// build of `swift run book tour`.
import BookLint
import BookModel
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, default value: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return arguments[index + 1]
}
let root = URL(fileURLWithPath: option("--root", default: FileManager.default.currentDirectoryPath)).standardizedFileURL
let output = URL(fileURLWithPath: option("--output", default: root.appendingPathComponent("docs/site").path)).standardizedFileURL

func fail(_ problems: [Problem]) -> Never {
    for problem in problems { FileHandle.standardError.write(Data((problem.description + "\n").utf8)) }
    exit(1)
}

do {
    let tree: SourceTree
    switch SourceChecks.load(root: root) {
    case .failure(let problems): fail(problems.all)
    case .success(let loaded): tree = loaded
    }
    var localizations: [String: Localization] = [:]
    for language in TranslationSources.languages(in: root) {
        localizations[language] = try Localization.load(root: root, language: language)
    }
    let start = Date()
    var builder = try SiteBuilder(root: root, tree: tree, localizations: localizations)
    // `--with-markdown`: a test build for the browser test's comparison with cmark.
    builder.withMarkdown = arguments.contains("--with-markdown")
    let bytes = try builder.write(to: output)
    print("wrote \(display(output)): \(bytes / 1024) KB in \(String(format: "%.2f", Date().timeIntervalSince(start))) s")
} catch let problems as Problems {
    fail(problems.all)
} catch {
    fail([Problem(display(output), "cannot write the site: \(error)")])
}

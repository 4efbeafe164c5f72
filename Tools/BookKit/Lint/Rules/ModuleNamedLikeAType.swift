import BookModel

/// `Shop.x` in a module that declares a type named Shop depends on name lookup picking the
/// type over the module.
enum ModuleNamedLikeAType: BookRule {
    static let id = "module-named-like-a-type"
    static let summary = "no module declares a type of its own name"
    static let subject = LintSubject.sourcesOrBook
    static let looksAt = "the Swift files of every module, in the sources and in a built book"
    static let examples: [LintExample] = [
        .refuses(
            .write("Shared/UserModules/Shop/Sources/Namespace.swift", "public enum Shop {}\n"),
            with: "Shared/UserModules/Shop/Sources/Namespace.swift:1: module Shop declares a type named Shop")
    ]

    static func check(_ book: LintedBook) -> [Problem] {
        book.modules.flatMap { module in
            module.files.compactMap { file in
                CodeScan.typeDeclaration(named: module.name, in: file.text).map {
                    Problem(
                        book.path(file.url), line: $0,
                        "module \(module.name) declares a type named \(module.name): `\(module.name).x` then depends on name lookup picking the type over the module; rename one")
                }
            }
        }
    }
}

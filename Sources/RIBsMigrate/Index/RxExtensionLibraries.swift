import SwiftSyntax

/// A library's Rx extensions (`RxRealm`, `RxKakaoSDKUser`, `RxGesture`, `RxFirebase`…): APIs
/// that return RxSwift's types, which the tool neither knows nor rewrites. A file that imports
/// one keeps its streams on RxSwift whole, named at the import, so that a call of the library is
/// never left inside a chain rewritten around it.
enum RxExtensionLibraries {
    /// RxSwift's own modules, the libraries the rules rewrite (RxMoya's requests, RxAlamofire's),
    /// the test libraries the test rules name, and RxDataSources, whose section models
    /// (`SectionModelType`, `IdentifiableType`) are no streams: its data sources live in views,
    /// which keep RxCocoa whole.
    static let handled: Set<String> = [
        "RxSwift", "RxRelay", "RxCocoa", "RxMoya", "RxAlamofire", "RxTest", "RxBlocking", "RxDataSources",
    ]

    /// The first import of such a library in `tree`, at the top level.
    static func firstImport(in tree: SourceFileSyntax) -> ImportDeclSyntax? {
        for statement in tree.statements {
            guard let node = statement.item.as(ImportDeclSyntax.self), let module = node.path.first?.name.text,
                isLibrary(module)
            else { continue }
            return node
        }
        return nil
    }

    /// `Rx` and a capitalised name, other than the ones handled.
    static func isLibrary(_ module: String) -> Bool {
        module.hasPrefix("Rx") && module.dropFirst(2).first?.isUppercase == true && !handled.contains(module)
    }
}

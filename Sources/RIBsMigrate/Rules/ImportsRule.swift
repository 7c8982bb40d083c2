import RIBsSource
import SwiftSyntax

/// Imports: Rx's go once nothing in the file needs them; the runtime's and Foundation's come in
/// where the file now needs them; UIKit where Uber's RIBs had re-exported it.
final class ImportsRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .imports,
            summary:
                "`import RxSwift`, `RxRelay`, `RxCocoa` go once the file uses no Rx; `import RIBs` and `import Foundation` come where the file needs them",
            recipes: [
                .keptImport, .needle, .rxExtensionLibrary, .keptTypeExtension, .keptAdoptedProtocol, .sectionModels,
                .reactiveExtension,
            ],
            examples: examples + preconcurrencyExamples)
    }

    /// Whether the file uses what swift-ribs declares in RIBsUIKit (Uber's RIBs had it in RIBs):
    /// `uiviewController`, a window's `rootViewControllable`, `RIBViewController`.
    private var usesRIBsUIKit = false
    /// Where the file names RxRelay's types: `import RxRelay` stays only while one is left.
    private var relayTypeNames: [Int] = []
    private static let rxRelayTypes: Set<String> = ["BehaviorRelay", "PublishRelay", "ReplayRelay"]

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.rxRelayTypes.contains(node.baseName.text) {
            relayTypeNames.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if ["uiviewController", "rootViewControllable"].contains(node.baseName.text) { usesRIBsUIKit = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.rxRelayTypes.contains(node.name.text) {
            relayTypeNames.append(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        if node.name.text == "RIBViewController", !file.index.declaredTypes.contains("RIBViewController") {
            usesRIBsUIKit = true
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        file.imports.append(node)
        // Needle is not Rx, but it does not build with swift-ribs' main-actor builders either: a
        // person moves it to `ribs deps`, and the import says where.
        if node.path.trimmedText == "NeedleFoundation" {
            file.leave(node, construct: "import NeedleFoundation", recipe: .needle, keepsRx: false)
        }
        // RxDataSources' section models are data: its import stays, named (a streamless file's
        // section model beside an interactor, Arise&Shine's).
        if node.path.trimmedText == "RxDataSources", !file.keepsRxStreams {
            file.leave(node, construct: "import RxDataSources", recipe: .sectionModels, note: true)
        }
        return .skipChildren
    }

    /// Once every other rule has decided.
    override func finish() {
        let imports = file.imports
        let names = Set(imports.map { $0.path.trimmedText })
        let rxImports = imports.filter { MigrationCatalog.rxModules.contains($0.path.trimmedText) }
        // Uber's RIBs re-exported UIKit, so a RIB's file that uses UIKit's names often imports
        // only RIBs; swift-ribs does not re-export it. A service's file saw UIKit's names
        // through the Rx imports it loses, or through an Objective-C module another file of the
        // app imported, which Swift 6's modules do not share.
        let needsUIKit =
            file.usesUIKitName && (names.contains("RIBs") || file.usesRuntime || !rxImports.isEmpty)
            && names.isDisjoint(with: ["UIKit", "SwiftUI", "AppKit", "RIBsUIKit"])
        let needsRIBsUIKit = usesRIBsUIKit && names.contains("RIBs") && !names.contains("RIBsUIKit")
        guard
            needsUIKit || needsRIBsUIKit
                || ((!rxImports.isEmpty || file.usesRuntime) && (!file.edits.isEmpty || !rxImports.isEmpty))
        else { return }
        var added: [String] = needsUIKit ? ["import UIKit"] : []
        if needsRIBsUIKit { added.append("import RIBsUIKit") }
        if !rxImports.isEmpty, !file.keepsRx, file.usesFoundationName, !needsUIKit,
            names.isDisjoint(with: ["Foundation", "UIKit", "AppKit", "SwiftUI", "FoundationEssentials"])
        {
            added.append("import Foundation")
        }
        if file.usesRuntime, !names.contains("RIBs") { added.append("import RIBs") }
        let anchor = (file.keepsRx ? imports.first : rxImports.first ?? imports.first)
        if !added.isEmpty {
            var position =
                anchor.map { file.edits.lineStart(of: $0.positionAfterSkippingLeadingTrivia) }
                ?? AbsolutePosition(utf8Offset: 0)
            // With no Rx import to take the place of, after the imports the file has.
            if rxImports.isEmpty, let last = imports.last {
                position = file.edits.nextLineStart(after: last.endPositionBeforeTrailingTrivia)
            }
            // A file with no imports gets them above a blank line, apart from its code.
            let separator = imports.isEmpty ? "\n" : ""
            file.edits.insert(added.sorted().map { $0 + "\n" }.joined() + separator, at: position)
        }
        guard !file.keepsRx else {
            var removed: Set<SyntaxIdentifier> = []
            for rxImport in rxImports {
                // What still uses Rx may not be RxRelay's: its import goes with its last type.
                if rxImport.path.trimmedText == "RxRelay", !namesRelayTypeStill {
                    remove(rxImport)
                    removed.insert(rxImport.id)
                    continue
                }
                file.leave(rxImport, construct: rxImport.trimmedText, recipe: .keptImport, note: true)
            }
            // Not on an import that goes: the attribute would stay, on the next declaration.
            if file.awaitsRxValue { markPreconcurrency(rxImports, except: removed) }
            return
        }
        // A file whose only imports were Rx's loses the blank line after them too, rather than
        // start with one.
        let removesEveryImport = added.isEmpty && imports.count == rxImports.count && !names.contains("RxMoya")
        for rxImport in rxImports {
            // RxMoya's operators are Moya's `Response` methods once the request is awaited: the
            // file still needs Moya, which RxMoya does not re-export.
            if rxImport.path.trimmedText == "RxMoya", !names.contains("Moya") {
                file.replace(rxImport.path, with: "Moya")
                continue
            }
            remove(rxImport, withBlankLineAfter: removesEveryImport && rxImport.id == rxImports.last?.id)
        }
    }

    /// Whether a type of RxRelay's is still named once the edits are made: a name no edit
    /// replaces (a relay the rules left, or a type they did not rename).
    private var namesRelayTypeStill: Bool {
        relayTypeNames.contains { offset in !file.edits.edits.contains { $0.range.contains(offset) } }
    }

    /// Removes `rxImport`'s line, and the blank line after it when asked.
    private func remove(_ rxImport: ImportDeclSyntax, withBlankLineAfter: Bool = false) {
        let start = file.edits.lineStart(of: rxImport.positionAfterSkippingLeadingTrivia).utf8Offset
        var end = rxImport.endPositionBeforeTrailingTrivia.utf8Offset
        let bytes = Array(file.edits.original.utf8)
        let skipSpaces = {
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        }
        skipSpaces()
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        if withBlankLineAfter {
            let lineEnd = end
            skipSpaces()
            if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 } else { end = lineEnd }
        }
        file.edits.replace(start..<end, with: "")
    }

    /// A file that awaits an Rx chain through RxSwift's `value` hands Rx's values (a `Single`,
    /// Moya's `Response`) between isolations: RxSwift and the libraries its extensions wrap
    /// (`RxMoya` wraps Moya) are not audited for `Sendable`, so their imports become
    /// `@preconcurrency`, as Swift 6's migration guide says of such modules.
    private func markPreconcurrency(_ rxImports: [ImportDeclSyntax], except removed: Set<SyntaxIdentifier>) {
        let wrapped = Set(rxImports.map { String($0.path.trimmedText.dropFirst("Rx".count)) })
        for node in file.imports where !removed.contains(node.id) {
            let name = node.path.trimmedText
            guard rxImports.contains(where: { $0.path.trimmedText == name }) || wrapped.contains(name),
                !node.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "preconcurrency"
                })
            else { continue }
            file.edits.insert("@preconcurrency ", at: node.importKeyword.positionAfterSkippingLeadingTrivia)
        }
    }
}

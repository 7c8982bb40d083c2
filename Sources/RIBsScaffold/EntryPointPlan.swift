import Foundation
import RIBsSource

/// Where `ribs new Root --launch` puts the app's entry point, so that the package builds and
/// runs right after the command:
///
/// - an executable target gets `main.swift` (``EntryPointTemplate``) at its folder's top, or
///   the entry point in place of SwiftPM's hello world;
/// - an executable target that already has an entry point of its own is refused, naming it;
/// - a library gets none: the note says what the app calls.
struct EntryPointPlan {
    /// The file to write; `nil` for a library.
    let change: FileSetWriter.Change?
    /// What the user should know: how to run the app, or what to call from one.
    let note: ScaffoldMessage

    init(rib: RIBName, layout: PackageLayout, index: DeclarationIndex) throws(ScaffoldError) {
        let folder = layout.relative(layout.moduleFolder)
        guard layout.isExecutable else {
            change = nil
            note =
                "\(folder) builds a library, so no entry point was written: the app launches \(rib) with \(rib)App().launch(in: window) (a UIWindow that adopts WindowControllable, or RIBsTerminal's TerminalHost) and passes it deep links with open(_:)."
            return
        }
        guard layout.usesTerminal else {
            throw ScaffoldError(
                "\(layout.module) is an executable that does not use RIBsTerminal, which the entry point launches \(rib) on: add .product(name: \"RIBsTerminal\", package: \"\(layout.swiftRIBsPackage)\") to its dependencies in Package.swift, or pass \(ScaffoldInput.noEntryPoint)."
            )
        }
        let appName = layout.module.lowercased()
        let existing = Self.entryPoints(in: layout, index: index)
        guard let (path, line) = existing.first else {
            let path = layout.moduleFolder + "/main.swift"
            change = FileSetWriter.Change(
                path: path,
                contents: EntryPointTemplate(
                    rib: rib.value, appName: appName, mainType: nil, inspects: layout.usesInspector
                ).text)
            note = "\(layout.relative(path)) launches \(rib) in the terminal: swift run \(layout.module)"
            return
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        guard existing.count == 1, let helloWorld = EntryPointTemplate.helloWorld(in: text) else {
            throw ScaffoldError(
                "\(layout.relative(path)):\(line): \(layout.module) has an entry point already: launch \(rib) from it (let app = \(rib)App(); app.launch(in: TerminalHost())), or remove it and run ribs new again. Nothing was written; pass \(ScaffoldInput.noEntryPoint) to write the RIB alone."
            )
        }
        let template = EntryPointTemplate(
            rib: rib.value, appName: appName, mainType: helloWorld.isEmpty ? nil : helloWorld,
            inspects: layout.usesInspector)
        change = FileSetWriter.Change(path: path, contents: template.text)
        note =
            "\(layout.relative(path)) was SwiftPM's hello world: it now launches \(rib) in the terminal: swift run \(layout.module)"
    }

    /// The module's entry points: its `main.swift` files and its `@main` types, with their lines.
    private static func entryPoints(in layout: PackageLayout, index: DeclarationIndex) -> [(String, Int)] {
        var found = index.declarations.filter(\.isEntryPoint).map { ($0.file, $0.line) }
        for path in SwiftFiles.under(layout.moduleFolder) ?? [] where path.hasSuffix("/main.swift") {
            found.append((path, 1))
        }
        return found
    }
}

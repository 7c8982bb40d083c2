import Foundation
import RIBsSource
import SwiftSyntax

/// A RIB's actionable item, Uber's name for what a deep link's workflow asks of it: the
/// protocol `<RIB>ActionableItem`, in a file of its own beside the RIB's router, which its
/// interactor adopts. `ribs new workflow` adds a step to it; `ribs attach --actionable` makes
/// the parent's `routeTo<Child>()` return it.
struct ActionableItemEdits {
    let rib: RIBName
    let layout: PackageLayout

    var name: String { "\(rib)ActionableItem" }

    /// Adds `requirements` (declarations, unindented) that the protocol lacks; writes the
    /// protocol's file if the module declares none. Returns the new file, if any.
    func require(_ requirements: [String], in sources: inout ModuleSources) throws(ScaffoldError)
        -> FileSetWriter.Change?
    {
        guard sources.index.first(named: name) != nil else {
            let (_, routerPath) = try sources.declaration(
                "\(rib)Router", as: ClassDeclSyntax.self, expected: "final class \(rib)Router")
            let path = (routerPath as NSString).deletingLastPathComponent + "/\(name).swift"
            if FileManager.default.fileExists(atPath: path) {
                throw ScaffoldError(
                    "\(layout.relative(path)) exists but declares no \(name): rename it or declare the protocol there.")
            }
            return FileSetWriter.Change(path: path, contents: text(requirements))
        }
        let (item, path) = try sources.declaration(
            name, as: ProtocolDeclSyntax.self, expected: "protocol \(name): AnyObject")
        let declared = Set(
            item.memberBlock.members.compactMap { member -> String? in
                member.decl.as(FunctionDeclSyntax.self)?.name.text
                    ?? member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
            })
        let missing = requirements.filter { requirement in !declared.contains(Self.declaredName(requirement)) }
        guard !missing.isEmpty else { return nil }
        let indent = "    "
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.appendMembers(missing.map { indent + $0 }, to: item.memberBlock)
        }
        return nil
    }

    /// Makes `host` (`<RIB>Interactor`, an RVB module's `<RIB>View`) adopt the protocol, if it
    /// does not yet.
    func adopt(by host: String, in sources: inout ModuleSources) throws(ScaffoldError) {
        let (interactor, path) = try sources.declaration(
            host, as: ClassDeclSyntax.self, expected: "final class \(host)")
        guard !ParentWiring.inherits(name, interactor.inheritanceClause) else { return }
        let protocolName = name
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.addInherited(protocolName, clause: interactor.inheritanceClause, after: interactor.name)
        }
    }

    /// `waitForLoggedIn` for `func waitForLoggedIn() async -> …`, `actionableItem` for a property.
    static func declaredName(_ requirement: String) -> String {
        let words = requirement.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        guard let keyword = words.firstIndex(where: { $0 == "func" || $0 == "var" }), keyword + 1 < words.count
        else { return requirement }
        return String(words[keyword + 1])
    }

    private func text(_ requirements: [String]) -> String {
        let body = requirements.isEmpty ? " {}" : " {\n" + requirements.map { "    \($0)\n" }.joined() + "}"
        return """
            import RIBs

            /// What a deep link's workflow asks of \(rib): `ribs new workflow` adds each step here, and
            /// \(rib)'s interactor does it.
            /// @mockable
            @MainActor
            protocol \(name): AnyObject\(body)

            """
    }
}

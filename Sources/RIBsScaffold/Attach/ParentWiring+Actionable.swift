import RIBsSource
import SwiftSyntax

/// `ribs attach --actionable`: the child's router hands out its interactor as the child's
/// actionable item, so the parent's `routeTo<Child>()` returns it, as Uber's tutorial 4 has the
/// builder return `(router, actionableItem)`.
extension ParentWiring {
    /// The child's `<Child>ActionableItem` (written if the module has none), refined by its
    /// interactable; `actionableItem` in its routing protocol and router.
    mutating func makeChildActionable(in sources: inout ModuleSources) throws(ScaffoldError) {
        let item = ActionableItemEdits(rib: child, layout: layout)
        if let file = try item.require([], in: &sources) { newFiles.append(file) }
        let itemName = item.name
        let (interactable, interactablePath) = try sources.declaration(
            "\(c)Interactable", as: ProtocolDeclSyntax.self, expected: "protocol \(c)Interactable: Interactable")
        if !Self.inherits(itemName, interactable.inheritanceClause) {
            try sources.edit(interactablePath) { edits throws(ScaffoldError) in
                edits.addInherited(itemName, clause: interactable.inheritanceClause, after: interactable.name)
            }
        }
        let (routing, routingPath) = try sources.declaration(
            "\(c)Routing", as: ProtocolDeclSyntax.self, expected: "protocol \(c)Routing: ViewableRouting")
        if !Self.declaresProperty("actionableItem", in: routing.memberBlock) {
            let indent = try Self.indentation(ofMembersOf: routing, path: routingPath, in: &sources)
            try sources.edit(routingPath) { edits throws(ScaffoldError) in
                edits.appendMembers(["\(indent)var actionableItem: any \(itemName) { get }"], to: routing.memberBlock)
            }
        }
        let (router, routerPath) = try sources.declaration(
            "\(c)Router", as: ClassDeclSyntax.self, expected: "final class \(c)Router")
        if !Self.declaresProperty("actionableItem", in: router.memberBlock) {
            let indent = try Self.indentation(ofMembersOf: router, path: routerPath, in: &sources)
            let childName = c
            try sources.edit(routerPath) { edits throws(ScaffoldError) in
                edits.appendMembers(
                    [
                        "\(indent)/// What a deep link asks of \(childName): its interactor.",
                        "\(indent)var actionableItem: any \(itemName) { interactor }",
                    ], to: router.memberBlock)
            }
        }
    }
}

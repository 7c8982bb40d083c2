/// Uber's "Component Extension" for Swift 6: the parent's component satisfies the child's
/// dependency, in a file of its own (`<Parent>Component+<Child>.swift`), so the parent's builder
/// can build the child with `<Child>Builder(dependency: component)`.
struct ComponentExtensionTemplate {
    let parent: String
    let child: String

    /// The extension's text. `childViewProperty` is the view a viewless child needs
    /// (`var <child>ViewController: any <Child>ViewControllable { <source> }`); `forwarded` are
    /// properties the extension takes from the parent's dependency, of which `asked` are those
    /// the parent's dependency gets through `<Parent>Dependency<Child>`. `ribs attach` gives
    /// every property the child's dependency declares; `ribs component-extension`, which reads
    /// none, leaves a TODO where the user gives them (`toDo`). A stream-style child's
    /// dependency is a struct the parent's builder makes of these properties: the extension
    /// then adds them without conforming (`conforms` false).
    func text(
        childViewProperty: (name: String, source: String)?, forwarded: [(name: String, type: String)] = [],
        asked: [(name: String, type: String)] = [], toDo: Bool = false, conforms: Bool = true
    ) -> String {
        var members: [String] = []
        if let property = childViewProperty {
            members.append(
                "    var \(property.name): any \(child)ViewControllable {\n        \(property.source)\n    }")
        }
        for property in forwarded {
            members.append("    var \(property.name): \(property.type) {\n        dependency.\(property.name)\n    }")
        }
        if toDo {
            members.append(
                "    // TODO: Give \(child) what its dependency declares, from \(parent)'s scope or its dependency.")
        }
        var requirements = asked.map { "    var \($0.name): \($0.type) { get }" }
        if toDo {
            requirements.append("    // TODO: Declare what \(child) needs that \(parent) gets from its own parent.")
        }
        func body(_ lines: [String], separator: String) -> String {
            lines.isEmpty ? " {}" : " {\n" + lines.joined(separator: separator) + "\n}"
        }
        return """
            import RIBs

            /// What \(parent) needs from its own parent to give \(child): make `\(parent)Dependency`
            /// refine it when \(child) needs something \(parent) does not make.
            @MainActor
            protocol \(parent)Dependency\(child): Dependency\(body(requirements, separator: "\n"))

            /// \(parent)'s scope gives \(child) what it depends on.
            extension \(parent)Component\(conforms ? ": \(child)Dependency" : "")\(body(members, separator: "\n\n"))

            """
    }
}

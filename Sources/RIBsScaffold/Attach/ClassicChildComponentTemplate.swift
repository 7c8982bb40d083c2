/// `<Parent>Component+<Child>.swift` for a classic child under a parent whose dependency is a
/// struct (a stream-style RIB, an RVB module): a component on that struct meets the child's
/// dependency protocol, so `ribs deps` follows the tree through the parent. A viewless child
/// shows its children in the parent's view container, which adopts its view protocol.
struct ClassicChildComponentTemplate {
    let parent: String
    let child: RIBName
    let shape: ChildShape
    /// How the parent is written, for the comment.
    let style: ChildShape.Style

    var text: String {
        let (p, c) = (parent, child.value)
        var members: [String] = []
        if !shape.ownsView {
            members += [
                "    /// \(p)'s view container, where \(c) shows its children's views.",
                "    let viewContainer: ViewContainer",
                "",
                "    init(dependency: \(p)Dependency, viewContainer: ViewContainer) {",
                "        self.viewContainer = viewContainer",
                "        super.init(dependency: dependency)",
                "    }",
                "",
                "    var \(child.lowerCamel)ViewController: any \(c)ViewControllable {",
                "        viewContainer",
                "    }",
            ]
        }
        for property in shape.dependencyProperties {
            if !members.isEmpty { members.append("") }
            members += ["    var \(property.name): \(property.type) {", "        dependency.\(property.name)", "    }"]
        }
        let kind = style == .rvb ? "an RVB module" : "a stream-style one"
        var text = """
            import RIBs

            /// \(p)'s scope for \(c), a classic RIB under \(kind): \(p)'s dependency gives what
            /// \(c)'s dependency asks.
            final class \(p)\(c)Component: Component<\(p)Dependency>, \(c)Dependency {\(members.isEmpty ? "}" : "\n" + members.joined(separator: "\n") + "\n}")

            """
        if !shape.ownsView {
            text += """

                /// A view container shows \(c)'s children, as a parent's view does for a viewless RIB.
                extension ViewContainer: \(c)ViewControllable {}

                """
        }
        return text
    }
}

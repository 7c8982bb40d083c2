/// Uber's "Component Extension" for Swift 6: the parent's component satisfies the child's
/// dependency, in a file of its own (`<Parent>Component+<Child>.swift`), so the parent's builder
/// can build the child with `<Child>Builder(dependency: component)`.
struct ComponentExtensionTemplate {
    let parent: String
    let child: String

    /// The extension's text; `childViewProperty` is the view a viewless child needs, as
    /// `var <child>ViewController: any <Child>ViewControllable { <source> }`.
    func text(childViewProperty: (name: String, source: String)?) -> String {
        let body =
            childViewProperty.map { property in
                """
                    var \(property.name): any \(child)ViewControllable {
                        \(property.source)
                    }

                """
            } ?? ""
        return """
            import RIBs

            /// What \(parent) needs from its own parent to give \(child): make `\(parent)Dependency`
            /// refine it when \(child) needs something \(parent) does not make.
            @MainActor
            protocol \(parent)Dependency\(child): Dependency {
                // TODO: Declare what \(child) needs that \(parent) gets from its own parent.
            }

            /// \(parent)'s scope gives \(child) what it depends on.
            extension \(parent)Component: \(child)Dependency {
            \(body)    // TODO: Give \(child) what its dependency declares, from \(parent)'s scope or its dependency.
            }

            """
    }
}

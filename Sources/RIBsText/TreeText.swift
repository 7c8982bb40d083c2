/// A tree drawn as text, one node a line, with box-drawing branches: how a router's snapshot,
/// `ribs tree` and `ribs deps tree` print. One renderer, so they print alike.
///
/// ```
/// Root (active)
/// ├── LoggedOut (active)
/// └── Settings (inactive)
/// ```
package enum TreeText {
    /// The lines of the tree under `root`: `label` gives a node's line, `children` its children
    /// (`nil` stops there, for a node already drawn on the path: a cycle).
    package static func lines<Node>(
        _ root: Node, label: (Node) -> String, children: (Node) -> [Node]?
    ) -> [String] {
        var lines: [String] = []
        func draw(_ node: Node, prefix: String, childPrefix: String) {
            lines.append(prefix + label(node))
            guard let children = children(node) else { return }
            for (index, child) in children.enumerated() {
                let isLast = index == children.count - 1
                draw(
                    child, prefix: childPrefix + (isLast ? "└── " : "├── "),
                    childPrefix: childPrefix + (isLast ? "    " : "│   "))
            }
        }
        draw(root, prefix: "", childPrefix: "")
        return lines
    }

    /// A tree's text as lines to compare, as RIBsTesting's tree assertions do: trailing spaces
    /// and blank lines at either end taken off.
    package static func comparableLines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

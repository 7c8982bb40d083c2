import Foundation

/// The tree a parent's tests expect, edited where `ribs attach --at-start` attaches a child as
/// the parent starts: the first test's `harness.expectTree(…)` gains the child (as the child's own
/// test expects it, workers and all), and the work the child's test declares running; every
/// other test acknowledges the child (`harness.expectAttached`), which is there in each.
enum ExpectedTreeEdit {
    /// A tree as a test writes it: its lines, and where its literal stands in the text.
    struct Literal {
        let range: Range<String.Index>
        let lines: [String]
        /// The indentation of the line that calls `expectTree`.
        let indent: String
    }

    /// The first `harness.expectTree(…)`'s tree in `text`: a one-line string (with `\n` escapes)
    /// or a multi-line one.
    static func firstTree(in text: String) -> Literal? {
        guard let call = text.range(of: "harness.expectTree(") else { return nil }
        let lineStart = text[..<call.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let indent = String(text[lineStart..<call.lowerBound].prefix { $0 == " " })
        var index = call.upperBound
        while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
        if text[index...].hasPrefix("\"\"\"") {
            let open = text.index(index, offsetBy: 3)
            guard let close = text[open...].range(of: "\"\"\"") else { return nil }
            let body = text[open..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return Literal(range: call.upperBound..<close.upperBound, lines: body, indent: indent)
        }
        guard text[index] == "\"" else { return nil }
        var end = text.index(after: index)
        while end < text.endIndex, text[end] != "\"" {
            if text[end] == "\\" { end = text.index(after: end) }
            end = text.index(after: end)
        }
        guard end < text.endIndex else { return nil }
        let body = String(text[text.index(after: index)..<end])
        return Literal(
            range: call.upperBound..<text.index(after: end), lines: body.components(separatedBy: "\\n"),
            indent: indent)
    }

    /// A node of a tree as tests write it: its line (`Sync (active) workers: …`) and children.
    struct Node {
        var line: String
        var children: [Node] = []
        var name: String { String(line.prefix { $0 != " " }) }

        /// The node's lines, drawn with branches.
        var lines: [String] {
            var lines = [line]
            for (index, child) in children.enumerated() {
                let last = index == children.count - 1
                let drawn = child.lines
                lines.append((last ? "└── " : "├── ") + drawn[0])
                lines += drawn.dropFirst().map { (last ? "    " : "│   ") + $0 }
            }
            return lines
        }

        /// Parses lines drawn with branches; `nil` when they are not a tree.
        init?(lines: [String]) {
            guard let first = lines.first else { return nil }
            line = first
            var pending: [String] = []
            for line in lines.dropFirst() {
                if line.hasPrefix("├── ") || line.hasPrefix("└── ") {
                    if !pending.isEmpty {
                        guard let child = Node(lines: pending) else { return nil }
                        children.append(child)
                    }
                    pending = [String(line.dropFirst(4))]
                } else if line.hasPrefix("│   ") || line.hasPrefix("    ") {
                    guard !pending.isEmpty else { return nil }
                    pending.append(String(line.dropFirst(4)))
                } else {
                    return nil
                }
            }
            if !pending.isEmpty {
                guard let child = Node(lines: pending) else { return nil }
                children.append(child)
            }
        }

        init(line: String, children: [Node]) {
            self.line = line
            self.children = children
        }

        /// Changes the line of the node named `name`, wherever it is below the root; whether it
        /// was found.
        mutating func changeLine(below name: String, _ change: (String) -> String) -> Bool {
            for index in children.indices {
                if children[index].name == name {
                    children[index].line = change(children[index].line)
                    return true
                }
                if children[index].changeLine(below: name, change) { return true }
            }
            return false
        }

        /// Adds `child` below the node named `parent`, wherever it is; whether it was found.
        mutating func add(_ child: Node, below parent: String) -> Bool {
            if name == parent {
                guard !children.contains(where: { $0.name == child.name }) else { return false }
                children.append(child)
                return true
            }
            for index in children.indices where children[index].add(child, below: parent) { return true }
            return false
        }
    }

    /// The names of the children a tree shows right below its root.
    static func children(of lines: [String]) -> [String] {
        Node(lines: lines)?.children.map(\.name) ?? []
    }

    /// `text` (a test file) with `child`'s tree (`childTree`) below the node named `parent` in
    /// its first test's tree, wherever it is, and `running` declared there; `nil` when that tree
    /// has no such node (or has the child already).
    static func expecting(
        _ childTree: [String], below parent: String, running: [String], in text: String
    ) -> String? {
        guard let tree = firstTree(in: text), var root = Node(lines: tree.lines), let child = Node(lines: childTree),
            root.add(child, below: parent)
        else { return nil }
        let i = tree.indent
        let literal = "\n\(i)    \"\"\"\n" + root.lines.map { "\(i)    \($0)\n" }.joined() + "\(i)    \"\"\""
        var updated = text.replacingCharacters(in: tree.range, with: literal)
        // The work the child runs from the start, declared where the tree is expected.
        if let call = updated.range(of: "harness.expectTree("),
            let close = updated[call.upperBound...].range(of: "\"\"\")")
        {
            let declared = running.filter { !updated.contains("harness.expectRunning(\"\($0)\")") }
                .map { "\n\(i)harness.expectRunning(\"\($0)\")" }.joined()
            updated.insert(contentsOf: declared, at: close.upperBound)
        }
        return updated
    }

    /// `text` (a test file) with `worker` in the line of the RIB named `rib` wherever its first
    /// test's tree shows it below the root (an ancestor's test, whose RIB attaches it as it
    /// starts), and `running` declared there; `nil` when the tree does not show it.
    static func expecting(
        worker: String, of rib: String, running: [String], in text: String
    ) -> String? {
        guard let tree = firstTree(in: text), var root = Node(lines: tree.lines),
            root.changeLine(
                below: rib,
                { line in
                    let (head, listed) =
                        line.components(separatedBy: " workers: ").count == 2
                        ? (
                            line.components(separatedBy: " workers: ")[0],
                            line.components(separatedBy: " workers: ")[1].components(separatedBy: ", ")
                        )
                        : (line, [])
                    return head + " workers: " + (listed + ["\(worker) (running)"]).sorted().joined(separator: ", ")
                })
        else { return nil }
        let i = tree.indent
        let literal = "\n\(i)    \"\"\"\n" + root.lines.map { "\(i)    \($0)\n" }.joined() + "\(i)    \"\"\""
        var updated = text.replacingCharacters(in: tree.range, with: literal)
        if let call = updated.range(of: "harness.expectTree("),
            let close = updated[call.upperBound...].range(of: "\"\"\")")
        {
            let declared = running.filter { !updated.contains("harness.expectRunning(\"\($0)\")") }
                .map { "\n\(i)harness.expectRunning(\"\($0)\")" }.joined()
            updated.insert(contentsOf: declared, at: close.upperBound)
        }
        return updated
    }

    /// `text` with `harness.expectAttached("<name>")` after each harness made but the first
    /// `skipping` ones (and those that expect it already).
    static func acknowledging(_ name: String, in text: String, after skipping: Int) -> String {
        var result = ""
        var rest = Substring(text)
        var seen = 0
        while let start = rest.range(of: "let harness = RIBTestHarness"),
            let end = closingBrace(in: rest, from: start.upperBound)
        {
            result += rest[..<end]
            rest = rest[end...]
            seen += 1
            guard seen > skipping else { continue }
            let lineStart = result.lastIndex(of: "\n").map { result.index(after: $0) } ?? result.startIndex
            let indent = String(result[lineStart...].prefix { $0 == " " })
            let line = "\n\(indent)harness.expectAttached(\"\(name)\")"
            if !rest.hasPrefix(line) { result += line }
        }
        return result + rest
    }

    /// Just past the brace that closes the first `{` after `start`: the end of a harness's build
    /// closure.
    private static func closingBrace(in text: Substring, from start: Substring.Index) -> Substring.Index? {
        guard var index = text[start...].firstIndex(of: "{") else { return nil }
        var depth = 0
        while index < text.endIndex {
            switch text[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// What a RIB's own test expects of it: its first tree's lines (one, unless it starts
    /// children of its own), and the work it declares running.
    static func ownTree(of name: String, in text: String?) -> (tree: [String], running: [String]) {
        guard let text, let tree = firstTree(in: text) else { return (["\(name) (active)"], []) }
        // Declarations, not the template's comment that shows one.
        let running = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("harness.expectRunning(\"") }
            .compactMap { $0.dropFirst("harness.expectRunning(\"".count).split(separator: "\"").first.map(String.init) }
        return (tree.lines, running)
    }
}

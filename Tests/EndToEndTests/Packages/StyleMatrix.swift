/// Issue 63's spec: every style under every style, through every tool. One table makes the
/// package (the commands a user types, in order), and each capability is checked for each pair
/// of styles (``StyleMatrixTests``).
enum StyleMatrix {
    /// The four ways a RIB is written: a parent or a child may be each.
    enum Style: CaseIterable, CustomStringConvertible {
        case classicView, classicViewless, stream, rvb

        /// The parent's name, and the start of its children's: `Classic`, `ClassicStream`.
        var name: String {
            switch self {
            case .classicView: "Classic"
            case .classicViewless: "Bare"
            case .stream: "Stream"
            case .rvb: "Module"
            }
        }

        /// `ribs new`'s flags for it.
        var flags: [String] {
            switch self {
            case .classicView: ["--view"]
            case .classicViewless: []
            case .stream: ["--style", "stream"]
            case .rvb: ["--style", "rvb"]
            }
        }

        var hasView: Bool { self != .classicViewless }
        /// Whether it tells its parent through outputs (`--output`), not a listener.
        var hasOutputs: Bool { self == .stream || self == .rvb }

        var description: String {
            switch self {
            case .classicView: "classic with a view"
            case .classicViewless: "classic without a view"
            case .stream: "stream style"
            case .rvb: "RVB module"
            }
        }
    }

    /// A parent and one of its children.
    struct Pair: CustomStringConvertible {
        let parent: Style
        let child: Style

        var parentName: String { parent.name }
        var childName: String { parent.name + child.name }
        /// The deep link that opens the child: Root opens the parent, the parent opens the child.
        var link: String { "app://open\(childName)" }
        /// The screen on top once the child is open: the child's, else its parent's, else Root's.
        var top: String { child.hasView ? childName : below }
        /// The screen under the child: its parent's, or Root's for a parent without a view.
        var below: String { parent.hasView ? parentName : "Root" }
        var description: String { "\(child) under \(parent)" }
    }

    /// What is checked of each pair.
    enum Capability: String, CaseIterable {
        case scaffold, view, closing, dependencies, workers, workflows, outputs, tests
    }

    static let pairs = Style.allCases.flatMap { parent in Style.allCases.map { Pair(parent: parent, child: $0) } }

    /// The commands a user types, in order: the launch RIB, each parent with a worker, each
    /// child (a value on its outputs where it has outputs), every attach, and a workflow to each
    /// child that opens it.
    static var commands: [[String]] {
        var commands: [[String]] = [["new", "Root", "--launch"]]
        for parent in Style.allCases { commands.append(["new", parent.name] + parent.flags) }
        for pair in pairs {
            let outputs = pair.child.hasOutputs ? ["--output", "picked:String"] : []
            commands.append(["new", pair.childName] + pair.child.flags + outputs)
        }
        for parent in Style.allCases { commands.append(["attach", parent.name, "--to", "Root"]) }
        for pair in pairs { commands.append(["attach", pair.childName, "--to", pair.parentName]) }
        for parent in Style.allCases {
            commands.append(["new", "worker", "\(parent.name)Tick", "--for", parent.name, "--every", "1s"])
        }
        for pair in pairs {
            commands.append([
                "new", "workflow", "Open\(pair.childName)", "--through", "Root,\(pair.parentName),\(pair.childName)",
                "--opens", "Root,\(pair.parentName)",
            ])
        }
        return commands
    }

    /// The file of the parent that hears a child's outputs: its interactor, or an RVB module's view.
    static func outputsHandler(of pair: Pair) -> String {
        let host = pair.parent == .rvb ? "View" : "Interactor"
        return "Sources/Matrix/\(pair.parentName)/\(pair.parentName)\(host).swift"
    }

    /// The call a parent makes to detach the child, as its generated stubs name it.
    static func detachCall(of pair: Pair) -> String {
        switch pair.parent {
        case .classicView, .classicViewless: "router?.detach\(pair.childName)()"
        case .stream: "router.detach\(pair.childName)()"
        case .rvb: "dismiss\(pair.childName)()"
        }
    }
}

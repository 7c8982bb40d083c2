/// The lines that attach a child through a node and take it out again, alike in a stream-style
/// parent's router and an RVB module's view (they differ in who hears the child: the router's
/// `listener`, or the view itself).
struct NodeAttachLines {
    let child: RIBName
    let shape: ChildShape
    /// Whether the person may close the child's view: presented, else pushed as the first screen.
    let closable: Bool

    /// After the child is built into the local `variable` and kept in the field of that name:
    /// the attach; and the body of the detach method named `detach`, after its `guard let`.
    /// Outputs reach `hearer` (`listener`, `self`), held weakly.
    func lines(_ variable: String, detach: String, hearer: String, indent j: String) -> (
        attach: [String], detach: [String]
    ) {
        let placement = closable ? ".present" : ".push"
        switch shape.style {
        case .classic:
            let attach: [String]
            if !shape.ownsView {
                attach = ["\(j)node.attachChild(\(variable))"]
            } else if closable {
                attach = ParentWiring.attachClosing(
                    "node.attach", "\(variable), as: .present", detach: detach, indent: j)
            } else {
                attach = ["\(j)node.attach(\(variable), as: \(placement))"]
            }
            return (attach, ["\(j)self.\(variable) = nil", "\(j)node.detachChild(\(variable))"])
        case .stream, .rvb:
            let isModule = shape.style == .rvb
            var attach = [
                isModule
                    ? "\(j)node.attach(module: \(variable), as: \(placement)) { module, attachment in"
                    : "\(j)node.attach(\(variable), as: \(placement)) { outputs, attachment in"
            ]
            let streams = isModule ? "module" : "outputs"
            for output in shape.streamOutputs ?? [] {
                let value = output.element == nil ? "" : " value"
                attach.append(
                    "\(j)    attachment.on(\(streams).\(output.name)) { [weak \(hearer)]\(value) in \(hearer)?.\(output.call(child: child)) }"
                )
            }
            // However the child goes (this parent, or the person closing its view).
            attach += ["\(j)    attachment.onDetach { [weak self] in self?.\(variable) = nil }", "\(j)}"]
            return (attach, [isModule ? "\(j)node.detach(module: \(variable))" : "\(j)node.detach(\(variable))"])
        }
    }
}

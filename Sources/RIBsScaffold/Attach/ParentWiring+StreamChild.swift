import Foundation
import RIBsSource
import SwiftSyntax

/// Attaching a stream-style child under a classic parent (*Choosing a style*): the router keeps
/// the `BuiltRIB` and what follows its outputs while the child is attached, attaches its node,
/// shows its view, and tells the parent's interactor what each output sent, through methods of
/// the parent's interactable, as a classic child's listener would.
extension ParentWiring {
    /// `routeTo<Child>()` and `detach<Child>()` for a stream-style child or an RVB module: the
    /// router keeps what was built (a `BuiltRIB`, or the module's contract) with one
    /// subscription an output, made before the child is attached.
    func streamRouterMethods(indent i: String) -> [String] {
        let j = i + "    "
        let outputs = childShape.streamOutputs ?? []
        let isModule = childShape.style == .rvb
        let arguments = childShape.extraParameters.map(Self.argument).joined(separator: ", ")
        var route = ["\(i)func routeTo\(c)(\(parameterList)) {"]
        // Built with other values, the child replaces the one shown.
        route.append(
            childShape.extraParameters.isEmpty
                ? "\(j)guard \(childProperty) == nil else { return }" : "\(j)detach\(c)()")
        route.append(
            isModule
                ? "\(j)let \(childProperty) = \(builderProperty).build(with: \(c)Parameter(\(arguments)))"
                : "\(j)let \(childProperty) = \(builderProperty).build(\(arguments))")
        let streams = isModule ? childProperty : "\(childProperty).outputs"
        let subscriptions = outputs.map { output in
            let value = output.element == nil ? "" : " value"
            let call = "self?.interactor.\(output.call(child: child))"
            return "\(streams).\(output.name).subscribe { [weak self]\(value) in \(call) }"
        }
        if outputs.isEmpty {
            route.append("\(j)let outputs: [EventSubscription] = []")
        } else {
            route.append("\(j)// Followed before \(c) is attached, so nothing it sends is missed.")
            // On one line where it fits, as swift-format writes a literal (then without a
            // trailing comma); else one subscription a line.
            let line = "\(j)let outputs = [\(subscriptions.joined(separator: ", "))]"
            route +=
                line.count <= LineWidth.columns
                ? [line] : ["\(j)let outputs = ["] + subscriptions.map { "\(j)    \($0)," } + ["\(j)]"]
        }
        route.append("\(j)self.\(childProperty) = (\(childProperty), outputs)")
        let kept = isModule ? "\(childProperty).module" : "\(childProperty).rib"
        var detach = [
            "",
            "\(i)func detach\(c)() {",
            "\(j)guard let \(childProperty) else { return }",
            "\(j)self.\(childProperty) = nil",
            "\(j)for output in \(childProperty).outputs { output.cancel() }",
            "\(j)detachChild(\(kept).node)",
        ]
        if childShape.ownsView, isModule {
            route += closing("attachChild", childProperty, indent: j)
            route.append("\(j)viewController.present(\(childProperty))")
            detach.append("\(j)viewController.dismiss(\(kept))")
        } else if childShape.ownsView {
            route += closing("attachChild", childProperty, otherwise: "\(childProperty).node", indent: j)
            route.append("\(j)if let view = \(childProperty).view { viewController.present(view) }")
            detach.append("\(j)if let view = \(kept).view { viewController.dismiss(view) }")
        } else {
            route.append("\(j)attachChild(\(childProperty).node)")
        }
        route.append("\(i)}")
        detach.append("\(i)}")
        return route + detach
    }

    /// The parent's interactable hears each of the child's outputs, in a method its router calls.
    mutating func hearOutputs(in interactable: ProtocolDeclSyntax, path: String, sources: inout ModuleSources)
        throws(ScaffoldError)
    {
        let indent = try Self.indentation(ofMembersOf: interactable, path: path, in: &sources)
        let declared = Set(
            interactable.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self)?.name.text })
        let lines = (childShape.streamOutputs ?? []).filter { !declared.contains($0.methodName(child: child)) }.map {
            "\(indent)func \($0.method(child: child))"
        }
        guard !lines.isEmpty else { return }
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.appendMembers(lines, to: interactable.memberBlock)
        }
    }

    /// The interactor's stubs of the methods that hear the child's outputs.
    func outputStubs(indent: String, implemented: Set<String>) -> [String] {
        var stubs: [String] = []
        for output in childShape.streamOutputs ?? [] where !implemented.contains(output.methodName(child: child)) {
            stubs += [
                "",
                "\(indent)func \(output.method(child: child)) {",
                "\(indent)    // TODO: \(c) tells \(p) this: handle it, such as router?.detach\(c)().",
                "\(indent)}",
            ]
        }
        return stubs
    }

    /// What the parent's builder passes for the child's builder: its dependency struct, made of
    /// the parent's component's properties (which the component extension gives). An RVB
    /// module's builder takes it unlabelled.
    var streamBuilderArgument: String {
        let fields = childShape.dependencyProperties.map { "\($0.name): component.\($0.name)" }
        let label = childShape.style == .rvb ? "" : "dependency: "
        return "\(builderProperty): \(c)Builder(\(label)\(c)Dependency(\(fields.joined(separator: ", "))))"
    }
}

extension StreamOutput {
    /// The name of the method that hears this output: `playerFinished`.
    func methodName(child: RIBName) -> String {
        child.lowerCamel + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// The call of that method in the router's handler: `playerFinished()`, `playerChose(value)`.
    func call(child: RIBName) -> String {
        methodName(child: child) + (element == nil ? "()" : "(value)")
    }
}

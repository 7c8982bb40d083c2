import Foundation
import RIBsSource
import SwiftSyntax

/// `ribs new worker NAME --for RIB` where RIB is a stream-style RIB or an RVB module (issue 63):
/// the worker runs on the node's scope (`node.interactor`), which is active while the RIB is.
extension WorkerPlan {
    /// The builder's part: a stream-style RIB's builder starts the worker its interactor keeps,
    /// once the interactor is made (`interactor.<worker>.start(node.interactor)`); with
    /// `--dependency`, the builder makes the worker of the RIB's dependency struct's values (an
    /// RVB module's builder hands it to the view), and the struct gains what it lacks, which
    /// every place that makes it then passes. Returns the notes.
    static func makeInStructBuilder(
        _ property: String, _ templates: WorkerTemplates, rib: RIBName, style: ChildShape.Style, starts: Bool,
        layout: PackageLayout, _ sources: inout ModuleSources
    ) throws(ScaffoldError) -> [ScaffoldMessage] {
        let r = rib.value
        let keeper = style == .rvb ? "\(r)View" : "\(r)Interactor"
        let (members, path, place): (MemberBlockSyntax, String, String)
        if style == .rvb {
            let (builder, builderPath) = try sources.declaration(
                "\(r)Builder", as: ClassDeclSyntax.self, expected: "final class \(r)Builder: Builder<\(r)Dependency>")
            (members, path, place) = (builder.memberBlock, builderPath, sources.place(of: builder, in: builderPath))
        } else {
            let (builder, builderPath) = try sources.declaration(
                "\(r)Builder", as: StructDeclSyntax.self, expected: "struct \(r)Builder")
            (members, path, place) = (builder.memberBlock, builderPath, sources.place(of: builder, in: builderPath))
        }
        guard
            let build = members.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" }), let body = build.body,
            let call = ParentWiring.call(of: keeper, in: body),
            let statement = call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })
        else {
            throw ScaffoldError(
                "\(place): expected \(r)Builder.build to make \(keeper)(…), which keeps the worker, as ribs new --style \(style == .rvb ? "rvb" : "stream") writes it."
            )
        }
        var notes: [ScaffoldMessage] = []
        if !templates.dependencies.isEmpty {
            let (dependency, dependencyPath) = try sources.declaration(
                "\(r)Dependency", as: StructDeclSyntax.self, expected: "struct \(r)Dependency")
            notes += try ParentDependencyStruct.add(
                templates.dependencies.map { ($0.parameter.name, $0.parameter.type) },
                of: try RIBName("\(templates.worker)Worker"), to: (dependency, dependencyPath), parent: rib,
                layout: layout, in: &sources)
        }
        let making = templates.making(templates.dependencies.map { "dependency.\($0.parameter.name)" })
        let indent = try ParentWiring.statementIndentation(of: body, path: path, in: &sources)
        let made = statement.item.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedText
        try sources.edit(path) { edits throws(ScaffoldError) in
            if !templates.dependencies.isEmpty {
                edits.appendListElement(
                    "\(property): \(making)", after: call.arguments.last,
                    hasTrailingComma: call.arguments.last?.trailingComma != nil,
                    closing: call.rightParen ?? call.lastToken(viewMode: .sourceAccurate)!)
            }
            if starts, let made {
                edits.insert(
                    "\n\(indent)\(made).\(property).start(node.interactor)",
                    at: statement.endPositionBeforeTrailingTrivia)
            }
        }
        if starts, made == nil {
            throw ScaffoldError(
                "\(place): expected \(r)Builder.build to keep what \(keeper)(…) makes in a constant (`let interactor = \(keeper)(…)`), to start the worker on."
            )
        }
        return notes
    }
}

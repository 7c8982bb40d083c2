import Foundation
import RIBsSource
import SwiftSyntax

/// `ribs new worker NAME --for RIB --dependency name:Type`: the worker takes values from the
/// RIB's scope, so the RIB's builder makes it (from its component, or from its dependency) and
/// hands it to the interactor, whose test passes a mock of it.
extension WorkerPlan {
    /// Each dependency with the value the worker's test passes; refused when there is none.
    static func valued(_ dependencies: [BuilderParameter], tests: Bool, index: DeclarationIndex)
        throws(ScaffoldError) -> [(parameter: BuilderParameter, testValue: String)]
    {
        let mockable = Set(index.declarations.filter(\.isMockable).map(\.name))
        var valued: [(parameter: BuilderParameter, testValue: String)] = []
        for dependency in dependencies {
            if dependencies.count(where: { $0.name == dependency.name }) > 1 {
                throw ScaffoldError("\(ScaffoldInput.dependency) \(dependency.name) is given twice: give each once.")
            }
            guard let value = dependency.testValue(mockable: mockable) ?? (tests ? nil : "") else {
                throw ScaffoldError(dependency.noTestValue(input: .dependency, for: "the worker's tests"))
            }
            valued.append((dependency, value))
        }
        return valued
    }

    /// `<name>Worker: <Name>Worker(…)` among the arguments that make the interactor in the RIB's
    /// builder: each value from the RIB's component if it makes it (declared before the
    /// interactor, moved there if it comes after), else from its dependency.
    static func makeInBuilder(
        _ property: String, _ templates: WorkerTemplates, rib: RIBName, generatesDependencies: Bool = false,
        _ sources: inout ModuleSources
    ) throws(ScaffoldError) {
        let (builder, path) = try sources.declaration(
            "\(rib)Builder", as: ClassDeclSyntax.self, expected: "final class \(rib)Builder")
        guard
            let build = builder.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" }), let body = build.body,
            let call = ParentWiring.call(of: "\(rib)Interactor", in: body),
            let statement = call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })
        else {
            throw ScaffoldError(
                "\(sources.place(of: builder, in: path)): expected \(rib)Builder.build to make the interactor with \(rib)Interactor(…), where the worker goes."
            )
        }
        let (component, _) = try sources.declaration(
            "\(rib)Component", as: ClassDeclSyntax.self, expected: "final class \(rib)Component")
        let (dependency, dependencyPath) = try sources.declaration(
            "\(rib)Dependency", as: ProtocolDeclSyntax.self, expected: "protocol \(rib)Dependency: Dependency")
        var arguments: [String] = []
        var needsComponent = false
        // With RIBsDepsPlugin, what the scope lacks the RIB asks of its parent: `ribs deps` then
        // forwards it from wherever above it is made.
        var asked: [BuilderParameter] = []
        for (value, _) in templates.dependencies {
            if ParentWiring.declaresProperty(value.name, in: component.memberBlock) {
                arguments.append("component.\(value.name)")
                needsComponent = true
            } else if ParentWiring.declaresProperty(value.name, in: dependency.memberBlock) {
                arguments.append("dependency.\(value.name)")
            } else if generatesDependencies {
                arguments.append("dependency.\(value.name)")
                asked.append(value)
            } else {
                throw ScaffoldError(
                    "\(sources.place(of: dependency, in: dependencyPath)): \(rib)'s scope has no \(value.name): make it in \(rib)Component (var \(value.declaration) { shared { … } }) or take it from \(rib)'s parent (var \(value.declaration) { get } in \(rib)Dependency), then run ribs new worker again."
                )
            }
        }
        let componentStatement = body.statements.first { item in
            item.item.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription == "component"
        }
        let indent = try ParentWiring.statementIndentation(of: body, path: path, in: &sources)
        let making = templates.making(arguments)
        if !asked.isEmpty {
            let requirementIndent = try ParentWiring.indentation(
                ofMembersOf: dependency, path: dependencyPath, in: &sources)
            try sources.edit(dependencyPath) { edits throws(ScaffoldError) in
                edits.appendMembers(
                    asked.map { "\(requirementIndent)var \($0.name): \($0.type) { get }" }, to: dependency.memberBlock)
            }
        }
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.appendListElement(
                "\(property): \(making)", after: call.arguments.last,
                hasTrailingComma: call.arguments.last?.trailingComma != nil,
                closing: call.rightParen ?? call.lastToken(viewMode: .sourceAccurate)!)
            guard needsComponent else { return }
            let before = edits.lineStart(of: statement.positionAfterSkippingLeadingTrivia)
            if let componentStatement {
                guard componentStatement.position.utf8Offset > statement.position.utf8Offset else { return }
                // Made after the interactor (ribs attach puts it before the router): move it up.
                let start = edits.lineStart(of: componentStatement.positionAfterSkippingLeadingTrivia)
                let end = componentStatement.endPositionBeforeTrailingTrivia.utf8Offset + 1
                let line = String(decoding: Array(edits.original.utf8)[start.utf8Offset..<end], as: UTF8.self)
                edits.replace(start.utf8Offset..<end, with: "")
                edits.insert(line, at: before)
            } else {
                edits.insert("\(indent)let component = \(rib)Component(dependency: dependency)\n", at: before)
            }
        }
    }

    /// The RIB's interactor test, making the interactor with a mock of the worker; `nil` when the
    /// test is not where `ribs new` writes it, or makes no interactor.
    static func passingAMock(_ property: String, of worker: RIBName, rib: RIBName, layout: PackageLayout)
        -> FileSetWriter.Change?
    {
        let path = layout.tests + "/\(rib)/\(rib)InteractorTests.swift"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let tree = GuardedParse(text).tree
        else { return nil }
        guard let call = ParentWiring.call(of: "\(rib)Interactor", in: tree), let closing = call.rightParen else {
            return nil
        }
        var edits = SourceEdits(original: text)
        edits.appendListElement(
            "\(property): \(worker)WorkingMock()", after: call.arguments.last,
            hasTrailingComma: call.arguments.last?.trailingComma != nil, closing: closing)
        let (updated, lines) = edits.appliedWithChangedLines()
        return FileSetWriter.Change(path: path, contents: LineWidth.reflow(updated, lines: lines))
    }
}

import Foundation
import RIBsSource
import SwiftSyntax

/// What `ribs new workflow NAME --through Root,LoggedIn,ParcelList` writes: a deep link's
/// workflow, with no hand-written plumbing but the last step's business line.
///
/// - `<Name>Workflow.swift` beside the first RIB: the steps, and `init?(url:)` for a link such
///   as `app://openParcel?parcelID=P1` (when every parameter can be read from a link).
/// - `<RIB>ActionableItem` for each RIB (written or extended): a RIB but the last declares
///   `waitFor<Next>()`, the last `<name>(…)`, the action the link asks for.
/// - Each interactor adopts its actionable item and implements its step: a wait is one line on
///   `Interactor.waitForChild(_:)`; the action has a TODO where the user says what it does.
/// - A launch RIB's `handle(_:)` starts the workflow for its link.
/// - A test of the steps on mocks of the actionable items, and of the link.
///
/// Each RIB but the first must be a child its predecessor attaches (`ribs attach`).
package struct WorkflowPlan {
    package let changes: [FileSetWriter.Change]
    package let notes: [ScaffoldMessage]

    package init(
        name: RIBName, through ribs: [RIBName], parameters: [BuilderParameter], layout: PackageLayout, tests: Bool,
        overwrite: Bool, opening: [RIBName] = [], asyncLastStep: Bool = false
    ) throws(ScaffoldError) {
        guard !ribs.isEmpty else {
            throw ScaffoldError(
                "\(ScaffoldInput.through) names no RIB: give the RIBs the link goes through from the root, such as \(ScaffoldInput.through) Root,LoggedIn,OffGame."
            )
        }
        if let twice = ribs.first(where: { rib in ribs.count { $0 == rib } > 1 }) {
            throw ScaffoldError("\(ScaffoldInput.through) names \(twice) twice: a link goes through each RIB once.")
        }
        var sources = ModuleSources(layout: layout)
        try sources.index.requireEveryFileRead(layout)
        if let clash = sources.index.first(named: "\(name)Workflow") {
            throw ScaffoldError(
                "\(layout.relative(clash.file)):\(clash.line): \(name)Workflow is already declared in the module \(layout.module): pick another name."
            )
        }
        let mockable = Set(sources.index.declarations.filter(\.isMockable).map(\.name))
        var valued: [(parameter: BuilderParameter, testValue: String)] = []
        for parameter in parameters {
            if parameters.count(where: { $0.name == parameter.name }) > 1 {
                throw ScaffoldError(
                    "\(ScaffoldInput.parameter) \(parameter.name) is given twice: give each parameter once.")
            }
            guard let value = parameter.testValue(mockable: mockable) ?? (tests ? nil : "") else {
                throw ScaffoldError(parameter.noTestValue(input: .parameter, for: "the workflow's tests"))
            }
            valued.append((parameter, value))
        }
        let styles = ribs.map { AttachPlan.style(of: $0, in: sources.index)?.style ?? .classic }
        try Self.checkChain(ribs, styles: styles, in: &sources, layout: layout)
        var templates = WorkflowTemplates(
            name: name, ribs: ribs, parameters: valued, module: layout.module,
            opening: try Self.routes(opening, through: ribs, styles: styles, carrying: parameters, in: &sources),
            asyncLastStep: asyncLastStep, styles: styles)
        var notes: [ScaffoldMessage] = []
        if tests { (templates.wiringTests, notes) = try Self.wiringTests(of: templates, layout: layout, &sources) }

        var newFiles: [FileSetWriter.Change] = []
        for (index, rib) in ribs.enumerated() {
            let item = ActionableItemEdits(rib: rib, layout: layout)
            if let file = try item.require([templates.requirement(at: index)], in: &sources) { newFiles.append(file) }
            try item.adopt(by: templates.host(at: index), in: &sources)
            try Self.implement(step: index, of: templates, in: templates.host(at: index), &sources)
        }
        let (first, firstPath) = try sources.declaration(
            templates.host(at: 0), as: ClassDeclSyntax.self, expected: "final class \(templates.host(at: 0))")
        let starts = try Self.startFromLinks(templates, in: first, path: firstPath, &sources)
        let folder = (firstPath as NSString).deletingLastPathComponent
        newFiles.append(FileSetWriter.Change(path: folder + "/\(name)Workflow.swift", contents: templates.source))
        if tests {
            newFiles.append(
                FileSetWriter.Change(
                    path: layout.tests + "/\(ribs[0])/\(name)WorkflowTests.swift", contents: templates.test))
        } else {
            notes.append(
                "no test written (\(layout.relative(layout.tests)) is not a folder; pass \(ScaffoldInput.testsFolder))")
        }
        if !overwrite, let existing = newFiles.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw ScaffoldError(
                "\(layout.relative(existing.path)) already exists: nothing was written. Pass \(ScaffoldInput.force) to replace it."
            )
        }
        if starts {
            notes.append(
                "\(ribs[0]) opens links such as app://\(templates.action)\(templates.exampleQuery) (any scheme): \(ribs[0])Interactor.handle(_:) starts \(name)Workflow."
            )
        } else {
            let start =
                "\(name)Workflow(\(templates.arguments)).subscribe(interactor).cancelOnDeactivate(interactor: interactor)"
            notes.append("start it from \(ribs[0])'s interactor: \(start)")
        }
        notes.append(
            "\(templates.host(at: ribs.count - 1)).\(templates.action)(…) is the link's last step: write what it does where the TODO is."
        )
        changes =
            sources.changes
            + newFiles.map { FileSetWriter.Change(path: $0.path, contents: LineWidth.reflow($0.contents)) }
        self.notes = notes
    }

    /// Each RIB has what implements its step (an interactor, an RVB module's view), and each but
    /// the first is a child its predecessor attaches (`routeTo<Child>`, an RVB module's
    /// `present<Child>`).
    private static func checkChain(
        _ ribs: [RIBName], styles: [ChildShape.Style], in sources: inout ModuleSources, layout: PackageLayout
    ) throws(ScaffoldError) {
        for (rib, style) in zip(ribs, styles) {
            let host = style == .rvb ? "\(rib)View" : "\(rib)Interactor"
            _ = try sources.declaration(
                host, as: ClassDeclSyntax.self, expected: "final class \(host), as ribs new writes it")
        }
        for (index, (parent, child)) in zip(ribs, ribs.dropFirst()).enumerated() {
            let (attacher, route) = attaching(child, by: parent, style: styles[index])
            let (type, path) = try sources.declaration(
                attacher, as: ClassDeclSyntax.self, expected: "final class \(attacher)")
            let routes = type.memberBlock.members.contains {
                $0.decl.as(FunctionDeclSyntax.self)?.name.text == route
            }
            guard routes else {
                throw ScaffoldError(
                    "\(sources.place(of: type, in: path)): \(parent) does not attach \(child) (no \(route)): a link goes from a RIB to one of its children. Attach it first: ribs attach \(child) --to \(parent)."
                )
            }
        }
    }

    /// The type and the method through which `parent` attaches `child`: its router's
    /// `routeTo<Child>`, or an RVB module's view's `present<Child>`.
    static func attaching(_ child: RIBName, by parent: RIBName, style: ChildShape.Style) -> (String, String) {
        style == .rvb ? ("\(parent)View", "present\(child)") : ("\(parent)Router", "routeTo\(child)")
    }

    /// For each RIB whose step opens the next (`--opens`), by its place in the chain: the
    /// arguments of its router's `routeTo<Next>(…)`, each a value the link carries.
    private static func routes(
        _ opening: [RIBName], through ribs: [RIBName], styles: [ChildShape.Style],
        carrying parameters: [BuilderParameter], in sources: inout ModuleSources
    ) throws(ScaffoldError) -> [Int: [WorkflowTemplates.RouteArgument]] {
        var routes: [Int: [WorkflowTemplates.RouteArgument]] = [:]
        for rib in opening {
            guard let index = ribs.firstIndex(of: rib), index < ribs.count - 1 else {
                throw ScaffoldError(
                    "\(ScaffoldInput.opens) names \(rib), which has no next RIB in \(ScaffoldInput.through): name a RIB before the last, whose step opens the one after it."
                )
            }
            let next = ribs[index + 1]
            let (attacher, method) = attaching(next, by: rib, style: styles[index])
            let (router, path) = try sources.declaration(
                attacher, as: ClassDeclSyntax.self, expected: "final class \(attacher)")
            guard
                let route = router.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                    .first(where: { $0.name.text == method })
            else { continue }  // checkChain has refused it.
            var arguments: [WorkflowTemplates.RouteArgument] = []
            // A stream-style parent's route takes the listener first: the step passes itself.
            let listener = styles[index] == .stream ? 1 : 0
            for parameter in route.signature.parameterClause.parameters.dropFirst(listener) {
                let name = (parameter.secondName ?? parameter.firstName).text
                let type = parameter.type.trimmedDescription
                guard let carried = parameters.first(where: { $0.name == name && $0.type == type }) else {
                    throw ScaffoldError(
                        "\(sources.place(of: route, in: path)): \(method) takes \(name): \(type), which the link does not carry, so \(rib)'s step cannot open \(next). Add \(ScaffoldInput.parameter) \(name):\(type), or leave \(rib) out of \(ScaffoldInput.opens) and open \(next) in code."
                    )
                }
                arguments.append(.init(label: parameter.firstName.text, parameter: carried))
            }
            routes[index] = arguments
        }
        return routes
    }

    /// The step in the RIB's interactor (an RVB module's view), unless it has it already.
    private static func implement(
        step index: Int, of templates: WorkflowTemplates, in host: String, _ sources: inout ModuleSources
    ) throws(ScaffoldError) {
        let rib = templates.ribs[index]
        let (interactor, path) = try sources.declaration(
            host, as: ClassDeclSyntax.self, expected: "final class \(host)")
        let method = ActionableItemEdits.declaredName(templates.requirement(at: index))
        let members = interactor.memberBlock.members
        if members.contains(where: { $0.decl.as(FunctionDeclSyntax.self)?.name.text == method }) { return }
        let indent = "    "
        var lines = templates.implementation(at: index, indent: indent)
        let mark = "\(indent)// MARK: - \(rib)ActionableItem"
        if !(try sources.file(path).edits.original.contains(mark)) { lines = [mark, ""] + lines }
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.appendMembers(lines, to: interactor.memberBlock)
        }
    }

    /// The tests of the steps on the real tree, one a step but the last (``WorkflowWiringTest``),
    /// each built as the RIB's own tests build it; notes for those that cannot be written.
    private static func wiringTests(
        of templates: WorkflowTemplates, layout: PackageLayout, _ sources: inout ModuleSources
    ) throws(ScaffoldError) -> (tests: [[String]], notes: [ScaffoldMessage]) {
        var tests: [[String]] = []
        var notes: [ScaffoldMessage] = []
        for index in templates.ribs.indices.dropLast() {
            let (parent, child) = (templates.ribs[index], templates.ribs[index + 1])
            let file =
                layout.tests
                + "/\(parent)/\(parent)\(templates.style(at: index) == .classic ? "RouterTests" : "Tests").swift"
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            guard let harness = ParentRouterTest.harnessDeclaration(in: text) else {
                notes.append(
                    "\(layout.relative(file)) has no `let harness = RIBTestHarness { … }` to build \(parent) as its tests do: \(templates.name)'s step in \(parent) is tested on mocks only."
                )
                continue
            }
            let shape: ChildShape =
                switch templates.style(at: index + 1) {
                case .classic: try ChildShape(child, in: &sources)
                case .stream: try ChildShape(streamStyle: child, in: &sources)
                case .rvb: try ChildShape(rvb: child, in: &sources)
                }
            let route = templates.opening[index]
            let step =
                route.map { arguments in
                    "open\(child)(\(arguments.map { "\($0.parameter.name): \(templates.testValue(of: $0.parameter))" }.joined(separator: ", ")))"
                } ?? "waitFor\(child)()"
            let test = WorkflowWiringTest(
                workflow: templates.name,
                routing: ParentRouterTest(
                    parent: parent, child: child, routeArguments: AttachPlan.testArguments(shape.extraParameters),
                    actionable: false, parentStyle: templates.style(at: index), childStyle: shape.style),
                harness: harness, host: templates.host(at: index), step: step, opens: route != nil)
            guard let lines = test.lines else {
                notes.append(
                    "no test can build \(child) with values of its build parameters: \(templates.name)'s step in \(parent) is tested on mocks only."
                )
                continue
            }
            tests.append(lines)
        }
        return (tests, notes)
    }

    /// Starts the workflow from the first RIB's `handle(_ url: String)` (a launch RIB's, as
    /// `ribs new --launch` writes it) when the workflow reads links; returns whether it did.
    private static func startFromLinks(
        _ templates: WorkflowTemplates, in interactor: ClassDeclSyntax, path: String, _ sources: inout ModuleSources
    ) throws(ScaffoldError) -> Bool {
        guard templates.urlReadings != nil,
            let handle = interactor.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: {
                    $0.name.text == "handle" && $0.signature.parameterClause.parameters.count == 1
                        && $0.signature.parameterClause.parameters.first?.type.trimmedDescription == "String"
                }),
            let body = handle.body
        else { return false }
        let parameter = handle.signature.parameterClause.parameters.first!
        guard (parameter.secondName ?? parameter.firstName).text == "url" else { return false }
        let indent = try ParentWiring.statementIndentation(of: body, path: path, in: &sources)
        try sources.edit(path) { edits throws(ScaffoldError) in
            edits.appendStatements(templates.start(indent: indent), to: body)
        }
        return true
    }
}

import Foundation
import RIBsSource
import SwiftSyntax

/// What `ribs new worker NAME --for RIB` writes: `<Name>Worker.swift` beside the RIB (a
/// `Working` protocol and its `Worker`), its test, and, in the RIB's interactor, the worker
/// bound to the interactor's lifecycle:
///
/// - a stored `<name>Worker: any <Name>Working`, taken by the initializer with the real worker
///   as its default (so every call that made the interactor still compiles, and a test can pass
///   a mock); with `--dependency`, the worker keeps what it takes from the RIB's scope, the RIB's
///   builder makes it from its component or dependency, and the interactor's test passes a mock;
/// - `<name>Worker.start(self)` in `didBecomeActive()`: the worker runs while the RIB is
///   active, and stops when it resigns;
/// - in the RIB's router test, the expected tree lists the worker, as the harness shows it.
///
/// The user's text is kept as written except where lines go in. An interactor without the
/// expected shape stops the plan with the file, the line and what was expected.
package struct WorkerPlan {
    /// The files to write: the worker, its test, the edited interactor and router test.
    package let changes: [FileSetWriter.Change]
    /// What the user should know.
    package let notes: [ScaffoldMessage]

    package init(
        worker: RIBName, rib: RIBName, dependencies: [BuilderParameter] = [], every: WorkerInterval? = nil,
        layout: PackageLayout, tests: Bool, overwrite: Bool
    ) throws(ScaffoldError) {
        var sources = ModuleSources(layout: layout)
        let style = AttachPlan.style(of: rib, in: sources.index)?.style ?? .classic
        // An RVB module has no interactor: its view, which is the module, keeps the worker.
        let keeper = style == .rvb ? "\(rib)View" : "\(rib)Interactor"
        let (interactor, path) = try sources.declaration(
            keeper, as: ClassDeclSyntax.self, expected: "final class \(keeper)")
        if let clash = sources.index.first(named: "\(worker)Worker") ?? sources.index.first(named: "\(worker)Working") {
            throw ScaffoldError(
                "\(layout.relative(clash.file)):\(clash.line): \(clash.name) is already declared in the module \(layout.module): pick another name than \(worker)."
            )
        }
        let property = "\(worker.lowerCamel)Worker"
        let templates = WorkerTemplates(
            worker: worker, rib: rib, module: layout.module,
            dependencies: try Self.valued(dependencies, tests: tests, index: sources.index), every: every,
            startedBy: style)
        // A classic interactor starts it as it becomes active; a stream-style RIB's builder, and an
        // RVB module's view, on the node's scope, which is active while the RIB is.
        let start: Start =
            switch style {
            case .classic: .inDidBecomeActive
            case .stream: .byTheBuilder
            case .rvb: .inTheInitializer
            }
        try Self.bind(
            property, type: "\(worker)Working", made: dependencies.isEmpty ? "\(worker)Worker()" : nil, in: interactor,
            path, start: start, &sources)
        var interactorTestEdit: FileSetWriter.Change?
        var notes: [ScaffoldMessage] = []
        switch style {
        case .classic:
            if !dependencies.isEmpty {
                try Self.makeInBuilder(
                    property, templates, rib: rib, generatesDependencies: layout.generatesDependencies, &sources)
                interactorTestEdit = Self.passingAMock(property, of: worker, rib: rib, layout: layout)
            }
        case .stream, .rvb:
            notes += try Self.makeInStructBuilder(
                property, templates, rib: rib, style: style, starts: start == .byTheBuilder, layout: layout, &sources)
        }
        let folder = (path as NSString).deletingLastPathComponent
        var changes = sources.changes
        changes.append(FileSetWriter.Change(path: folder + "/\(worker)Worker.swift", contents: templates.source))
        let testFolder = layout.tests + "/" + rib.value
        if tests {
            changes.append(
                FileSetWriter.Change(path: testFolder + "/\(worker)WorkerTests.swift", contents: templates.test))
        } else {
            notes.append(
                "no test written (\(layout.relative(layout.tests)) is not a folder; pass \(ScaffoldInput.testsFolder))")
        }
        if !overwrite,
            let existing = changes.dropFirst(sources.changes.count).first(where: {
                FileManager.default.fileExists(atPath: $0.path)
            })
        {
            throw ScaffoldError(
                "\(layout.relative(existing.path)) already exists: nothing was written. Pass \(ScaffoldInput.force) to replace it."
            )
        }
        if let interactorTestEdit { changes.append(interactorTestEdit) }
        // The RIB's router test expects the tree the harness sees, which now shows the worker.
        let routerTests = testFolder + (style == .classic ? "/\(rib)RouterTests.swift" : "/\(rib)Tests.swift")
        let edited = changes.firstIndex { $0.path == routerTests }
        if let text = edited.map({ changes[$0].contents })
            ?? (try? String(contentsOfFile: routerTests, encoding: .utf8))
        {
            if let edited { changes.remove(at: edited) }
            let loop = templates.loopsOnClock ? worker.lowerCamel : nil
            if let updated = Self.expectingWorker("\(worker)Worker", of: rib, in: text, running: loop) {
                changes.append(FileSetWriter.Change(path: routerTests, contents: updated))
            } else {
                notes.append(
                    "\(layout.relative(routerTests)) does not expect \(rib)'s tree as ribs new wrote it: expect \"\(rib) (active) workers: \(worker)Worker (running)\" there."
                )
            }
        }
        // An ancestor that attaches the RIB as it starts shows it, and now its worker, in its tree.
        let loop = templates.loopsOnClock ? [worker.lowerCamel] : []
        for path in SwiftFiles.under(layout.tests) ?? [] where path != routerTests {
            let index = changes.firstIndex { $0.path == path }
            guard
                let text = index.map({ changes[$0].contents }) ?? (try? String(contentsOfFile: path, encoding: .utf8)),
                let updated = ExpectedTreeEdit.expecting(
                    worker: "\(worker)Worker", of: rib.value, running: loop, in: text)
            else { continue }
            if let index { changes.remove(at: index) }
            changes.append(FileSetWriter.Change(path: path, contents: updated))
        }
        self.changes = changes
        self.notes = notes
    }

    /// `text` with the first expected tree line of `rib` (`"Cart (active)"`, with or without
    /// workers) listing `worker` too, sorted as the harness prints them; nil when there is none.
    /// With `running`, the test declares the worker's loop running too (`expectRunning`), after
    /// the line that expects the tree.
    package static func expectingWorker(_ worker: String, of rib: RIBName, in text: String, running: String? = nil)
        -> String?
    {
        let head = "\"\(rib) (active)"
        guard let start = text.range(of: head) else { return nil }
        let rest = text[start.upperBound...]
        let end = rest.firstIndex { $0 == "\"" || $0 == "\\" || $0 == "\n" } ?? rest.endIndex
        let suffix = rest[..<end]
        var workers: [String] = []
        if suffix.hasPrefix(" workers: ") {
            workers = suffix.dropFirst(" workers: ".count).components(separatedBy: ", ")
        } else if !suffix.isEmpty {
            return nil
        }
        workers = (workers + ["\(worker) (running)"]).sorted()
        var updated = text.replacingCharacters(
            in: start.upperBound..<end, with: " workers: " + workers.joined(separator: ", "))
        // The loop runs until the RIB resigns: the exhaustive harness is told so.
        if let running, let line = updated.range(of: head).map({ updated.lineRange(for: $0) }) {
            let indent = updated[line].prefix { $0 == " " }
            updated.insert(contentsOf: "\(indent)harness.expectRunning(\"\(running)\")\n", at: line.upperBound)
        }
        return updated
    }

    /// Where the worker is started.
    enum Start: Equatable {
        /// In a classic interactor's `didBecomeActive()`.
        case inDidBecomeActive
        /// By a stream-style RIB's builder, on the node's scope: the interactor keeps it unprivate.
        case byTheBuilder
        /// In an RVB module's view's initializer, on the node's scope.
        case inTheInitializer
    }

    /// The stored property, the initializer's parameter and the start (see ``Start``).
    private static func bind(
        _ property: String, type: String, made: String?, in interactor: ClassDeclSyntax, _ path: String,
        start: Start = .inDidBecomeActive, _ sources: inout ModuleSources
    ) throws(ScaffoldError) {
        let members = interactor.memberBlock.members.map(\.decl)
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        guard initializers.count <= 1 else {
            throw ScaffoldError(
                "\(sources.place(of: interactor, in: path)): expected \(interactor.name.text) to have one initializer, which takes the worker; it has \(initializers.count)."
            )
        }
        if members.contains(where: { $0.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedText == property })
        {
            throw ScaffoldError(
                "\(sources.place(of: interactor, in: path)): \(interactor.name.text) already has \(property).")
        }
        let didBecomeActive = members.compactMap { $0.as(FunctionDeclSyntax.self) }
            .first { $0.name.text == "didBecomeActive" }
        try sources.edit(path) { edits throws(ScaffoldError) in
            let indent = edits.indentation(
                of: interactor.memberBlock.members.first?.positionAfterSkippingLeadingTrivia
                    ?? interactor.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia)
            let memberIndent = indent.isEmpty ? "    " : indent
            let access = start == .byTheBuilder ? "" : "private "
            edits.prependMembers(["\(memberIndent)\(access)let \(property): any \(type)"], to: interactor.memberBlock)
            guard let initializer = initializers.first, let body = initializer.body else {
                // `Interactor.init()` made it: an initializer of its own takes the worker, before
                // the first method.
                let lines = [
                    "\(memberIndent)init(\(property): any \(type)\(made.map { " = \($0)" } ?? "")) {",
                    "\(memberIndent)    self.\(property) = \(property)",
                    "\(memberIndent)}",
                ]
                if let method = members.first(where: { $0.is(FunctionDeclSyntax.self) }) {
                    edits.insert(
                        lines.joined(separator: "\n") + "\n\n",
                        at: edits.lineStart(of: Self.startWithComments(of: method)))
                } else {
                    edits.appendMembers(lines, to: interactor.memberBlock)
                }
                if start == .inDidBecomeActive {
                    startWorker(
                        property, in: interactor, didBecomeActive: didBecomeActive, indent: memberIndent, &edits)
                }
                return
            }
            // The initializer takes the worker, the real one by default; it overrides no more.
            if let override = initializer.modifiers.first(where: { $0.name.text == "override" }) {
                edits.remove(override.name)
            }
            let parameters = initializer.signature.parameterClause
            edits.appendListElement(
                "\(property): any \(type)\(made.map { " = \($0)" } ?? "")", after: parameters.parameters.last,
                hasTrailingComma: parameters.parameters.last?.trailingComma != nil, closing: parameters.rightParen)
            let bodyIndent = edits.indentation(of: initializer.positionAfterSkippingLeadingTrivia) + "    "
            let isEmptyOnOneLine = !body.rightBrace.leadingTrivia.contains(where: \.isNewline)
            edits.insert(
                "\n\(bodyIndent)self.\(property) = \(property)"
                    + (isEmptyOnOneLine && body.statements.isEmpty
                        ? "\n" + edits.indentation(of: initializer.positionAfterSkippingLeadingTrivia) : ""),
                at: body.leftBrace.endPositionBeforeTrailingTrivia)
            switch start {
            case .inDidBecomeActive:
                startWorker(property, in: interactor, didBecomeActive: didBecomeActive, indent: memberIndent, &edits)
            case .inTheInitializer:
                // Once the view keeps its node: the worker runs while the module is active.
                edits.appendStatements(["\(bodyIndent)\(property).start(node.interactor)"], to: body)
            case .byTheBuilder:
                break
            }
        }
    }

    /// `<worker>.start(self)` in `didBecomeActive()`, after `super`'s call; the override is
    /// written if the interactor has none.
    private static func startWorker(
        _ property: String, in interactor: ClassDeclSyntax, didBecomeActive: FunctionDeclSyntax?,
        indent memberIndent: String,
        _ edits: inout SourceEdits
    ) {
        if let didBecomeActive, let activeBody = didBecomeActive.body {
            let superCall = activeBody.statements.first { $0.trimmedText == "super.didBecomeActive()" }
            let statementIndent = edits.indentation(of: didBecomeActive.positionAfterSkippingLeadingTrivia) + "    "
            edits.insert(
                "\n\(statementIndent)\(property).start(self)",
                at: (superCall?.endPositionBeforeTrailingTrivia
                    ?? activeBody.leftBrace.endPositionBeforeTrailingTrivia))
        } else {
            edits.appendMembers(
                [
                    "\(memberIndent)override func didBecomeActive() {",
                    "\(memberIndent)    super.didBecomeActive()",
                    "\(memberIndent)    \(property).start(self)",
                    "\(memberIndent)}",
                ], to: interactor.memberBlock)
        }
    }

    /// Where a declaration starts, its comments included.
    private static func startWithComments(of declaration: DeclSyntax) -> AbsolutePosition {
        var offset = declaration.position.utf8Offset
        for piece in declaration.leadingTrivia {
            switch piece {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment:
                return AbsolutePosition(utf8Offset: offset)
            default:
                offset += piece.sourceLength.utf8Length
            }
        }
        return declaration.positionAfterSkippingLeadingTrivia
    }
}

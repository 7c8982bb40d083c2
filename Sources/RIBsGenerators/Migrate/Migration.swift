import SwiftParser
import SwiftSyntax

/// `ribs migrate`: a module of an app on Uber's RIBs and RxSwift, rewritten for swift-ribs and
/// Swift 6, with what it cannot do listed at file:line with its recipe.
package enum Migration {
    /// A file the codemod changed.
    package struct ChangedFile: Equatable, Sendable {
        package var path: String
        package var original: String
        package var migrated: String
        /// Lines of the original that the change touches (removed or replaced, or added).
        package var changedLines: Int
    }

    /// What a run did and left.
    package struct Result: Sendable {
        package var changed: [ChangedFile] = []
        /// Each construct left to a person, with its recipe, in file order.
        package var manualSteps: [Diagnostic] = []
        /// How many lines the manual steps span.
        package var manualLines = 0
        /// Files left as they were because they are not UTF-8 text, do not parse, or the codemod
        /// could not rewrite them into code that parses, each with why (a file may have several
        /// diagnostics).
        package var untouched: [Diagnostic] = []

        /// How many files were left as they were: each once, however many errors it has.
        package var untouchedFileCount: Int { Set(untouched.map(\.location.file)).count }
    }

    /// A file of the module as read from disk: its text, or `nil` when it is not UTF-8.
    package struct Input: Sendable {
        package var path: String
        package var text: String?

        package init(path: String, text: String?) {
            self.path = path
            self.text = text
        }
    }

    /// What a run does with the service layer's `Single`, `Maybe` and `Completable` functions:
    /// makes them `async throws` with their callers (`whole`, the default), or leaves them on
    /// RxSwift for a module not yet migrated (`kept`).
    package typealias Services = OneResultPlan.Services

    /// Migrates `inputs`, naming each one that is not UTF-8 text and leaving it as it is.
    package static func run(_ inputs: [Input], services: Services = .whole) -> Result {
        var result = run(inputs.compactMap { input in input.text.map { (input.path, $0) } }, services: services)
        for input in inputs where input.text == nil {
            result.untouched.append(
                Diagnostic(
                    location: SourceLocation(file: input.path, line: 1, column: 1),
                    message:
                        "the file is not UTF-8 text, so ribs migrate left it as it is: save it as UTF-8 and run again"))
        }
        result.untouched.sort { $0.location < $1.location }
        return result
    }

    /// Migrates `files` (path and text), which are one module: a relay declared in one file
    /// and read in another is recognised.
    package static func run(_ files: [(path: String, text: String)], services: Services = .whole) -> Result {
        var result = Result()
        var parsed: [(path: String, text: String, tree: SourceFileSyntax)] = []
        // The text on disk of each file repaired before the rules read it (`@available (…)`).
        var onDisk: [String: String] = [:]
        for file in files {
            let tree: SourceFileSyntax
            switch GuardedParse(file.text) {
            case .tooDeep(let line, let column):
                result.untouched.append(
                    BracketDepth.diagnostic(
                        path: file.path, at: (line, column), note: " (ribs migrate left the file as it is)"))
                continue
            case .tree(let parsed): tree = parsed
            }
            if tree.hasError, let repaired = AttributeSpacing.repaired(file.text, tree: tree) {
                onDisk[file.path] = file.text
                parsed.append((file.path, repaired.text, repaired.tree))
                continue
            }
            if tree.hasError {
                result.untouched += ParseErrors.diagnostics(
                    for: tree, path: file.path, note: " (the file does not parse, so ribs migrate left it as it is)")
                continue
            }
            parsed.append((file.path, file.text, tree))
        }
        let original = MigrationIndex(trees: parsed.map(\.tree))
        let streams = Set(
            original.streamKinds.compactMap { $0.value == .events && !$0.key.hasSuffix("()") ? $0.key : nil })
        let plan = OneResultPlan(
            files: parsed, declaredTypes: original.declaredTypes, streamProperties: streams,
            stepFunctions: original.stepFunctions, services: services)
        // The service layer first: its rewrite moves code (a subscription's handlers into a task),
        // so the file rules run on its result, and read the module as it is then: a function made
        // `async` returns a value, while a stream property of the same name is still a stream.
        var stages: [Stage] = []
        var indexed: [SourceFileSyntax] = []
        for file in parsed {
            let serviceEdits = plan.edits(of: file.path, original: file.text)
            if let stage = reactorStage(file, serviceEdits: serviceEdits, plan: plan) {
                stages.append(stage)
                indexed.append(stage.tree)
                continue
            }
            guard !serviceEdits.isEmpty else {
                stages.append(
                    Stage(
                        path: file.path, original: file.text, text: file.text, tree: file.tree,
                        serviceEdits: serviceEdits))
                indexed.append(file.tree)
                continue
            }
            let text = serviceEdits.applied()
            let tree = Parser.parse(source: text)
            guard !tree.hasError, !serviceEdits.hasOverlaps else {
                result.untouched.append(
                    Diagnostic(
                        location: SourceLocation(file: file.path, line: 1, column: 1),
                        message:
                            "making the service layer async would leave code that does not parse here, so ribs migrate left the file as it is; please report it"
                    ))
                indexed.append(file.tree)
                continue
            }
            stages.append(
                Stage(path: file.path, original: file.text, text: text, tree: tree, serviceEdits: serviceEdits))
            indexed.append(tree)
        }
        let index = plan.families.isEmpty ? original : MigrationIndex(trees: indexed)
        // Read before the rewrite, which makes the converted functions return plain values too.
        let sharedAsyncNames = Set(plan.families.keys).intersection(original.plainFunctions)
        for stage in stages {
            let file = (path: stage.path, text: stage.original)
            let (text, tree, serviceEdits) = (stage.text, stage.tree, stage.serviceEdits)
            let reactor = ReactorKitFile.reactorConformance(in: tree)
            let visitor = MigrationVisitor(
                index: index, path: file.path, source: text, keepsRxStreams: reactor != nil,
                asyncFunctions: plan.families, sharedAsyncNames: sharedAsyncNames)
            visitor.ownedRanges += stage.ownedRanges
            for construct in plan.left(in: file.path) {
                visitor.leaveToPerson(
                    atOffset: serviceEdits.editedOffset(ofOriginal: construct.offset), construct: construct.construct,
                    recipe: construct.recipe)
            }
            if text.prefix(300).contains("@Generated by Mockolo") {
                // Mockolo's mocks are remade by `ribs mock`, not kept: the rewrite keeps what it
                // can, and the file says where the rest comes from.
                let keptRx = visitor.keepsRx
                visitor.leaveToPerson(atOffset: 0, construct: "a file Mockolo generated", recipe: "mockolo")
                visitor.keepsRx = keptRx
            }
            if let reactor {
                visitor.keepsRx = true
                visitor.leaveToPerson(
                    reactor, construct: "ReactorKit's Reactor, whose Rx is left as it is", recipe: "reactorKit")
            }
            visitor.walk(tree)
            visitor.finishImports()
            result.manualLines += visitor.manualLines
            var steps = visitor.manualSteps
            defer { result.manualSteps += steps.sorted { $0.location < $1.location } }
            let written = onDisk[file.path] ?? file.text
            guard !visitor.edits.isEmpty || text != written else { continue }
            guard !visitor.edits.hasOverlaps else {
                result.untouched.append(
                    Diagnostic(
                        location: SourceLocation(file: file.path, line: 1, column: 1),
                        message:
                            "two of ribs migrate's rules would change the same code here, so it left the file as it is; please report it"
                    ))
                continue
            }
            let migrated = visitor.edits.applied()
            guard migrated != written else { continue }
            // Every file is parsed again before anything is written: a rule that would leave code
            // that does not parse leaves the whole file as it was, named with the change.
            if let broken = visitor.edits.firstChangeThatBreaksParsing(of: migrated) {
                result.untouched.append(
                    Diagnostic(
                        location: SourceLocation(file: file.path, line: broken.line, column: broken.column),
                        message:
                            "rewriting \(broken.change) would leave code that does not parse, so ribs migrate left the file as it is; please report it"
                    ))
                continue
            }
            // What is left is named where it is in the file as written.
            let lines = LineTable(migrated)
            for (index, offset) in visitor.manualOffsets.enumerated() {
                let place = lines.location(ofUTF8Offset: visitor.edits.editedOffset(ofOriginal: offset))
                steps[index].location.line = place.line
                steps[index].location.column = place.column
            }
            result.changed.append(
                ChangedFile(
                    path: file.path, original: written, migrated: migrated,
                    changedLines: changedLineCount(written, migrated)))
        }
        return result
    }

    /// A file after the service layer's rewrite, before the file rules.
    fileprivate struct Stage {
        var path: String
        var original: String
        var text: String
        var tree: SourceFileSyntax
        var serviceEdits: SourceEdits
        /// What a rewrite wrote whole, which the file rules leave alone: a reactor's functions
        /// on `Mutations`, whose operators are not the runtime's streams'.
        var ownedRanges: [Range<Int>] = []
    }

    /// Lines removed or added between `old` and `new`, counting a replaced line once.
    static func changedLineCount(_ old: String, _ new: String) -> Int {
        let difference = new.split(separator: "\n", omittingEmptySubsequences: false)
            .difference(from: old.split(separator: "\n", omittingEmptySubsequences: false))
        return max(difference.insertions.count, difference.removals.count)
    }
}

extension Migration {
    /// A ReactorKit reactor's file made a `StateReactor` (``ReactorKitRewrite``) after the
    /// service layer's rewrite, or `nil` when the file has no reactor, or one the rewrite leaves.
    fileprivate static func reactorStage(
        _ file: (path: String, text: String, tree: SourceFileSyntax), serviceEdits: SourceEdits, plan: OneResultPlan
    ) -> Stage? {
        guard ReactorKitFile.reactorConformance(in: file.tree) != nil, plan.left(in: file.path).isEmpty,
            !serviceEdits.hasOverlaps
        else { return nil }
        let serviced = serviceEdits.isEmpty ? file.text : serviceEdits.applied()
        let servicedTree = serviceEdits.isEmpty ? file.tree : Parser.parse(source: serviced)
        guard !servicedTree.hasError, let conformance = ReactorKitFile.reactorConformance(in: servicedTree),
            let edits = ReactorKitRewrite.edits(
                of: servicedTree, source: serviced, conformance: conformance, asyncFunctions: plan.families),
            !edits.hasOverlaps
        else { return nil }
        let text = edits.applied()
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        return Stage(
            path: file.path, original: file.text, text: text, tree: tree, serviceEdits: serviceEdits,
            ownedRanges: ReactorKitRewrite.mutationBodies(in: tree))
    }
}

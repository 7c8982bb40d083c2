import RIBsSource
import SwiftSyntax

/// `ribs migrate`'s passes, in order, over every file of a module: read (and repair what Swift 6
/// does not parse), the service layer, ReactorKit's reactors, the file rules. Each pass reads
/// the whole module first, then each file as the passes before it left it; ``StageAdvance``
/// applies its edits, so a file that a pass cannot rewrite soundly is left as it was, named.
enum MigrationPipeline {
    static func run(_ files: [(path: String, text: String)], services: OneResultPlan.Services) -> Migration.Result {
        var result = Migration.Result()
        var stages = read(files, untouched: &result.untouched)
        let original = MigrationIndex(trees: stages.map(\.tree))
        let plan = OneResultPlan(files: stages.map { ($0.path, $0.text, $0.tree) }, index: original, services: services)
        stages = advance(stages, by: ServiceLayerPass(plan: plan))
        // What stays RxSwift's is read once the service layer has lowered what is one result (a
        // repository's `create` that sends one value is `async` now, no producer).
        let reactorKit = ReactorKitPass.deciding(for: stages, families: plan.families, index: original)
        stages = advance(stages, by: reactorKit)
        // A subscription of a stream RxSwift makes that the interactor's active period ends is a
        // loop in a task (read before, the producers are the same after: no function's
        // declaration changes).
        let producers = RxProducers.functions(in: stages.map(\.tree))
        stages = advance(stages, by: ProducerSubscriptionsPass(producers: producers, index: original))
        // The file rules read the module as the service layer left it: a function made `async`
        // returns a value, while a stream property of the same name is still a stream. Read
        // before the rewrite: the converted functions that share a plain function's name.
        var index = plan.families.isEmpty ? original : MigrationIndex(trees: stages.map(\.tree))
        index.mark(producers: producers)
        let sharedAsyncNames = Set(plan.families.keys).intersection(original.plainFunctions)
        let keptProtocols = ReactorKitFile.protocolsOfKeptReactors(in: stages.map(\.tree))
        var fileRules = FileRulesPass(
            index: index, families: plan.families, sharedAsyncNames: sharedAsyncNames,
            keptReactorProtocols: keptProtocols, keepsReactorGenerics: reactorKit.sharedConstraints == .keepEveryReactor
        )
        // A type whose file keeps its streams keeps them in its extensions in other files too;
        // a view bound with RxCocoa writes the module's relays in the runtime's words, and so do
        // its extensions. The protocols those files' classes adopt keep Rx's requirements where
        // they are declared (a listener in the view's file), or the classes would not conform. A
        // file kept for one of them keeps its own classes' protocols in turn: read again until
        // nothing is added. A type the app's own `extension Reactive` reads keeps its streams.
        fileRules.reactiveBases = Set(stages.flatMap { KeptFile.reactiveBases(in: $0.tree) })
        var keptCount = -1
        var keptStages: [FileStage] = []
        while fileRules.keptTypes.count + fileRules.keptClassProtocols.count != keptCount {
            keptCount = fileRules.keptTypes.count + fileRules.keptClassProtocols.count
            keptStages = stages.filter { stage in
                let kept = fileRules.kept(stage)
                return kept.keepsStreams && !kept.view
            }
            fileRules.keptTypes.formUnion(keptStages.flatMap { KeptFile.declaredClasses(in: $0.tree) })
            fileRules.keptClassProtocols.formUnion(
                keptStages.flatMap { KeptFile.adoptedTypes(in: $0.tree, extending: fileRules.keptTypes) })
        }
        // A view's implementation of a stream or a relay its presentable protocol requires is the
        // runtime's when the protocol is migrated; not when the protocol's file keeps it (the
        // files the last round found kept: nothing was added in it).
        let keptIndex = MigrationIndex(trees: keptStages.map(\.tree))
        fileRules.keptStreamRequirements = keptIndex.protocolStreams.union(keptIndex.protocolRelays)
            .union(keptIndex.requirementsReturningStreams.map { $0 + "()" })
        // A contract stays RxSwift's in a file that keeps its streams, in a view bound with
        // RxCocoa (its own types keep theirs), and in a file an earlier pass left as it was.
        let keptPaths = Set(keptStages.map(\.path))
        let keptContracts = stages.indices.filter { position in
            let stage = stages[position]
            return keptPaths.contains(stage.path) || stage.leftAsItWas != nil || fileRules.kept(stage).view
        }
        fileRules.contractTypes = ContractTypes(trees: stages.map(\.tree), kept: Set(keptContracts))
        stages = advance(stages, by: fileRules)
        for stage in stages { collect(stage, into: &result) }
        return result
    }

    /// Each file parsed, with what Swift 6 does not parse repaired (``AttributeSpacing``); a file
    /// too deep to parse or that does not parse is named and not read on.
    private static func read(_ files: [(path: String, text: String)], untouched: inout [Diagnostic]) -> [FileStage] {
        var stages: [FileStage] = []
        for file in files {
            let tree: SourceFileSyntax
            switch GuardedParse(file.text) {
            case .tooDeep(let line, let column):
                untouched.append(
                    BracketDepth.diagnostic(
                        path: file.path, at: (line, column), note: " (ribs migrate left the file as it is)"))
                continue
            case .tree(let parsed): tree = parsed
            }
            if tree.hasError, let repaired = AttributeSpacing.repaired(file.text, tree: tree) {
                var stage = FileStage(path: file.path, onDisk: file.text, text: repaired.text, tree: repaired.tree)
                stage.history = [repaired.edits]
                stage.rules = [.swift6Spellings]
                stages.append(stage)
                continue
            }
            if tree.hasError {
                untouched += ParseErrors.diagnostics(
                    for: tree, path: file.path, note: " (the file does not parse, so ribs migrate left it as it is)")
                continue
            }
            stages.append(FileStage(path: file.path, onDisk: file.text, text: file.text, tree: tree))
        }
        return stages
    }

    /// Every file through `pass`, but those a pass before it left as they were.
    private static func advance(_ stages: [FileStage], by pass: some MigrationPass) -> [FileStage] {
        stages.map { stage in
            guard stage.leftAsItWas == nil else { return stage }
            return StageAdvance.advance(stage, by: pass.run(on: stage), pass: pass.name)
        }
    }

    /// What the run says of `stage`: its change, and what it leaves to a person at its lines.
    private static func collect(_ stage: FileStage, into result: inout Migration.Result) {
        if let left = stage.leftAsItWas {
            result.untouched.append(left)
            result.refused.append(stage.path)
            if let rewrite = stage.refusedRewrite { result.refusedRewrites.append(rewrite) }
            return
        }
        let lines = LineTable(stage.text)
        let bytes = Array(stage.text.utf8)
        let steps = stage.findings.map { finding in
            var offset = finding.offset
            // What a rule removed is named where the code after it now starts.
            if finding.isRemoval {
                while offset < bytes.count,
                    [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[offset])
                {
                    offset += 1
                }
            }
            let place = lines.location(ofUTF8Offset: offset)
            let step = Diagnostic(
                location: FileLocation(file: stage.path, line: place.line, column: place.column),
                message: finding.message, isWarning: true, isNote: finding.isNote)
            return (
                step,
                Migration.NamedConstruct(
                    path: stage.path, construct: finding.construct, rule: finding.rule, recipe: finding.recipe)
            )
        }
        .sorted { Diagnostic.inFileOrder($0.0, $1.0) }
        result.manualSteps += steps.map(\.0)
        result.named += steps.map(\.1)
        result.manualLines += stage.findings.reduce(0) { $0 + ($1.isNote ? 0 : $1.lines) }
        guard stage.text != stage.onDisk else { return }
        result.changed.append(
            Migration.ChangedFile(
                path: stage.path, original: stage.onDisk, migrated: stage.text,
                changedLines: Migration.changedLineCount(stage.onDisk, stage.text), rules: stage.rules))
    }
}

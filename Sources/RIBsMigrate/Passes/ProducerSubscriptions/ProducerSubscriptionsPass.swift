import RIBsSource
import SwiftSyntax

/// The subscriptions of streams RxSwift makes (``RxProducers``) in interactors and workers, each
/// as a loop over the stream in the task that replaces it (``ProducerLoopRewrite``). It runs after the service layer and ReactorKit's pass, as the
/// producers are known only once the service layer has lowered what is one result, and before
/// the file rules, which read the loop's body as any code of the interactor's (a relay's write
/// in it is the runtime's) and write the bridge the loop reads (``ProducerLoopsRule``).
struct ProducerSubscriptionsPass: MigrationPass {
    /// The module's producers, by every key a call of one may have.
    let producers: Set<FunctionKey>
    let index: MigrationIndex
    let name = "the rewrite of subscriptions of streams RxSwift makes"

    func run(on stage: FileStage) -> PassOutput {
        guard !producers.isEmpty, FileRewrite.importsRx(stage.tree) else { return .unchanged }
        let loops = Loops(source: stage.text, pass: self)
        loops.walk(stage.tree)
        guard !loops.edits.isEmpty else { return .unchanged }
        var output = PassOutput()
        output.edits = loops.edits
        // The handlers' `guard let self` go with their closures: the task holds `self`.
        for guardStatement in WeakSelfGuards.dropped(in: stage.tree, rewritten: loops.strongRanges) {
            let start = guardStatement.positionAfterSkippingLeadingTrivia.utf8Offset
            output.drops.append(start..<guardStatement.endPosition.utf8Offset)
            guard WeakSelfGuards.doesMoreThanReturn(guardStatement) else { continue }
            output.findings.append(
                Finding(
                    offset: start, construct: "guard let self else { … }", recipe: .heldSelf, rule: .producerLoops,
                    isNote: true, keepsRx: false, isRemoval: true))
        }
        return output
    }

    /// Each statement of a file that subscribes to a producer, rewritten where it can be.
    private final class Loops: SyntaxVisitor {
        private(set) var edits: [RuleEdit] = []
        /// The rewritten ranges whose task holds `self`: their handlers' `guard let self` go.
        private(set) var strongRanges: [Range<Int>] = []
        /// The locals the rewrites named, by the block they are in.
        private var named: [SyntaxIdentifier?: Set<String>] = [:]
        private let lines: SourceEdits
        private let pass: ProducerSubscriptionsPass

        /// Every name the file writes: a local the rewrite names shadows none of them.
        private var fileNames: Set<String> = []

        override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
            fileNames = Set(
                node.tokens(viewMode: .sourceAccurate).compactMap { token in
                    if case .identifier(let name) = token.tokenKind { return name }
                    return nil
                })
            return .visitChildren
        }

        init(source: String, pass: ProducerSubscriptionsPass) {
            lines = SourceEdits(original: source)
            self.pass = pass
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            guard let (subscription, owner) = SubscriptionOwner.read(node, index: pass.index),
                let rewrite = ProducerLoopRewrite(
                    subscription, owner: owner, item: node, producers: pass.producers,
                    streams: StreamReader(index: pass.index),
                    taken: fileNames.union(named[node.parent?.id, default: []]))
            else { return .visitChildren }
            // Two subscriptions of one block each have a local of their own.
            named[node.parent?.id, default: []].insert(rewrite.stream)
            let range =
                node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            if !rewrite.holdsSelfWeakly { strongRanges.append(range) }
            let start = node.positionAfterSkippingLeadingTrivia
            let indentation = lines.indentation(of: start)
            let text = rewrite.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { $0.offset == 0 || $0.element.isEmpty ? String($0.element) : indentation + $0.element }
                .joined(separator: "\n")
            edits.append(RuleEdit(range: range, text: text, rule: .producerLoops))
            return .skipChildren
        }
    }
}

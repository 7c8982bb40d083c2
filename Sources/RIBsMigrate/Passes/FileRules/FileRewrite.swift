import RIBsSource
import SwiftSyntax

/// One file as the file rules rewrite it: what they know of the module, the edits they record
/// (each named with its rule), what they leave to a person, and the facts one rule decides for
/// another (the imports rule reads whether the file still uses Rx). Rules share it through
/// ``FileRule/file``; nothing else is shared between them.
final class FileRewrite {
    let index: MigrationIndex
    let path: String
    /// Replacements of byte ranges of the text the pass read; ``attribute(to:)`` names each.
    var edits: SourceEdits
    let lines: LineTable
    /// Whether the file's streams stay RxSwift's, as they are: a ReactorKit reactor's must (its
    /// protocol is written in RxSwift's types). Its declarations are still made `@MainActor` and
    /// `Sendable` where the module needs them.
    let keepsRxStreams: Bool
    /// Whether the file is a view that binds UIKit with RxCocoa (``RxCocoaViewsRule``): it keeps
    /// its streams RxSwift's, and reads and writes the module's migrated relays through the
    /// bridge the rule writes at its end.
    var bridgesToRx = false
    /// Whether the file keeps its streams and bridges as a view bound with RxCocoa does for
    /// reading the app's own Rx extensions of types that are no views, and binds no view: what
    /// it keeps is named with their recipe, not a view's.
    var readsOwnReactiveExtensionsOnly = false
    /// The recipe of what a file that bridges to Rx keeps (``bridgesToRx``).
    var keptStreamsRecipe: Recipe { readsOwnReactiveExtensionsOnly ? .reactiveExtensionReader : .rxCocoaView }
    /// The relays and subjects the file declares itself, which stay RxSwift's with it.
    var ownRelays: Set<String> = []
    /// The stream and relay properties, and the functions returning a stream (`name()`), required
    /// by protocols that stay RxSwift's (declared in files that keep their streams): a view's
    /// implementation or use of one stays RxSwift's too.
    var keptStreamRequirements: Set<String> = []
    /// The types that carry `Observable`s between a RIB and its view (a view model's `Input` and
    /// `Output`): a view bound with RxCocoa meets those of migrated files through the bridges.
    var contractTypes = ContractTypes()
    /// The file's chains that a stream RxSwift makes feeds, which stay RxSwift's whole.
    var producerChains = RxProducerChains()
    /// The calls of functions that became `async throws` which the file keeps on RxSwift through
    /// ``AsyncCallBridge`` (``BridgedAsyncCalls``): the chains they feed stay RxSwift's whole.
    var bridgedCalls: Set<SyntaxIdentifier> = []
    /// What a chain kept on RxSwift is named with: a stream RxSwift makes (``Recipe/rxProducer``),
    /// or, where no such stream is called in the file, a call the file bridges.
    var keptChainRecipe = Recipe.rxProducer
    /// Whether a chain that stays RxSwift's reads a relay the module migrated through the bridge
    /// (`relay.events.asObservable()`), which the file then declares at its end.
    var readsRelaysThroughBridge = false
    /// The functions that become `async throws` (the service layer's one-result functions): a
    /// use of one that the codemod did not rewrite is named.
    let asyncFunctions: [FunctionKey: OneResultType]
    /// Those of ``asyncFunctions`` whose name and labels a function returning a plain value
    /// shares (a use case's `execute(with:) -> Bool` beside one that returned a `Single`).
    let sharedAsyncNames: Set<FunctionKey>

    private(set) var findings: [Finding] = []
    /// Ranges of the input a rule removed on purpose, each named by a finding.
    var drops: [Range<Int>] = []
    /// Byte ranges a rule rewrote whole: the other rules leave them alone.
    var ownedRanges: [Range<Int>] = []
    var renamedFunctions: [String: String] = [:]
    /// Functions a rule joined to the one declared before them (UTF-8 offsets of their declarations).
    var joinedFunctions: Set<Int> = []
    /// The rule of each of ``edits``' edits, in order.
    private(set) var editRules: [RuleID] = []
    /// The rule running now, which a finding is named with.
    private var currentRule = RuleID.imports

    // MARK: Facts one rule decides for another

    /// Whether a construct of Rx stays in the file, so its imports must stay too.
    var keepsRx = false
    /// Whether the file now names the runtime's API (a relay, `Events`, `first()`).
    var usesRuntime = false
    var imports: [ImportDeclSyntax] = [] {
        didSet { importsRx = imports.contains { MigrationCatalog.rxModules.contains($0.path.trimmedText) } }
    }
    /// Whether the file imports RxSwift, RxRelay or RxCocoa: Rx's names are flagged only there.
    /// Kept as the imports are read, as the rules ask it at most nodes (found again at each, it
    /// took a tenth of a run).
    private(set) var importsRx = false
    var usesFoundationName = false
    /// Whether the file names a type of UIKit's (`UIViewController`, `CGRect`…).
    var usesUIKitName = false
    /// Whether an `async` function of the file awaits an Rx chain through RxSwift's `value`.
    var awaitsRxValue = false
    /// Whether the file's `DisposeBag`s become `SubscriptionBag`s (``DisposeBagRule``).
    var convertsDisposeBags = false
    /// The rule that keeps the whole file as it is, naming why: no rule's edit is written.
    var keptWhole: RuleID?
    /// Whether a code generator wrote the file (``isGeneratedCode(_:)``).
    private(set) lazy var isGeneratedCode = Self.isGeneratedCode(edits.original)

    init(
        index: MigrationIndex, path: String, source: String, keepsRxStreams: Bool,
        asyncFunctions: [FunctionKey: OneResultType], sharedAsyncNames: Set<FunctionKey>
    ) {
        self.index = index
        self.path = path
        self.keepsRxStreams = keepsRxStreams
        self.asyncFunctions = asyncFunctions
        self.sharedAsyncNames = sharedAsyncNames
        edits = SourceEdits(original: source)
        lines = LineTable(source)
    }

    /// The rule that runs now: its findings are named with it.
    func running(_ rule: RuleID) { currentRule = rule }

    /// Names the edits recorded since the last call with `rule`, which ran just now.
    func attribute(to rule: RuleID) {
        while editRules.count < edits.edits.count { editRules.append(rule) }
    }

    /// The edits, each with its rule.
    var ruleEdits: [RuleEdit] {
        zip(edits.edits, editRules).map { RuleEdit(range: $0.range, text: $0.text, rule: $1) }
    }

    // MARK: Findings

    /// Records a construct the codemod leaves to a person, reported at `start` when given (the
    /// `.` of a chained call), else where `node` starts. A `note` explains what another
    /// diagnostic leaves (an import kept for it); `keepsRx: false` names what is not Rx (a file
    /// Mockolo generated), so that the file's Rx imports may still go.
    func leave(
        _ node: some SyntaxProtocol, at start: TokenSyntax? = nil, construct: String, recipe: Recipe,
        note: Bool = false, keepsRx keeps: Bool = true
    ) {
        let position =
            (start ?? node.firstToken(viewMode: .sourceAccurate))?.positionAfterSkippingLeadingTrivia.utf8Offset
            ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
        let first = lines.location(ofUTF8Offset: position).line
        let last = lines.location(ofUTF8Offset: node.endPositionBeforeTrailingTrivia.utf8Offset).line
        leave(
            atOffset: position, lines: last - first + 1, construct: construct, recipe: recipe, note: note,
            keepsRx: keeps)
    }

    /// Records a construct left to a person at a UTF-8 offset of the text the pass reads.
    func leave(
        atOffset position: Int, lines: Int = 1, construct: String, recipe: Recipe, note: Bool = false,
        keepsRx keeps: Bool = true
    ) {
        if recipe == .awaitedRx { awaitsRxValue = true }
        findings.append(
            Finding(
                offset: position, lines: note ? 0 : lines, construct: construct, recipe: recipe, rule: currentRule,
                isNote: note, keepsRx: keeps && !note))
        if keeps && !note { keepsRx = true }
    }

    /// Takes the findings of an earlier pass on this file as its own: what they keep on Rx.
    func inherit(_ earlier: [Finding]) {
        for finding in earlier where finding.keepsRx {
            keepsRx = true
            if finding.recipe == .awaitedRx { awaitsRxValue = true }
        }
    }

    /// Removes `range` on purpose, naming it with `recipe` at `node`: what ``KeptCodeCheck`` does
    /// not look for, as a rule proved it is not needed. The edit itself is the caller's.
    func drop(
        _ range: Range<Int>, naming node: some SyntaxProtocol, at start: TokenSyntax? = nil, construct: String,
        recipe: Recipe
    ) {
        leave(node, at: start, construct: construct, recipe: recipe, note: true)
        findings[findings.count - 1].isRemoval = true
        drops.append(range)
    }

    // MARK: Edits

    /// Calls a rule has taken in hand: the rules after it in the registry leave them alone.
    private var handledCalls: Set<SyntaxIdentifier> = []

    func handle(_ node: FunctionCallExprSyntax) { handledCalls.insert(node.id) }
    func isHandled(_ node: FunctionCallExprSyntax) -> Bool { handledCalls.contains(node.id) }

    func isOwned(_ node: some SyntaxProtocol) -> Bool {
        let position = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return ownedRanges.contains { $0.contains(position) }
    }

    /// Replaces the text of `token` (not its trivia).
    func rename(_ token: TokenSyntax, to name: String) {
        edits.replace(
            token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset,
            with: name)
    }

    /// Replaces the text of `node`, from its first byte to its last (trivia outside kept).
    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.replace(
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
            with: text)
    }

    /// Replaces `node` and owns what it wrote: no other rule looks inside.
    func replaceOwning(_ node: some SyntaxProtocol, with text: String) {
        replace(node, with: text)
        ownedRanges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset)
    }

    /// Removes the whole lines of `node`, owning them.
    func removeWholeLines(_ node: some SyntaxProtocol) {
        let range = edits.wholeLines(of: node)
        edits.replace(range, with: "")
        ownedRanges.append(range)
    }
}

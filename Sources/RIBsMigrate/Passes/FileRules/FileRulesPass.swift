import RIBsSource
import SwiftSyntax

/// The file rules (``RuleRegistry/fileRules``), the last pass: one walk of each file hands every
/// node to every rule, over the module's index as the service layer left it.
struct FileRulesPass: MigrationPass {
    let index: MigrationIndex
    let families: [FunctionKey: OneResultType]
    /// Converted functions whose name and labels a plain function shares.
    let sharedAsyncNames: Set<FunctionKey>
    /// The protocols the reactors left on ReactorKit adopt: a file that declares one with an Rx
    /// stream keeps its streams, or the reactor would not conform.
    var keptReactorProtocols: Set<String> = []
    /// Whether the module's reactors stay on ReactorKit with the code generic over them: that
    /// code stays too.
    var keepsReactorGenerics = false
    let name = "the file rules"

    /// The types declared in files that keep their streams on RxSwift (a reactor left on
    /// ReactorKit, a view model on RxCocoa's traits): an extension of one in another file stays
    /// with it (``KeptFile/keptTypeExtension``).
    var keptTypes: Set<String> = []
    /// The protocols adopted by the classes of files that keep their streams (not views): a file
    /// that declares one with an Rx stream keeps its streams, or the class would not conform.
    var keptClassProtocols: Set<String> = []
    /// The types the app's own `extension Reactive` of another file reads (`Base == ColumnView`):
    /// their files keep their streams, which the extension reads as RxSwift's.
    var reactiveBases: Set<String> = []
    /// The stream properties the protocols of files that keep their streams require
    /// (``FileRewrite/keptStreamRequirements``).
    var keptStreamRequirements: Set<String> = []
    /// The types that carry `Observable`s between a RIB and its view (``FileRewrite/contractTypes``).
    var contractTypes = ContractTypes()

    /// Why `stage` keeps its streams on RxSwift, if it does.
    func kept(_ stage: FileStage) -> KeptFile {
        var kept = KeptFile()
        kept.reactor = ReactorKitFile.reactorConformance(in: stage.tree)
        // A ReactorKit `View` reads its reactor's streams as ReactorKit's: it stays with it.
        if kept.reactor == nil { kept.reactorView = ReactorKitFile.viewBindings(in: stage.tree).first?.node }
        if keepsReactorGenerics, !kept.keepsStreams {
            kept.reactorGeneric = ReactorKitFile.reactorConstraints(in: stage.tree).first.map(Syntax.init)
        }
        if !kept.keepsStreams {
            kept.keptProtocol = KeptFile.protocolRequiringStreams(in: stage.tree, of: keptReactorProtocols)
        }
        // Before the view's own reason: a view whose listener a class kept on RxSwift adopts keeps
        // that listener's Rx, and reads it as RxSwift's.
        if !kept.keepsStreams {
            kept.adoptedProtocol = KeptFile.protocolRequiringStreams(in: stage.tree, of: keptClassProtocols)
        }
        if !kept.keepsStreams { kept.view = RxCocoaViewsRule.bindsWithRxCocoa(stage.tree) }
        if !kept.keepsStreams { kept.reactiveExtension = KeptFile.reactiveExtension(in: stage.tree) }
        if !kept.keepsStreams, !reactiveBases.isEmpty {
            kept.reactiveBase = stage.tree.statements.lazy.compactMap { $0.item.as(ClassDeclSyntax.self) }
                .first { reactiveBases.contains($0.name.text) }
        }
        if !kept.keepsStreams {
            kept.traits = RxCocoaTraitsFile.firstTrait(in: stage.tree, contractTypes: index.rxCocoaContracts)
                .map(Syntax.init)
        }
        // A library's Rx extensions (RxRealm, RxKakaoSDKUser) return RxSwift's types the tool
        // does not know: the file keeps its streams.
        if !kept.keepsStreams { kept.library = RxExtensionLibraries.firstImport(in: stage.tree) }
        if !kept.keepsStreams { kept.keptTypeExtension = KeptFile.keptTypeExtension(in: stage.tree, of: keptTypes) }
        return kept
    }

    func run(on stage: FileStage) -> PassOutput {
        let kept = kept(stage)
        let (reactor, reactorView, reactorGeneric, keptProtocol) =
            (kept.reactor, kept.reactorView, kept.reactorGeneric, kept.keptProtocol)
        let (view, traits, library) = (kept.view, kept.traits, kept.library)
        var index = index
        if index.relays.values.contains(.ambiguous) {
            // Two files declare a relay of one name with two kinds: this file's own is the one
            // it reads as `relay` or `self.relay`.
            index.fileRelays = MigrationIndex(trees: [stage.tree]).relays.filter { $0.value != .ambiguous }
        }
        let file = FileRewrite(
            index: index, path: stage.path, source: stage.text,
            keepsRxStreams: kept.keepsStreams,
            asyncFunctions: families, sharedAsyncNames: sharedAsyncNames)
        if view {
            file.bridgesToRx = true
            file.readsOwnReactiveExtensionsOnly = KeptFile.readsOnlyReactiveMembers(
                stage.tree, index.ownReactiveMembers)
            file.ownRelays = RxCocoaViewsRule.relaysDeclared(in: stage.tree)
            file.keptStreamRequirements = keptStreamRequirements
            file.contractTypes = contractTypes
        }
        file.ownedRanges = stage.owned
        file.inherit(stage.findings)
        if !kept.keepsStreams {
            // A function whose `Observable` RxSwift makes stays RxSwift's whole, body and signature.
            file.running(.operators)
            file.bridgedCalls = BridgedAsyncCalls.calls(
                in: stage.tree, families: families, sharedAsyncNames: sharedAsyncNames, index: index)
            file.producerChains = RxProducerChains(
                tree: stage.tree, producers: index.rxProducers, bridgedCalls: file.bridgedCalls)
            if !file.bridgedCalls.isEmpty, RxProducerChains(tree: stage.tree, producers: index.rxProducers).isEmpty {
                file.keptChainRecipe = .bridgedAsyncChain
            }
            for function in RxProducers.declarations(in: stage.tree, of: index.rxProducers) {
                file.ownedRanges.append(
                    function.positionAfterSkippingLeadingTrivia.utf8Offset..<function.endPosition.utf8Offset)
                file.leave(
                    function, at: function.name,
                    construct: "\(FunctionKey(function)), whose Observable RxSwift makes", recipe: .rxProducer)
                for (call, member) in RxProducers.rxCalls(in: function) {
                    file.leave(
                        call, at: member.period, construct: "\(member.declName.baseName.text)(…)",
                        recipe: .rxProducer, note: true)
                }
                // A relay the module migrates, read or written in it, is the runtime's now: named.
                for reference in RxProducers.references(in: function)
                where file.relayReference(of: reference).kind != nil {
                    file.leave(
                        reference, construct: "\(reference.trimmedDescription), a relay that is the runtime's now,",
                        recipe: .rxProducer)
                }
            }
        }
        if let reactor {
            file.running(.reactorKit)
            let type = ReactorKitFile.reactorType(of: reactor) ?? ""
            // An interactor is main-actor isolated, and ReactorKit's `Reactor` is not: the
            // conformance is `@preconcurrency`, as the compiler asks, which checks the isolation
            // when ReactorKit calls in (on the main scheduler, as it does by default).
            if index.isMainActorClass(type), !reactor.type.trimmedDescription.hasPrefix("@") {
                file.edits.insert("@preconcurrency ", at: reactor.type.positionAfterSkippingLeadingTrivia)
            }
            let isBound = index.viewBoundReactors.contains(type)
            file.leave(
                reactor,
                construct: isBound
                    ? "ReactorKit's Reactor, which a ReactorKit View binds, whose Rx is left as it is"
                    : "ReactorKit's Reactor, whose Rx is left as it is",
                recipe: .reactorKit)
        }
        if let reactorView {
            file.running(.reactorKit)
            file.leave(
                reactorView, construct: "ReactorKit's View, whose Rx is left as it is", recipe: .reactorKit)
        }
        if let reactorGeneric {
            file.running(.reactorKit)
            file.leave(
                reactorGeneric,
                construct:
                    "code generic over ReactorKit's Reactor, whose Rx is left as it is with the module's reactors",
                recipe: .reactorKit)
        }
        if let library {
            file.running(.imports)
            file.leave(
                library,
                construct: "\(library.trimmedDescription), a library's Rx extensions, whose Rx is left as it is",
                recipe: .rxExtensionLibrary)
        }
        if let extended = kept.keptTypeExtension {
            file.running(.imports)
            file.leave(
                extended.extendedType,
                construct:
                    "an extension of \(extended.extendedType.trimmedDescription), whose file stays on RxSwift, whose Rx is left as it is",
                recipe: .keptTypeExtension)
        }
        if let reactive = kept.reactiveExtension {
            file.running(.imports)
            file.leave(
                reactive.extendedType, construct: "the app's own Rx extension, whose Rx is left as it is",
                recipe: .reactiveExtension)
        }
        if let base = kept.reactiveBase {
            file.running(.imports)
            file.leave(
                base.name, construct: "a type the app's own Rx extension reads, whose Rx is left as it is",
                recipe: .reactiveExtension)
        }
        if let adopted = kept.adoptedProtocol {
            file.running(.imports)
            file.leave(
                adopted.name, construct: "a protocol a class kept on RxSwift adopts, whose Rx is left as it is",
                recipe: .keptAdoptedProtocol)
        }
        if let keptProtocol {
            file.running(.reactorKit)
            file.leave(
                keptProtocol.name,
                construct: "a protocol a ReactorKit Reactor left as it is adopts, whose Rx is left as it is",
                recipe: .reactorKit)
        }
        if let traits {
            file.running(.rxCocoaViews)
            // Named as what it is: RxCocoa's trait, or the app's type that carries Rx's streams
            // (`MutableStream<NetworkStatus>`, which a user read as no trait of RxCocoa's).
            let construct =
                RxCocoaTraitsFile.carrierName(traits).map {
                    "\($0), a type that carries RxSwift's streams between files, whose Rx is left as it is"
                } ?? "RxCocoa's traits outside a view, whose Rx is left as it is"
            file.leave(traits, construct: construct, recipe: .rxCocoaTraits)
        }
        let rules = RuleRegistry.fileRules.map { $0.init(file: file) }
        RuleWalker(file: file, rules: rules).run(stage.tree)
        var output = PassOutput()
        if let keeper = file.keptWhole {
            // The file stays as it is, named by the rule that keeps it (the app's copy of RxSwift's
            // example `ActivityIndicator`): the other rules' edits would only half-rewrite it.
            output.findings = file.findings.filter { $0.rule == keeper }
            return output
        }
        output.edits = file.ruleEdits
        output.findings = file.findings
        output.drops = file.drops
        output.renamedFunctions = file.renamedFunctions
        output.joinedFunctions = file.joinedFunctions
        return output
    }
}

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

    func run(on stage: FileStage) -> PassOutput {
        let reactor = ReactorKitFile.reactorConformance(in: stage.tree)
        // A ReactorKit `View` reads its reactor's streams as ReactorKit's: it stays with it.
        let reactorView = reactor == nil ? ReactorKitFile.viewBindings(in: stage.tree).first?.node : nil
        let reactorGeneric =
            keepsReactorGenerics && reactor == nil && reactorView == nil
            ? ReactorKitFile.reactorConstraints(in: stage.tree).first : nil
        let keptProtocol =
            reactor == nil && reactorView == nil && reactorGeneric == nil
            ? ReactorKitFile.keptProtocol(in: stage.tree, of: keptReactorProtocols) : nil
        let view =
            reactor == nil && reactorView == nil && reactorGeneric == nil && keptProtocol == nil
            ? RxCocoaViewsRule.bindsWithRxCocoa(stage.tree) : false
        let traits =
            reactor == nil && reactorView == nil && reactorGeneric == nil && keptProtocol == nil && !view
            ? RxCocoaTraitsFile.firstTrait(in: stage.tree, contractTypes: index.rxCocoaContracts) : nil
        // A library's Rx extensions (RxRealm, RxKakaoSDKUser) return RxSwift's types the tool
        // does not know: the file keeps its streams. A view bound with RxCocoa keeps them anyway.
        let library =
            reactor == nil && reactorView == nil && reactorGeneric == nil && keptProtocol == nil && !view
            ? RxExtensionLibraries.firstImport(in: stage.tree) : nil
        var index = index
        if index.relays.values.contains(.ambiguous) {
            // Two files declare a relay of one name with two kinds: this file's own is the one
            // it reads as `relay` or `self.relay`.
            index.fileRelays = MigrationIndex(trees: [stage.tree]).relays.filter { $0.value != .ambiguous }
        }
        let file = FileRewrite(
            index: index, path: stage.path, source: stage.text,
            keepsRxStreams: reactor != nil || reactorView != nil || reactorGeneric != nil || keptProtocol != nil || view
                || traits != nil || library != nil,
            asyncFunctions: families, sharedAsyncNames: sharedAsyncNames)
        if view {
            file.bridgesToRx = true
            file.ownRelays = RxCocoaViewsRule.relaysDeclared(in: stage.tree)
        }
        file.ownedRanges = stage.owned
        file.inherit(stage.findings)
        if let reactor {
            file.running(.reactorKit)
            let isBound = index.viewBoundReactors.contains(ReactorKitFile.reactorType(of: reactor) ?? "")
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
        if let keptProtocol {
            file.running(.reactorKit)
            file.leave(
                keptProtocol.name,
                construct: "a protocol a ReactorKit Reactor left as it is adopts, whose Rx is left as it is",
                recipe: .reactorKit)
        }
        if let traits {
            file.running(.rxCocoaViews)
            file.leave(
                traits, construct: "RxCocoa's traits outside a view, whose Rx is left as it is", recipe: .rxCocoaTraits)
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
        return output
    }
}

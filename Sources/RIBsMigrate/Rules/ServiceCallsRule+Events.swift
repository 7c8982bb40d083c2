import RIBsSource
import SwiftSyntax

extension ServiceCallsRule {
    /// A call, in a file that stays on RxSwift whole (a reactor a ReactorKit `View` binds, left
    /// on ReactorKit), of another type's function whose `Observable` becomes the runtime's
    /// `Events` (`videoService.fetchVideos()`): it reaches RxSwift through the bridge written at
    /// the end of the file, `.asObservable()`, as a chain kept on RxSwift reads a relay. Before,
    /// the call stayed as it was, an `Events` fed to Rx's operators. A call on `self`, or with no
    /// base, is the file's own function (HomeInteractor's `fetchVideos()`), which stays Rx's.
    func bridgesEventsCall(_ node: FunctionCallExprSyntax) -> Bool {
        guard file.keepsRxStreams, !file.bridgesToRx, file.importsRx, let key = FunctionKey(node),
            file.asyncFunctions[key] == nil, !file.index.rxProducers.contains(key),
            file.index.streamKinds[key.name + "()"] == .events,
            // A function the module declares, with these labels (`service.delay(3)`), not Rx's
            // own operator (`compactMap(_:)`, where the app declares a `compactMap()`), nor one
            // the app adds to Rx's types (`asDriverIgnoringError()`, a relay's
            // `asControlEvent()`), which stay Rx's and return RxCocoa's traits the bridge's
            // `Observable` is not (a trial's presenter).
            file.index.declaredFunctions.contains(key), !file.index.rxTypeExtensionFunctions.contains(key),
            !file.keptStreamRequirements.contains(key.name + "()"),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            base.trimmedDescription != "self", let parent = node.parent, !parent.is(CodeBlockItemSyntax.self),
            parent.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "asObservable"
        else { return false }
        file.edits.insert(".asObservable()", at: node.endPositionBeforeTrailingTrivia)
        file.readsRelaysThroughBridge = true
        file.usesRuntime = true
        file.leave(node, construct: "\(key), whose stream is Events now,", recipe: .eventsThroughRxBridge, note: true)
        return true
    }
}

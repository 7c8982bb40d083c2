/// Every rule of `ribs migrate`, in the order the file pass runs them: the one list the
/// pipeline, the guide's table, the catalogue's test and the rules' own tests read.
enum RuleRegistry {
    /// The file rules, in the order ``RuleWalker`` hands each node to them. The order matters
    /// where one rule takes a call in hand and the ones after leave it (``FileRewrite/handle(_:)``):
    /// a relay's write before the operators, the failure path before them too.
    static let fileRules: [FileRule.Type] = [
        ImportsRule.self,
        GeneratedMocksRule.self,
        ServiceCallsRule.self,
        AwaitedRxChainsRule.self,
        InjectedSchedulersRule.self,
        ActivityIndicatorRule.self,
        RelayConstructionRule.self,
        RelayWritesRule.self,
        RelayReadsRule.self,
        FailureHandlingRule.self,
        OneResultChainsRule.self,
        ProducerLoopsRule.self,
        DisposeBagRule.self,
        OperatorsRule.self,
        CustomOperatorsRule.self,
        WorkflowStepsRule.self,
        TypeRenamesRule.self,
        RxCocoaRule.self,
        RxCocoaViewsRule.self,
        IsolationRule.self,
        SendableRule.self,
        SingletonsRule.self,
        XCTestCasesRule.self,
        RIBsDoublesRule.self,
        HandDetachOnCloseRule.self,
        Swift6SpellingsRule.self,
    ]

    /// The rules of the passes before the file rules: the service layer, module-wide, and
    /// ReactorKit's reactors.
    static let passRules: [RuleDescription] = [
        ServiceLayerPass.subscriptionsDescription, ServiceLayerPass.description, ReactorKitPass.description,
    ]

    /// Every rule's description, in the order they run.
    static var descriptions: [RuleDescription] {
        passRules + fileRules.map(\.description)
    }

    /// The description of `id`.
    static func description(of id: RuleID) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}

/// Every rule of `ribs migrate`, by the pass that runs it: a diagnostic, an edit and a finding
/// name their rule, and ``RuleRegistry`` has each one's description.
enum RuleID: String, CaseIterable, Sendable {
    // The service layer (ServiceLayerPass), module-wide.
    case serviceLayer
    case serviceSubscriptions
    // ReactorKit's reactors (ReactorKitPass).
    case reactorKit
    // The file rules (FileRulesPass), in the order they see each node.
    case imports
    case generatedMocks
    case workflowSteps
    case serviceCalls
    case awaitedRxChains
    case injectedSchedulers
    case activityIndicator
    case relayConstruction
    case relayWrites
    case relayReads
    case operators
    case failureHandling
    case oneResultChains
    case producerLoops
    case disposeBags
    case typeRenames
    case rxCocoa
    case rxCocoaViews
    case customOperators
    case isolation
    case sendable
    case singletons
    case xcTestCases
    case ribsDoubles
    case handDetachOnClose
    case swift6Spellings

    /// How a diagnostic names the rule: `rule relayWrites`.
    var name: String { "rule \(rawValue)" }
}

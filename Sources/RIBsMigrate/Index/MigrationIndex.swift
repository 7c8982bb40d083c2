import RIBsSource
import SwiftSyntax

/// What the codemod must know of the whole module before it rewrites a file: a relay declared
/// in one file is read in another, a step function declared in a protocol is called in a
/// workflow, a protocol is adopted by an interactor elsewhere.
struct MigrationIndex {
    /// Relays by property name: `.ambiguous` where two declarations of one name disagree.
    var relays: [String: RelayReference] = [:]
    /// The relays the file being rewritten declares, by name: what `relay` and `self.relay`
    /// are there, where two files of the module declare one name with two kinds.
    var fileRelays: [String: RelayReference] = [:]
    /// Functions a workflow step calls: the ones that become `async`.
    var stepFunctions: Set<String> = []
    /// Protocols declared in the module: what they refine, and whether they are isolated.
    var protocols: [String: (inherited: [String], isIsolated: Bool)] = [:]
    /// What each protocol of the module requires, by name: its properties, and its functions as
    /// `name()`.
    var protocolMembers: [String: Set<String>] = [:]
    /// Protocols adopted by a class of a RIB (an interactor, a router, a builder…).
    var adoptedByRIBs: Set<String> = []
    /// Type names found inside the element type of a stream or a relay.
    var flowingTypes: Set<String> = []
    /// What each struct, enum and class stores, by type name: its stored properties' types and
    /// its cases' associated values.
    var storedTypes: [String: Set<String>] = [:]
    /// The types each type alias names (`typealias State = TodayPresentableState`): a flowing
    /// alias makes what it names flow.
    var typeAliases: [String: Set<String>] = [:]
    /// Final classes with no superclass whose stored properties are all `let`: `Sendable` once
    /// what they store is.
    var immutableFinalClasses: Set<String> = []
    /// What each `async` function that is not `nonisolated(nonsending)` returns, with the type it
    /// is declared in: a result that crosses from it to a main-actor caller flows.
    var asyncResults: [(owner: String?, types: [String])] = []
    /// Types a `static let` holds an instance of (`static let shared = Service()`): Swift 6 asks
    /// that they be `Sendable`.
    var singletonTypes: Set<String> = []
    /// Types the module declares `Sendable` (or `@unchecked Sendable`), and its actors.
    var declaredSendable: Set<String> = []
    /// Structs and enums the module declares.
    var valueTypes: Set<String> = []
    /// Types the module declares (a module's own `Observable` is not Rx's).
    var declaredTypes: Set<String> = []
    /// Classes and what they inherit, to find the RIB classes that subclass other RIB classes.
    var classes: [String: [String]] = [:]
    /// What each class's own declaration inherits: where a superclass can be named (an
    /// extension adds conformances, never a superclass).
    var declaredInheritance: [String: [String]] = [:]
    /// Operators the app adds to Rx's types (`extension ObservableType { func unwrap() … }`), by
    /// name and labels: a call of `map { }` is not the app's `map(to:)`.
    var customOperators: Set<FunctionKey> = []
    /// Operators the app adds to `ObservableType` in an extension that moves to `Events` whole
    /// (``StreamExtension``): a call of one is the runtime's stream's.
    var movedOperators: Set<FunctionKey> = []
    /// What each type (class, struct, enum, extension) adopts.
    var adoptions: [String: Set<String>] = [:]
    /// Properties and functions the module declares with an Rx stream type (`var scores:
    /// Observable<Int>`, `func fetch() -> Single<User>`), by name: what a chain on them is.
    /// `nil` where two declarations of the name disagree.
    var streamKinds: [String: StreamKind?] = [:]
    /// Functions whose `Observable` RxSwift makes (``RxProducers``): they stay RxSwift's, and so
    /// do the chains that call them.
    var rxProducers: Set<FunctionKey> = []
    /// Schedulers types take only to observe on, the main one by default: they go.
    var schedulers = InjectedSchedulers(trees: [])
    /// Functions declared to return a value that is not Rx's (`func execute(with id: Int) ->
    /// Bool`): a call of another function of the same name and labels may be one of these.
    var plainFunctions: Set<FunctionKey> = []
    /// Every function the module declares: a call of one is the app's, whatever its name.
    var declaredFunctions: Set<FunctionKey> = []
    /// The functions the app declares in extensions of Rx's types (`extension PublishRelay {
    /// func asControlEvent() }`): Rx's, as the app spells it.
    var rxTypeExtensionFunctions: Set<FunctionKey> = []
    /// What each stream property the module declares is made of, by name: its getter's returned
    /// expressions or its initial value; `nil` where one declaration of the name does not say (a
    /// stored stream given by the initializer). `FailureProof` reads it.
    var streamSources: [String: [ExprSyntax]?] = [:]
    /// Subjects the module fails (`subject.onError(e)`, `subject.on(.error(e))`), by name: a
    /// subject can fail, where a relay cannot.
    var failedSubjects: Set<String> = []
    /// The app's copy of RxSwift's example `ActivityIndicator`, when it has one (its name): the
    /// runtime's `ActivityTracker` replaces it (``ActivityIndicators``).
    var activityIndicator: String?
    /// Variables and parameters of that type, by name.
    var activityNames: Set<String> = []
    /// Stream properties declared with a type that cannot fail (RxCocoa's `Driver`, `Signal`,
    /// `ControlEvent`, `ControlProperty`, RxSwift's `Infallible`), by name.
    var infallibleStreams: Set<String> = []
    /// Functions a protocol of the module requires with a parameter of type `Observable` (a
    /// presenter's `show(items: Observable<[Item]>)`), by name: a view bound with RxCocoa that
    /// implements one takes `Events`, as the protocol will (``RxCocoaViewsRule``).
    var requirementsTakingStreams: Set<String> = []
    /// Whether one of `protocols`, or a protocol of the module one of them refines, requires
    /// `member` (a property's name, or a function's as `name()`).
    func requires(_ member: String, among protocols: some Sequence<String>) -> Bool {
        var seen: Set<String> = []
        var pending = Array(protocols)
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if protocolMembers[name]?.contains(member) == true { return true }
            pending += self.protocols[name]?.inherited ?? []
        }
        return false
    }

    /// Functions a protocol of the module requires that return an `Observable` (a listener's
    /// `func headlines() -> Observable<[String]>`), by name: they return `Events` once migrated,
    /// and a view kept on RxSwift reads what they return through the bridge.
    var requirementsReturningStreams: Set<String> = []
    /// The `Observable` properties the module's protocols require (`var state: Observable<State>`
    /// of a listener), which become `Events`: a view kept on RxSwift reads them through the bridge.
    var protocolStreams: Set<String> = []
    /// The relays the module's protocols require (`var targetDate: PublishRelay<Date> { get }` of
    /// a presenter), which become the runtime's: a view kept on RxSwift that declares one makes
    /// it the runtime's too.
    var protocolRelays: Set<String> = []
    /// The module's types with a property of one of RxCocoa's traits (``RxCocoaTraitsFile``): a
    /// file that names one stays on RxSwift whole.
    var rxCocoaContracts: Set<String> = []
    /// The members of the app's own Rx extensions of types that are no views (`extension Reactive
    /// where Base: CLLocationManager { var updateLocations: Observable<CLLocation> }`), with the
    /// type each extends: a file that reads them through `.rx` is no view bound with RxCocoa.
    var ownReactiveMembers: [String: String] = [:]
    /// The reactors a ReactorKit `View` of the module binds (``ReactorKitFile``): they stay on
    /// ReactorKit with it.
    var viewBoundReactors: Set<String> = []

    init(trees: [SourceFileSyntax]) {
        let visitor = MigrationIndexReader(viewMode: .sourceAccurate)
        let contracts = RxCocoaTraitsFile.contractTypes(in: trees)
        for (position, tree) in trees.enumerated() {
            // A view bound with RxCocoa keeps its relays RxSwift's: other files read them as Rx's.
            visitor.recordsRelays =
                !RxCocoaViewsRule.bindsWithRxCocoa(tree) && RxExtensionLibraries.firstImport(in: tree) == nil
            // A file on RxCocoa's traits keeps all of its streams, its protocols' too.
            // So does a file with Rx extensions of its own, which other files read through `.rx`.
            visitor.keepsRxWhole =
                contracts.keptFiles.contains(position)
                || (KeptFile.reactiveExtension(in: tree) != nil && !RxCocoaViewsRule.bindsWithRxCocoa(tree))
            visitor.walk(tree)
        }
        self = visitor.index
        rxCocoaContracts = contracts.types
        ownReactiveMembers = KeptFile.reactiveMembersOfNonViews(in: trees)
        viewBoundReactors = ReactorKitFile.viewBoundReactors(in: trees)
        schedulers = InjectedSchedulers(trees: trees)
        resolveRIBClasses()
        resolveMainActorProtocols()
        keepImmutableClassesWithoutSuperclass()
        for (owner, types) in asyncResults {
            // A main-actor type's function returns to main-actor callers (the RIBs): nothing crosses.
            if let owner, isMainActorClass(owner) || mainActorProtocols.contains(owner) {
                continue
            }
            flowingTypes.formUnion(types)
        }
        closeFlowingTypes()
    }

    /// Takes `producers` (``RxProducers``) as the functions that stay RxSwift's: a chain on a
    /// call of one is no stream that becomes `Events`, so what it is stays unknown.
    mutating func mark(producers: Set<FunctionKey>) {
        rxProducers = producers
        for producer in producers where streamKinds[producer.name + "()"] != nil {
            streamKinds[producer.name + "()"] = .some(nil)
        }
    }

    /// A final class of `let`s that inherits a class is not immutable as far as the module shows
    /// (its superclass may store `var`s): only those whose declaration's inheritance clause names
    /// protocols (the module's, or the standard library's) stay; what its extensions adopt
    /// (IGListKit's `ListDiffable`) adds no stored property and no superclass.
    private mutating func keepImmutableClassesWithoutSuperclass() {
        let standardProtocols: Set<String> = [
            "Sendable", "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "CustomStringConvertible",
            "CustomDebugStringConvertible", "Identifiable", "Error", "Comparable",
        ]
        immutableFinalClasses = immutableFinalClasses.filter { name in
            (declaredInheritance[name] ?? []).allSatisfy { protocols[$0] != nil || standardProtocols.contains($0) }
        }
    }

    /// Computed once the module is read: a protocol a RIB declares, then every protocol a type
    /// that adopts one of those also adopts (the type is main-actor isolated, so each of its
    /// conformances must be), and every protocol those refine, until nothing changes.
    var mainActorProtocols: Set<String> = []

    private init() {}
    /// What the reader starts from.
    static let empty = MigrationIndex()

    /// RxCocoa's and RxSwift's stream types that cannot fail, by their contract.
    static let infallibleTypes: Set<String> = ["Driver", "Signal", "ControlEvent", "ControlProperty", "Infallible"]

    /// Rx's types an app extends with operators of its own.
    static let rxExtendedTypes: Set<String> = [
        "ObservableType", "Observable", "ObservableConvertibleType", "PrimitiveSequence", "PrimitiveSequenceType",
        "SharedSequence", "SharedSequenceConvertibleType", "InfallibleType", "Infallible",
    ]

    /// `BehaviorRelay` for `BehaviorRelay<Int>`, `RxSwift.BehaviorRelay<Int>` or `Observable<T>?`.
    static func baseName(of type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return baseName(of: unwrapped.wrappedType)
        }
        return type.trimmedText
    }

    /// The type an initializer constructs: `BehaviorRelay` for `BehaviorRelay<Int>(value: 0)`
    /// or `ReplaySubject<Int>.create(bufferSize: 1)`.
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), let base = member.base { called = base }
        if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
        return called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `subject` for `subject`, `self.subject` or `self?.subject`.
    static func lastName(of expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: optional.expression) }
        return expression.trimmedDescription
    }

    /// The name a call calls: `onStep` for `self.onStep { … }` and `onStep { … }`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

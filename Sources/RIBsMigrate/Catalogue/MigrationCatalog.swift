import SwiftSyntax

/// What `ribs migrate` knows of RxSwift and Uber's RIBs: the names it rewrites, and the
/// constructs it leaves to a person, each with its recipe (the guide's sections say more).
enum MigrationCatalog {
    /// Rx's stream types and the runtime's, by the role they play.
    static let typeRenames: [String: String] = [
        "BehaviorRelay": "ValueRelay",
        "BehaviorSubject": "ValueRelay",
        // BehaviorRelay's deprecated ancestor: the same `value`, read and written.
        "Variable": "ValueRelay",
        "PublishRelay": "EventRelay",
        "PublishSubject": "EventRelay",
        "ReplaySubject": "ReplayRelay",
        "Observable": "Events",
        "Disposable": "EventSubscription",
        // ReactorKit's relay of a view's actions, which a `StateReactor` has as an `EventRelay`.
        "ActionSubject": "EventRelay",
    ]

    /// The relay each Rx type becomes, and how its stream is read.
    static let relayKinds: [String: RelayKind] = [
        "BehaviorRelay": .value, "BehaviorSubject": .value, "Variable": .value,
        "PublishRelay": .event, "PublishSubject": .event, "ActionSubject": .event,
        "ReplaySubject": .replay,
        "ValueRelay": .value, "EventRelay": .event, "ReplayRelay": .replay,
    ]

    /// Operators whose Rx name differs from the runtime's (the rest keep theirs: `map`,
    /// `filter`, `compactMap`, `flatMapLatest`, `share`, `debounce`, `throttle`).
    static let operatorRenames: [String: String] = [
        "distinctUntilChanged": "removeDuplicates",
        "startWith": "prepend",
        "take": "prefix",
        "skip": "dropFirst",
        "withLatestFrom": "withLatest",
        "disposeOnDeactivate": "cancelOnDeactivate",
        "disposeOnStop": "cancelOnStop",
        "bind": "subscribe",
    ]

    /// Members after which a relay is read as a stream (`relay.map` becomes
    /// `relay.values.map`).
    static let streamMembers: Set<String> = [
        "map", "filter", "compactMap", "distinctUntilChanged", "startWith", "take", "skip", "withLatestFrom",
        "flatMapLatest", "share", "debounce", "throttle", "subscribe", "bind", "asObservable", "observe", "observeOn",
        "confineTo", "withUnretained", "do", "flatMap",
    ]

    /// The runtime's protocols a RIB's own protocols refine: one that refines them is a RIB's.
    static let runtimeProtocols: Set<String> = [
        "Routing", "ViewableRouting", "LaunchRouting", "Interactable", "Presentable", "ViewControllable",
        "Dependency", "Buildable", "Working", "InteractorScope", "RouterScope", "PresentableInteractable",
    ]

    /// The runtime's classes a RIB's units subclass: the protocols they adopt are RIB protocols.
    static let runtimeClasses: Set<String> = [
        "Interactor", "PresentableInteractor", "Router", "ViewableRouter", "LaunchRouter", "Builder",
        "ComponentizedBuilder", "SimpleComponentizedBuilder", "MultiStageComponentizedBuilder", "Component",
        "Presenter", "Worker", "Workflow",
    ]

    /// Name endings of the protocols Uber's templates declare for a RIB.
    static let ribProtocolSuffixes = [
        "Listener", "ActionableItem", "Routing", "Interactable", "Presentable", "ViewControllable", "Dependency",
        "Buildable",
    ]

    /// Names from Foundation a file may have reached through RxSwift's import: a file that
    /// loses that import and uses one of them gets `import Foundation`.
    static let foundationNames: Set<String> = [
        "URL", "URLComponents", "URLQueryItem", "URLRequest", "URLSession", "Date", "Data", "UUID", "NSObject",
        "DispatchQueue", "JSONDecoder", "JSONEncoder", "TimeInterval", "NotificationCenter", "Notification", "Bundle",
        "UserDefaults", "FileManager", "IndexPath", "NSString", "Locale", "Calendar", "DateFormatter", "NSError",
        "CharacterSet", "NSRegularExpression", "ProcessInfo", "arc4random", "arc4random_uniform",
        // Foundation's members on the standard library's types: `error.localizedDescription`.
        "localizedDescription", "trimmingCharacters", "replacingOccurrences", "addingPercentEncoding",
        "NSLocalizedString",
    ]

    /// Whether `name` is one of UIKit's (or CoreGraphics', which UIKit re-exports): `UI` and a
    /// capital (`UINavigationController`), or a few others a RIB's views use.
    static func isUIKitName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars.prefix(3))
        if scalars.count == 3, scalars[0] == "U", scalars[1] == "I", ("A"..."Z").contains(scalars[2]) { return true }
        return uiKitNames.contains(name)
    }

    private static let uiKitNames: Set<String> = [
        "CGFloat", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CGColor", "CGImage", "NSLayoutConstraint",
        "NSAttributedString", "NSMutableAttributedString", "NSTextAlignment", "NSLineBreakMode",
        "NSDirectionalEdgeInsets",
    ]

    /// The Rx imports the codemod removes once nothing in the file needs them.
    static let rxModules: Set<String> = ["RxSwift", "RxRelay", "RxCocoa", "RxMoya"]
}

/// How a relay is read and written once migrated.
enum RelayKind: Equatable {
    /// `ValueRelay`: `.values`, `.value = `.
    case value
    /// `EventRelay`: `.events`, `.send(_:)`.
    case event
    /// `ReplayRelay`: `.events`, `.send(_:)`.
    case replay

    /// The member that reads the relay as a stream.
    var streamMember: String { self == .value ? "values" : "events" }

    /// What RxSwift's `bind(onNext:)` takes to send each element into the relay `reference`
    /// (`relay`, `self.relay`, `listener.draft`) reads: `relay.send`, or a closure that holds the
    /// relay, as `bind(to:)` did, and not what reaches it (a listener a view holds weakly):
    /// `{ [draft = listener.draft] in draft.value = $0 }`. `nil` through an optional, which the
    /// closure would have to unwrap.
    func sendHandler(into reference: ExprSyntax) -> String? {
        let text = reference.trimmedDescription
        guard !text.contains("?") else { return nil }
        guard self == .value else { return text + ".send" }
        if let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return "{ [\(name)] in \(name).value = $0 }"
        }
        guard let name = reference.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        return "{ [\(name) = \(text)] in \(name).value = $0 }"
    }
}

/// What a receiver (`relay`, `self.relay`) is, by the module's declarations of its name.
enum RelayReference: Equatable {
    /// No property of that name is a relay.
    case notARelay
    /// Two declarations of the name are relays of different kinds.
    case ambiguous
    case relay(RelayKind)

    /// The relay's kind, when the name is one relay's.
    var kind: RelayKind? {
        if case .relay(let kind) = self { return kind }
        return nil
    }
}

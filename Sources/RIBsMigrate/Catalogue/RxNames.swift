/// RxSwift's, RxRelay's and RxCocoa's methods and properties (RxSwift 6.9), by name, with the
/// argument labels of each declaration (`?` after a label with a default value): a call whose
/// labels fit one is Rx's own API, which a rewrite may replace, and ``KeptCodeCheck`` does not
/// count it as the app's code. A call of the same name with other labels (an app's
/// `bind(viewModel:)`, a `bind()` of its view) is the app's.
///
/// The tables (`RxNames+Methods.swift`, `RxNames+Types.swift`) are written by `Scripts/rx-api.py
/// --swift` from RxSwift's symbol graphs;
/// `RxCatalogueTests` checks them against the listing of RxSwift's API in the tests.
enum RxNames {
    /// Whether a call of `name` with `labels` (one an argument, `_` for an unlabelled one,
    /// trailing closures included) is Rx's: its labels are, in order, labels of one declaration,
    /// which gives every label without a default.
    static func isRx(_ name: String, labels: [String]) -> Bool {
        guard !standardLibraryNames.contains(name) else { return false }
        if let declarations = ribsRx[name] ?? methods[name] {
            return declarations.contains { fits(labels, $0) }
        }
        return properties.contains(name)
    }

    private static func fits(_ labels: [String], _ declaration: String) -> Bool {
        var parameters = declaration.split(separator: " ").map {
            (label: String($0.filter { $0 != "?" }), required: !$0.hasSuffix("?"))
        }[...]
        for label in labels {
            // A trailing closure (`_`) fills the next parameter, whatever its label.
            guard
                let index = label == "_" ? parameters.startIndex : parameters.firstIndex(where: { $0.label == label }),
                index < parameters.endIndex,
                !parameters[parameters.startIndex..<index].contains(where: \.required)
            else { return false }
            parameters = parameters[(index + 1)...]
        }
        return !parameters.contains(where: \.required)
    }

    /// Names Swift's standard library and Foundation use for their own things: a call of one is
    /// counted as the app's.
    private static let standardLibraryNames: Set<String> = [
        "insert", "remove", "data", "json", "decode", "count", "equal", "key", "model", "now", "start", "stop",
        "sleep", "element", "response", "enumerated", "base", "clock", "range", "mock",
    ]

    /// Whether `name` is a type of RxSwift's, RxRelay's or RxCocoa's that the runtime does not
    /// have under the same name (RxRelay's `ReplayRelay` is the runtime's too).
    static func isRxType(_ name: String) -> Bool {
        (types.contains(name) || darwinTypes.contains(name) || removedTypes.contains(name)) && name != "ReplayRelay"
    }

    /// RxSwift's example code that apps copy (RxExample's `ActivityIndicator.swift`): its names
    /// are Rx's too, which the runtime's `ActivityTracker` replaces.
    static let examples: Set<String> = ["ActivityIndicator", "trackActivity", "trackActivityOfObservable"]

    /// RxSwift 5's types that RxSwift 6 removed, which older apps still use.
    static let removedTypes: Set<String> = ["Variable"]

    /// Uber's RIBs' own Rx API, which the runtime spells differently.
    private static let ribsRx: [String: [String]] = [
        "disposeOnDeactivate": ["interactor"], "disposeOnStop": ["_"], "confineTo": ["_"],
    ]
}

import RIBsSource
import SwiftSyntax

/// The service layer made `async`: each function of the module that returns a `Single`, `Maybe`
/// or `Completable` becomes `async throws`, with its protocol's requirement, every
/// implementation and the subscriptions that call it, when all of its implementations can be
/// rewritten. A function one of whose bodies cannot is left as it was, with its callers (they
/// are named, as every Rx construct left is).
///
/// A body is rewritten return by return: a chain on functions that become `async` is lowered
/// into statements (``OneResultLowering``); a chain of Rx alone that the lowering does not know
/// (a `Single.create`, a library's Rx extension) awaits RxSwift's `value`, and is named. The
/// plan is found by elimination, since a body's chain is lowered only over functions that are
/// themselves `async`: every candidate is assumed to be, and any with a body that cannot be
/// rewritten is dropped, until none is.
package struct OneResultPlan {
    /// What a run does with the service layer: `whole` makes it `async`, `kept` leaves it on
    /// RxSwift for a module not yet migrated (its callers are named, with the bridge's recipe).
    package enum Services: Sendable {
        case whole
        case kept
    }

    /// A construct the plan leaves to a person, at an offset of the original text.
    struct LeftConstruct {
        var offset: Int
        var construct: String
        var recipe: Recipe
        /// A note of code the rewrite removed because it can never run.
        var isRemoval = false
        /// Whether it keeps the file on Rx (its imports stay); a callback's value does not.
        var keepsRx = true
        /// A note of what the rewrite did that a person should know, with nothing left to do.
        var isNote = false
    }

    /// A function declared to return one of Rx's one-result types, or an `Observable`.
    typealias Declaration = (
        path: String, text: String, node: FunctionDeclSyntax, type: OneResultType, isTestCode: Bool
    )

    /// The functions that become `async throws`, by key, with what they returned.
    private(set) var families: [FunctionKey: OneResultType] = [:]
    /// The rewrites, by file path, at offsets of the original text, each with its rule: a
    /// function's, or a subscription's that calls one.
    private(set) var edits: [String: [RuleEdit]] = [:]
    /// What the rewrites leave to a person, by file path.
    private(set) var left: [String: [LeftConstruct]] = [:]
    /// Ranges of the original the rewrites removed because they can never run, by file path: the
    /// `guard let self` of a handler moved into a task (``WeakSelfGuards``).
    private(set) var drops: [String: [Range<Int>]] = [:]

    /// The plan for `files`, read with the module's `index`: its stream properties (`Events` once
    /// migrated), whose first element a chain may await (`stream.take(1).asSingle()`), and the names
    /// a workflow's steps call; an `Observable` among them is a step's (an actionable item's
    /// `routeToHome()`), which the step rule makes `async` and optional, not `async throws`.
    init(files: [(path: String, text: String, tree: SourceFileSyntax)], index: MigrationIndex, services: Services) {
        guard services == .whole else { return }
        let declaredTypes = index.declaredTypes
        let stepFunctions = index.stepFunctions
        let streamProperties = Set(
            index.streamKinds.compactMap { $0.value == .events && !$0.key.hasSuffix("()") ? $0.key : nil })
        var declarations: [Declaration] = []
        for file in files {
            let isTestCode = Self.isTestCode(file.tree)
            for node in Self.functions(in: file.tree) {
                guard let returned = node.signature.returnClause?.type,
                    var type = OneResultType(returned, declaredTypes: declaredTypes)
                        ?? OneResultType.observable(returned, declaredTypes: declaredTypes),
                    // A reactor's mutation streams (ReactorKit names the type `Mutation`) are
                    // `ReactorKitRewrite`'s.
                    type.kind != .observable || type.element != "Mutation",
                    type.kind != .observable || !stepFunctions.contains(node.name.text),
                    // An operator the app adds to Rx's types (`extension ObservableType { func
                    // map(_ relay:) … }`) transforms a stream; it is never one result.
                    type.kind != .observable || !index.customOperators.contains(FunctionKey(node))
                else { continue }
                // A generic function's element names its parameters, which a caller cannot.
                type.isGeneric = node.genericParameterClause != nil
                declarations.append((file.path, file.text, node, type, isTestCode))
            }
        }
        var candidates: [FunctionKey: OneResultType] = [:]
        for declaration in declarations {
            // Two declarations of one name that disagree (a test's mock returning `Single<Void>`
            // beside the service's `Single<Model>`): the one with a value, so a call whose
            // result is dropped is written `_ = try await`, which compiles for both.
            let key = FunctionKey(declaration.node)
            if let known = candidates[key], !known.returnsNothing, declaration.type.returnsNothing { continue }
            candidates[key] = declaration.type
        }
        // An `Observable` is one result only where the module shows it: a body outside the tests
        // that lowers whole and awaits one (a repository's `Single` `asObservable()`, a `zip` of
        // them). `Observable.just(x)` alone shows nothing: a workflow's step returns one. One
        // that nothing shows is taken out and the elimination starts again, since while it was
        // a candidate it may have dropped a `Single` that calls it.
        let tracksActivity = index.activityIndicator != nil
        let callForms = Self.callForms(of: declarations.map(\.node), declared: index.declaredFunctions)
        let declaredFunctionNames = Set(index.declaredFunctions.map(\.name))
        var (remaining, rewrites, unshown) = Self.eliminate(
            declarations, from: candidates, callForms: callForms, streams: streamProperties,
            tracksActivity: tracksActivity, declaredFunctionNames: declaredFunctionNames)
        while !unshown.isEmpty {
            for key in unshown { candidates[key] = nil }
            (remaining, rewrites, unshown) = Self.eliminate(
                declarations, from: candidates, callForms: callForms, streams: streamProperties,
                tracksActivity: tracksActivity, declaredFunctionNames: declaredFunctionNames)
        }
        candidates = remaining
        for (position, rewrite) in rewrites where rewrite.completesEmpty {
            candidates[FunctionKey(declarations[position].node)]?.completesEmpty = true
        }
        families = Self.adding(callForms, to: candidates)
        for (position, rewrite) in rewrites {
            let path = declarations[position].path
            edits[path, default: []] += rewrite.edits.map {
                RuleEdit(range: $0.range, text: $0.text, rule: .serviceLayer)
            }
            left[path, default: []] += rewrite.left
            drops[path, default: []] += rewrite.drops
            // A callback's value crosses into the async caller: named where nothing shows it Sendable.
            // The function's generic parameters are `Sendable` now (`sendableResultParameters`).
            let generics = Set(
                declarations[position].node.genericParameterClause?.parameters.map(\.name.text) ?? [])
            for edit in rewrite.edits {
                for (_, all) in CallbackValues.unproven(in: edit.text, at: edit.range.lowerBound, index: index) {
                    let types = all.filter { !generics.contains($0) }
                    guard !types.isEmpty else { continue }
                    left[path, default: []].append(
                        LeftConstruct(
                            offset: edit.range.lowerBound,
                            construct: "a callback's value of \(types.joined(separator: ", "))",
                            recipe: .unprovenCallbackValue, keepsRx: false))
                }
            }
        }
        guard !families.isEmpty else { return }
        for file in files {
            let subscriptions = OneResultSubscriptions(source: file.text, families: families, index: index)
            edits[file.path, default: []] += subscriptions.edits(of: file.tree).map {
                RuleEdit(range: $0.range, text: $0.text, rule: .serviceSubscriptions)
            }
            let rewritten = (edits[file.path] ?? []).map(\.range).filter { !$0.isEmpty }
            for guardStatement in WeakSelfGuards.dropped(in: file.tree, rewritten: rewritten) {
                let start = guardStatement.positionAfterSkippingLeadingTrivia.utf8Offset
                drops[file.path, default: []].append(start..<guardStatement.endPosition.utf8Offset)
                guard WeakSelfGuards.doesMoreThanReturn(guardStatement) else { continue }
                left[file.path, default: []].append(
                    LeftConstruct(
                        offset: start, construct: "guard let self else { … }", recipe: .heldSelf, isRemoval: true))
            }
        }
    }

    /// Elimination: a body that cannot be rewritten over the current candidates drops its
    /// function, which may make another body fail in turn. Returns the candidates left and their
    /// rewrites by declaration; or, as soon as a pass finds them, the `Observable`s that cannot
    /// be one result (a body fails, or none shows it), for the caller to take out and start
    /// again: what they made fail in that pass is not dropped.
    private static func eliminate(
        _ declarations: [Declaration], from initial: [FunctionKey: OneResultType],
        callForms: [FunctionKey: FunctionKey],
        streams: Set<String>, tracksActivity: Bool, declaredFunctionNames: Set<String>
    ) -> (candidates: [FunctionKey: OneResultType], rewrites: [Int: OneResultFunctionRewrite], unshown: [FunctionKey]) {
        var candidates = initial
        let oneResults = Set(declarations.filter { $0.type.kind != .observable }.map { FunctionKey($0.node) })
        while true {
            var rewrites: [Int: OneResultFunctionRewrite] = [:]
            var shownOnce: Set<FunctionKey> = []
            var failed: Set<FunctionKey> = []
            for (position, declaration) in declarations.enumerated() {
                let key = FunctionKey(declaration.node)
                guard candidates[key] != nil, !failed.contains(key) else { continue }
                guard
                    let rewrite = OneResultFunctionRewrite(
                        declaration.node, type: declaration.type, source: declaration.text,
                        families: adding(callForms, to: candidates),
                        isTestCode: declaration.isTestCode, streams: streams, tracksActivity: tracksActivity,
                        declaredFunctions: declaredFunctionNames)
                else {
                    failed.insert(key)
                    continue
                }
                if declaration.type.kind == .observable, !declaration.isTestCode,
                    rewrite.awaitsOneShotSource || rewrite.createsOneResult
                {
                    shownOnce.insert(key)
                } else if declaration.type.kind == .observable, !declaration.isTestCode,
                    let body = declaration.node.body, rewrite.left.allSatisfy({ $0.recipe == .completesEmpty }),
                    // Its own name in its body (`asObservable()` returning `relay.asObservable()`)
                    // shows nothing, unless a declaration of one result has it too (a use case's
                    // `setting(named:)` calling the repository's `Single` of the same name).
                    OneResultSubscriptions.callsFamily(
                        Syntax(body), families: candidates.filter { $0.key != key || oneResults.contains(key) })
                {
                    shownOnce.insert(key)
                }
                rewrites[position] = rewrite
            }
            let observables = candidates.filter { $0.value.kind == .observable }.map(\.key)
            let unshown = observables.filter { failed.contains($0) || !shownOnce.contains($0) }
            if !unshown.isEmpty { return (candidates, rewrites, unshown) }
            guard !failed.isEmpty else { return (candidates, rewrites, []) }
            for key in keptWithCallees(failed, declarations, among: candidates, callForms: callForms) {
                candidates[key] = nil
            }
        }
    }

    /// The other keys a call may have, each with the declared key it calls: a call that leaves
    /// out defaulted parameters (``FunctionKey/callForms(of:)``), and a static function's call on
    /// its type (``FunctionKey/typeCallForms(of:)``). A form another function of the module
    /// declares, or two functions share, is not one: the call could be either.
    private static func callForms(of functions: [FunctionDeclSyntax], declared: Set<FunctionKey>)
        -> [FunctionKey: FunctionKey]
    {
        var forms: [FunctionKey: FunctionKey] = [:]
        var ambiguous: Set<FunctionKey> = []
        for function in functions {
            let key = FunctionKey(function)
            let typeForms = FunctionKey.typeCallForms(of: function)
            for form in FunctionKey.callForms(of: function) + typeForms where form != key && !declared.contains(form) {
                if let known = forms[form], known != key { ambiguous.insert(form) }
                forms[form] = key
            }
        }
        return forms.filter { !ambiguous.contains($0.key) }
    }

    /// `families` with each call form of a function in it, as that function.
    static func adding(
        _ callForms: [FunctionKey: FunctionKey], to families: [FunctionKey: OneResultType]
    ) -> [FunctionKey: OneResultType] {
        var all = families
        for (form, key) in callForms where all[form] == nil {
            all[form] = families[key]
        }
        return all
    }

    /// The rewrites of the file at `path`.
    func edits(of path: String) -> [RuleEdit] {
        edits[path] ?? []
    }

    /// What the rewrites of the file at `path` leave to a person.
    func left(in path: String) -> [LeftConstruct] {
        left[path] ?? []
    }

    /// Whether `tree` is a test's: it imports its module `@testable`, or a test framework.
    static func isTestCode(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { statement in
            guard let node = statement.item.as(ImportDeclSyntax.self) else { return false }
            let testable = node.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable"
            }
            return testable || ["XCTest", "Quick", "Nimble", "RxTest", "RxBlocking"].contains(node.path.trimmedText)
        }
    }

    /// Every function declared in `tree`, nested ones included, but those of an extension of
    /// Rx's types (`extension Reactive where Base: Realm { static func execute(…) -> Maybe<T> }`):
    /// the app's own Rx, which its callers read through `.rx` as a library's, and which stays as
    /// it is (an `async` function there left each `Realm.rx.execute { … }.asObservable()`
    /// compiling with neither library).
    private static func functions(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [FunctionDeclSyntax] = []
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                RxProducers.rxTypes.contains(MigrationIndex.baseName(of: node.extendedType))
                    ? .skipChildren : .visitChildren
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}

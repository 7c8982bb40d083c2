/// The service layer made `async` (``OneResultPlan``), the first pass: each function of the module
/// that returns a `Single`, `Maybe` or `Completable` (or an `Observable` whose bodies show one
/// result) becomes `async throws` with its callers' subscriptions, when every implementation can
/// be. It runs first because it moves code (a subscription's handlers into a task), and the
/// file rules then read the module as it is after it.
struct ServiceLayerPass: MigrationPass {
    let plan: OneResultPlan
    let name = "the service layer's rewrite"

    static let description = RuleDescription(
        id: .serviceLayer,
        summary:
            "a function returning `Single<T>`, `Maybe<T>` or `Completable` becomes `async throws -> T` (`T?`, nothing), its body lowered into statements: `map` a line, `flatMap` another `try await`, `catch` a `do`/`catch`; a body on Rx alone is awaited through RxSwift's `value`, named",
        catalogue: [
            "Single", "Maybe", "Completable", "PrimitiveSequence", "PrimitiveSequence.*", "PrimitiveSequenceType.*",
            "SingleEvent", "MaybeEvent.*", "CompletableEvent.*", "SingleTrait", "MaybeTrait", "CompletableTrait",
        ],
        recipes: [.awaitedRx],
        examples: [])

    static let subscriptionsDescription = RuleDescription(
        id: .serviceSubscriptions,
        summary:
            "`service.fetch().subscribe(onSuccess:onFailure:onDisposed:)` becomes a task (`whileActive { }` for `disposeOnDeactivate`, `Task { }` otherwise) with `do { try await … } catch { … }` and the `onDisposed:` body in a `defer`",
        catalogue: ["PrimitiveSequenceType.subscribe(*)"],
        examples: [])

    func run(on stage: FileStage) -> PassOutput {
        var output = PassOutput()
        output.edits = plan.edits(of: stage.path)
        output.findings = plan.left(in: stage.path).map { construct in
            Finding(
                offset: construct.offset, construct: construct.construct, recipe: construct.recipe, rule: .serviceLayer,
                isNote: construct.isRemoval, keepsRx: !construct.isRemoval, isRemoval: construct.isRemoval)
        }
        output.drops = plan.drops[stage.path] ?? []
        return output
    }
}

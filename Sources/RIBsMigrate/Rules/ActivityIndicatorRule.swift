import SwiftSyntax

/// RxSwift's example `ActivityIndicator`, which many apps copy, becomes the runtime's
/// ``ActivityTracker``: the type's uses are renamed, the indicator read as a stream
/// (`asObservable()`, `asDriver()`) is the tracker's `isActive`, and `trackActivity(_:)` on a call
/// that became `async` is `try await tracker.track { … }` (the service layer's). The app's copy
/// of the class is named: nothing needs it once the module is migrated.
final class ActivityIndicatorRule: FileRule {
    override class var description: RuleDescription {
        RuleDescription(
            id: .activityIndicator,
            summary:
                "RxSwift's example `ActivityIndicator` becomes the runtime's `ActivityTracker`: `request().trackActivity(indicator)` is `try await indicator.track { try await request() }`, the indicator as a stream `indicator.isActive`",
            recipes: [.activityIndicatorCopy, .trackActivityOnStream],
            examples: examples)
    }

    private var declaresExample = false

    override func start(_ tree: SourceFileSyntax) {
        declaresExample = ActivityIndicators.declaresExample(tree)
    }

    private var isOn: Bool { file.index.activityIndicator != nil && !file.keepsRxStreams }

    /// The app's copy stays whole, named: what uses it is rewritten to the tracker.
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isOn, ActivityIndicators.isRxSwiftsExample(node) else { return .visitChildren }
        file.leave(
            node, at: node.classKeyword, construct: "RxSwift's example ActivityIndicator",
            recipe: .activityIndicatorCopy)
        file.keptWhole = .activityIndicator
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        rename(node.name)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        rename(node.baseName)
        return .visitChildren
    }

    private func rename(_ token: TokenSyntax) {
        guard isOn, !declaresExample, token.text == "ActivityIndicator", !file.isOwned(token) else { return }
        file.rename(token, to: "ActivityTracker")
        file.usesRuntime = true
    }

    /// `indicator.asObservable()`, `.asDriver()`, `.asSharedSequence()`, `.asSignal(…)`: its
    /// `isActive`; a `trackActivity(_:)` the service layer did not lower is named.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard isOn, !declaresExample, !file.isOwned(node.calledExpression), !file.isHandled(node),
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return .visitChildren }
        let name = member.declName.baseName.text
        if ["asObservable", "asDriver", "asSharedSequence", "asSignal"].contains(name),
            file.index.activityNames.contains(MigrationIndex.lastName(of: base))
        {
            file.handle(node)
            file.replace(from: member.period, through: node, with: ".isActive")
            file.usesRuntime = true
        } else if name == "trackActivity", node.arguments.count == 1 {
            file.handle(node)
            file.leave(
                node, at: member.period, construct: "trackActivity(…) on a stream", recipe: .trackActivityOnStream)
        }
        return .visitChildren
    }
}

extension ActivityIndicatorRule {
    /// What the rule makes of Rx and what it leaves, as `ribs migrate` runs it: `MigrationRuleTests`
    /// runs each one.
    static var examples: [RuleExample] {
        [
            .rewrites(
                #"""
                import RIBs
                import RxSwift

                protocol SearchRepository {
                    func search(_ query: String) -> Single<[String]>
                }

                final class SearchInteractor: Interactor {
                    private let repository: SearchRepository
                    private let loading = ActivityIndicator()

                    init(repository: SearchRepository) {
                        self.repository = repository
                        super.init()
                    }

                    func search(_ query: String) {
                        repository.search(query)
                            .trackActivity(loading)
                            .subscribe(onSuccess: { results in print(results) })
                            .disposeOnDeactivate(interactor: self)
                    }
                }
                """#,
                to: #"""
                    import RIBs

                    protocol SearchRepository {
                        nonisolated(nonsending) func search(_ query: String) async throws -> [String]
                    }

                    final class SearchInteractor: Interactor {
                        private let repository: SearchRepository
                        private let loading = ActivityTracker()

                        init(repository: SearchRepository) {
                            self.repository = repository
                            super.init()
                        }

                        func search(_ query: String) {
                            whileActive { [self] in
                                do {
                                    let results = try await loading.track { try await repository.search(query) }
                                    print(results)
                                } catch {}
                            }
                        }
                    }
                    """#,
                module: [
                    #"""
                    import RxCocoa
                    import RxSwift

                    public final class ActivityIndicator: SharedSequenceConvertibleType {
                        public typealias Element = Bool
                        public typealias SharingStrategy = DriverSharingStrategy

                        private let lock = NSRecursiveLock()
                        private let relay = BehaviorRelay(value: 0)
                        private let loading: SharedSequence<SharingStrategy, Bool>

                        public init() {
                            loading = relay.asDriver().map { $0 > 0 }.distinctUntilChanged()
                        }

                        fileprivate func trackActivityOfObservable<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
                            return Observable.using({ () -> ActivityToken<Source.Element> in
                                self.increment()
                                return ActivityToken(source: source.asObservable(), disposeAction: self.decrement)
                            }) { t in
                                return t.asObservable()
                            }
                        }

                        private func increment() {
                            lock.lock()
                            relay.accept(relay.value + 1)
                            lock.unlock()
                        }

                        private func decrement() {
                            lock.lock()
                            relay.accept(relay.value - 1)
                            lock.unlock()
                        }

                        public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
                            return loading
                        }
                    }

                    extension ObservableConvertibleType {
                        public func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
                            return activityIndicator.trackActivityOfObservable(self)
                        }
                    }
                    """#
                ])
        ]
    }
}

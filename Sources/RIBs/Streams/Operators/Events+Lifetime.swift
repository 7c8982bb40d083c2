extension Events {
    /// These events, with `onSubscribe` run when a subscription to them starts and `onDispose`
    /// when it ends: cancelled, cancelled by the RIB it is bound to (`cancelOnDeactivate` when
    /// the interactor resigns, or at once when it is inactive), or its interactor freed. Rx's
    /// `do(onNext:onSubscribe:onDispose:)`, which Uber's tests use to see a subscription end.
    ///
    /// ```swift
    /// scores.do(onDispose: { log.append("no longer watching scores") })
    ///     .subscribe(onNext: { [weak self] in self?.presenter.show($0) })
    ///     .cancelOnDeactivate(interactor: self)
    /// ```
    public func `do`(
        onNext effect: (@MainActor (Element) -> Void)? = nil,
        onSubscribe: (@MainActor () -> Void)? = nil,
        onDispose: @escaping @MainActor () -> Void
    ) -> Events<Element> {
        let base = source
        var derived = EventSource<Element>(derived: { handle in
            onSubscribe?()
            let registration = base.attach { element in
                effect?(element)
                handle(element)
            }
            return DeliveryRegistration { after in
                registration.end(after)
                onDispose()
            }
        })
        // A source that tells its end keeps telling it: the end, then `onDispose`, once.
        if let attachEnding = base.attachEnding {
            derived.attachEnding = {
                @MainActor @Sendable
                (handle: @escaping @MainActor (Element) -> Void, onEnd: @escaping @MainActor () -> Void)
                    -> DeliveryRegistration in
                onSubscribe?()
                let disposed = OperatorState(false)
                let disposeOnce: @MainActor () -> Void = {
                    guard !disposed.value else { return }
                    disposed.value = true
                    onDispose()
                }
                let passOn: @MainActor (Element) -> Void = { element in
                    effect?(element)
                    handle(element)
                }
                let end: @MainActor () -> Void = {
                    onEnd()
                    disposeOnce()
                }
                let registration = attachEnding(passOn, end)
                return DeliveryRegistration { after in
                    registration.end(after)
                    disposeOnce()
                }
            }
        }
        return Events(source: derived)
    }
}

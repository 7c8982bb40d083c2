import SwiftSyntax

/// A library's Rx call that delivers one result and completes, as a `Single` would, though it
/// is typed `Observable`: RxAlamofire's requests (`RxAlamofire.requestData(…)`, or `requestData(…)` in
/// a file that imports RxAlamofire) and RxCocoa's
/// `URLSession` ones (`session.rx.data(request:)`). An `Observable` function whose body awaits
/// one is one result, awaited through RxSwift's `asSingle().value` and named; before, the tool
/// made such a function `Events`, which a library's `Observable` is not.
enum OneShotLibrarySources {
    /// RxAlamofire's functions that make one request and deliver its one response.
    static let rxAlamofire: Set<String> = [
        "request", "requestData", "requestJSON", "requestString", "requestDecodable", "requestResponse",
        "data", "json", "string", "decodable",
    ]
    /// RxCocoa's `URLSession.rx` requests, and RxAlamofire's on a `DataRequest`.
    static let reactive: Set<String> = [
        "data", "response", "json", "responseData", "responseJSON", "responseString", "responseDecodable",
    ]

    /// Whether the chain `expression` starts from one of those calls. `declared`: the names of
    /// the module's own functions, which an unqualified call names before RxAlamofire's (an
    /// app's `data()` of three values is no request).
    static func startsFromOneShot(_ expression: ExprSyntax, declared: Set<String> = []) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        {
            if let known = request(call) { return known }
            current = base
        }
        // `requestData(.get, url)`, as RxAlamofire's README writes it, in a file that imports it.
        guard let call = current.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            rxAlamofire.contains(name), !declared.contains(name), let file = current.root.as(SourceFileSyntax.self)
        else { return false }
        return FileRewrite.imports("RxAlamofire", in: file)
    }

    /// Whether `call` is one of those requests itself (`provider.rx.request(.user)`,
    /// `RxAlamofire.requestData(…)`), whatever follows it.
    static func isRequest(_ call: FunctionCallExprSyntax) -> Bool {
        request(call) == true
    }

    /// For a call on `RxAlamofire` or through `.rx`, whether it is one of those requests; `nil`
    /// for any other call, which a chain reads on from. RxMoya's `provider.rx.request(…)`, a
    /// `Single` an app hands on with `asObservable()`, is one in a file that imports Moya:
    /// RxAlamofire's `rx.request` is an `Observable` of requests, and an app's own `Reactive`
    /// member may send many.
    private static func request(_ call: FunctionCallExprSyntax) -> Bool? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        let name = member.declName.baseName.text
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "RxAlamofire" { return rxAlamofire.contains(name) }
        guard isReactiveNamespace(base) else { return nil }
        return reactive.contains(name) || (name == "request" && importsMoya(call))
    }

    private static func importsMoya(_ node: some SyntaxProtocol) -> Bool {
        guard let file = node.root.as(SourceFileSyntax.self) else { return false }
        return (FileRewrite.imports("Moya", in: file) || FileRewrite.imports("RxMoya", in: file))
            && !FileRewrite.imports("RxAlamofire", in: file)
    }

    private static func isReactiveNamespace(_ expression: ExprSyntax) -> Bool {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rx"
    }
}

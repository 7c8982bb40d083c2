import TestSupport
import Testing

@testable import RIBsMock

/// What a handler takes and returns where a requirement is generic or opaque.
@Suite(.ownThreads) struct HandlerTypesTests {
    @Test(arguments: [
        ("T", "Any"),
        ("[T]", "[Any]"),
        ("T?", "Any?"),
        ("T.Type", "Any.Type"),
        ("T.Result", "Any"),
        ("T.Result.Element", "Any"),
        ("some Request<T>", "any Request"),
        ("any Request<T>", "any Request"),
        ("some Request<Int>", "any Request<Int>"),
        ("(some Error)?", "(any Error)?"),
        ("Dictionary<String, T>", "Dictionary<String, Any>"),
        ("Tuple", "Tuple"),
        ("(Int) -> T", "(Int) -> Any"),
    ])
    func erasure(type: String, erased: String) {
        #expect(HandlerTypes.erase(type, generics: ["T"]) == erased)
    }

    @Test(arguments: [
        ("T", "Any", false),
        ("some Request<T>", "any Request", false),
        ("(T) -> Int", "Any", true),
        ("@escaping (T) -> Int", "Any", false),
        ("((T) -> Int)?", "Any?", false),
        ("(Int) -> T", "(Int) -> Any", false),
        ("KeyPath<String, T>", "Any", false),
        ("[String: T]", "[String: Any]", false),
        ("Int", "Int", false),
    ])
    func parameters(type: String, handlerType: String, lent: Bool) {
        let result = HandlerTypes.parameter(type, generics: ["T"])
        #expect(result.type == handlerType)
        #expect(result.isNonEscapingClosure == lent)
    }

    /// The first declared overload keeps the plain name; later ones add labels, then types, then
    /// where clauses, as Mockolo names them.
    @Test func overloadsAreNamedInDeclarationOrder() {
        let members: [MockMember] = [
            .property(MockProperty(name: "talk", type: "Int", isSettable: false)),
            .method(MockMethod(name: "talk", parameters: [MockParameter(label: "_", name: "dismiss", type: "Bool")])),
            .method(MockMethod(name: "remove", parameters: [MockParameter(label: "_", name: "arg", type: "Int")])),
            .method(MockMethod(name: "remove", parameters: [MockParameter(label: "_", name: "arg", type: "String")])),
            .method(MockMethod(name: "remove", parameters: [MockParameter(label: "_", name: "arg", type: "Float")])),
            .method(
                MockMethod(
                    name: "connect", genericParameters: "<T>",
                    parameters: [MockParameter(label: "adapter", name: "adapter", type: "T")], whereClause: "where T: A"
                )),
            .method(
                MockMethod(
                    name: "connect", genericParameters: "<T>",
                    parameters: [MockParameter(label: "adapter", name: "adapter", type: "T")], whereClause: "where T: B"
                )),
            .method(
                MockMethod(
                    name: "connect", genericParameters: "<T>",
                    parameters: [MockParameter(label: "adapter", name: "adapter", type: "T")], whereClause: "where T: C"
                )),
            .method(
                MockMethod(
                    name: "connect", genericParameters: "<T>",
                    parameters: [MockParameter(label: "adapter", name: "adapter", type: "T")], whereClause: "where T: D"
                )),
        ]
        let names = MemberNames(members: members)
        #expect(
            members.dropFirst().map { names.name(of: $0) } == [
                "talkDismiss", "remove", "removeArg", "removeArgFloat", "connect", "connectAdapter", "connectAdapterT",
                "connectAdapterTTD",
            ])
    }
}

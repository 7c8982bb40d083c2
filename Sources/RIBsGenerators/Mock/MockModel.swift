/// A protocol to mock, as the parser read it: what the renderer needs and nothing of the syntax
/// tree, so rendering is a pure function of this value.
public struct MockableProtocol: Hashable, Sendable {
    /// The protocol's name ("WebServicing").
    public var name: String
    /// `public`, `package` or nothing; the mock gets the same.
    public var accessLevel: String
    /// The protocols it refines, as written.
    public var inheritedTypes: [String]
    /// Attributes to carry over to the mock (`@MainActor`, `@available(...)`).
    public var attributes: [String]
    /// The arguments of the `@mockable` annotation.
    public var annotation: MockAnnotation
    /// Its requirements, in source order.
    public var members: [MockMember]
    /// Where it was declared, for ordering output and for messages.
    public var location: SourceLocation
    /// An annotated class (`--mock-all`) rather than a protocol: its mock is a subclass whose
    /// members override the class's.
    public var isClass = false
    /// Whether the class is `final`, so it cannot be mocked by subclassing.
    public var isFinal = false
    /// The protocol's own `where` clause (`where T: Equatable`), if any.
    public var whereClause: String?
    /// The types it is declared in, outermost first (`FooView`, or `AAA.BBB` for an
    /// extension): its mock goes in an extension of the innermost.
    public var enclosingTypes: [String] = []

    public init(
        name: String,
        accessLevel: String = "",
        inheritedTypes: [String] = [],
        attributes: [String] = [],
        annotation: MockAnnotation = MockAnnotation(),
        members: [MockMember] = [],
        location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
    ) {
        self.name = name
        self.accessLevel = accessLevel
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.annotation = annotation
        self.members = members
        self.location = location
    }

    /// The global actor the protocol is isolated to, if any (`@MainActor`).
    public var globalActor: String? {
        attributes.first { $0 == "@MainActor" || $0.hasSuffix("Actor") && !$0.hasPrefix("@available") }
    }
}

/// A place in a source file.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// `/// @mockable(typealias: T = Int; history: login = true; override: name = LoginMock)`.
public struct MockAnnotation: Hashable, Sendable {
    public var typealiases: [String: String] = [:]
    public var mockName: String?
    public var moduleName: String?
    public var history: Set<String> = []
    public var modifiers: [String: String] = [:]

    public init() {}
}

/// One requirement of a protocol.
public enum MockMember: Hashable, Sendable {
    case method(MockMethod)
    case property(MockProperty)
    /// `subscript(index: Int) -> String { get set }`.
    case subscriptRequirement(MockSubscript)
    /// `init(name: String)`: the mock implements it as a `required init`.
    case initializer(parameters: [MockParameter], throwsClause: String?, isAsync: Bool)
    /// `associatedtype Item: Equatable = Int where Item: Sendable`.
    case associatedType(MockAssociatedType)
    /// `#if … #elseif … #else … #endif` around requirements: each clause's directive
    /// (`#if DEBUG`, `#else`) and its members, kept as such in the mock.
    indirect case conditional([MockConditionalClause])
}

/// An associated type requirement.
public struct MockAssociatedType: Hashable, Sendable {
    public var name: String
    /// `Hashable & Sendable`, if constrained.
    public var constraint: String?
    /// The default type (`= Int`), if any.
    public var defaultType: String?
    /// `where Item.ID == Int`, if any.
    public var whereClause: String?

    public init(name: String, constraint: String? = nil, defaultType: String? = nil, whereClause: String? = nil) {
        self.name = name
        self.constraint = constraint
        self.defaultType = defaultType
        self.whereClause = whereClause
    }
}

/// A subscript requirement.
public struct MockSubscript: Hashable, Sendable {
    public var parameters: [MockParameter]
    public var returnType: String
    public var isSettable: Bool
    public var isStatic = false
    public var genericParameters: String?
    public var whereClause: String?

    public init(parameters: [MockParameter], returnType: String, isSettable: Bool, isStatic: Bool = false, genericParameters: String? = nil, whereClause: String? = nil) {
        self.parameters = parameters
        self.returnType = returnType
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.genericParameters = genericParameters
        self.whereClause = whereClause
    }
}

/// One clause of a `#if` block in a protocol.
public struct MockConditionalClause: Hashable, Sendable {
    /// `#if DEBUG`, `#elseif os(Linux)`, `#else`.
    public var directive: String
    public var members: [MockMember]

    public init(directive: String, members: [MockMember]) {
        self.directive = directive
        self.members = members
    }
}

/// A function requirement.
public struct MockMethod: Hashable, Sendable {
    public var name: String
    public var genericParameters: String?
    public var parameters: [MockParameter]
    public var returnType: String?
    public var isAsync: Bool
    /// `throws`, `rethrows`, `throws(SomeError)`, or `nil`.
    public var throwsClause: String?
    public var isStatic: Bool
    public var whereClause: String?
    public var attributes: [String]

    public init(
        name: String,
        genericParameters: String? = nil,
        parameters: [MockParameter] = [],
        returnType: String? = nil,
        isAsync: Bool = false,
        throwsClause: String? = nil,
        isStatic: Bool = false,
        whereClause: String? = nil,
        attributes: [String] = []
    ) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.isAsync = isAsync
        self.throwsClause = throwsClause
        self.isStatic = isStatic
        self.whereClause = whereClause
        self.attributes = attributes
    }
}

/// A parameter of a function requirement.
public struct MockParameter: Hashable, Sendable {
    /// The argument label, `_` for none.
    public var label: String
    /// The name the body uses.
    public var name: String
    /// The type as written (`String`, `inout Int`, `@escaping () -> Void`, `Int...`).
    public var type: String

    public init(label: String, name: String, type: String) {
        self.label = label
        self.name = name
        self.type = type
    }
}

/// A property requirement.
public struct MockProperty: Hashable, Sendable {
    public var name: String
    public var type: String
    public var isSettable: Bool
    public var isStatic: Bool
    public var attributes: [String]
    /// The effects of an effectful getter (`async throws`), if it has any: its mock reads
    /// through a handler.
    public var getterEffects: String?

    public init(name: String, type: String, isSettable: Bool, isStatic: Bool = false, attributes: [String] = []) {
        self.name = name
        self.type = type
        self.isSettable = isSettable
        self.isStatic = isStatic
        self.attributes = attributes
    }
}

import Foundation

/// Every protocol the sources declare, by name, as the resolver asks for them: from a dictionary
/// in a clean run, or from the files' cached entries, decoded only when asked, in a run after an
/// edit. With a ``NameLog``, each name asked for is written down, found or not: what a mock's
/// resolution depended on, which a later run checks to know whether the mock can be kept.
struct ProtocolTable: Sendable {
    private let find: @Sendable (String) -> MockableDeclaration?
    private let log: NameLog?

    /// The protocols `find` gives, each name asked for written to `log`.
    init(log: NameLog? = nil, find: @escaping @Sendable (String) -> MockableDeclaration?) {
        self.find = find
        self.log = log
    }

    /// The protocols of `parsed`, the first file to declare a name winning.
    init(parsed: [ParsedMockSource]) {
        var protocols: [String: MockableDeclaration] = [:]
        for file in parsed { protocols.merge(file.allProtocols) { first, _ in first } }
        self.init { [protocols] in protocols[$0] }
    }

    /// The same table, asking through `log`.
    func logging(to log: NameLog) -> ProtocolTable { ProtocolTable(log: log, find: find) }

    subscript(name: String) -> MockableDeclaration? {
        log?.add(name)
        return find(name)
    }
}

/// The names a resolution or a rendering looked up, in one thread at a time.
final class NameLog: @unchecked Sendable {
    private(set) var names: Set<String> = []

    func add(_ name: String) { names.insert(name) }
}

import RIBsDependencyGraph
import RIBsSource

/// What the parser found in one source file.
package struct ParsedMockSource: Sendable, Codable, Equatable {
    /// Protocols carrying the annotation, in source order.
    package var annotated: [MockableDeclaration] = []
    /// Every protocol of the file by name, annotated or not: parents can be anywhere.
    package var allProtocols: [String: MockableDeclaration] = [:]
    /// The file's import declarations, as written (`#if` blocks included).
    package var imports: [String] = []
    /// Syntax errors, after which the file contributes no mock, and annotations that cannot be
    /// written into Swift, whose declaration gets no mock.
    package var errors: [Diagnostic] = []
    /// What `ribs deps` reads in the file, for a module whose pass-through protocols mocks
    /// refine (``MockGenerator/Source/dependencyModule``); nil otherwise.
    package var dependencies: DepsSource?

    /// A file that holds nothing (no protocol, no import, no error), or one that holds only
    /// `errors`.
    package init(errors: [Diagnostic] = []) {
        self.errors = errors
    }
}

/// Kept in the cache in ``CompactEncoder``'s form.
extension ParsedMockSource: CacheCodable {}

/// One file a scaffolding command writes: where (relative to the source or the test folder)
/// and what.
package struct ScaffoldFile: Equatable, Sendable {
    /// The folder the path is relative to.
    package enum Root: Sendable {
        /// The RIB's source folder (`--in`).
        case sources
        /// The test folder of the module (`--tests-in`).
        case tests
    }

    package var root: Root
    /// `Login/LoginBuilder.swift`.
    package var path: String
    package var contents: String

    package init(root: Root, path: String, contents: String) {
        self.root = root
        self.path = path
        self.contents = contents
    }
}

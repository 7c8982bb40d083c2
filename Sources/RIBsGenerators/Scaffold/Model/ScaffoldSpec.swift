/// Everything `ribs new` needs to render a RIB: its name and shape, the module its tests
/// import, and whether to write tests.
package struct ScaffoldSpec: Sendable {
    package var name: RIBName
    package var shape: RIBShape
    /// The module the RIB's source folder builds (`@testable import` in its tests).
    package var module: String
    /// Whether to write `<Name>InteractorTests.swift` and `<Name>RouterTests.swift` (or the
    /// style's equivalent).
    package var tests: Bool

    package init(name: RIBName, shape: RIBShape, module: String, tests: Bool = true) {
        self.name = name
        self.shape = shape
        self.module = module
        self.tests = tests
    }
}

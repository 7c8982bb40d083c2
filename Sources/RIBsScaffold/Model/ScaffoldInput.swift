/// What a user gives the scaffolder, by what it means rather than how a front end spells it:
/// the generators' messages name an input through it (`"Pass \(ScaffoldInput.force) to replace it"`),
/// and the `ribs` command prints its flag there (`--force`), which the generators do not know.
package enum ScaffoldInput: String, Sendable, CaseIterable {
    /// Permission to replace files that exist.
    case force
    /// A builder parameter, `name:Type` or `name:Type=example`.
    case parameter
    /// A dependency, `name:Type` or `name:Type=example`.
    case dependency
    /// What a stream-style RIB or an RVB module tells its parent, `name:Type`.
    case output
    /// Writing no tests.
    case noTests
    /// The RIBs a workflow's link goes through, from the root.
    case through
    /// The RIBs of a workflow whose step opens the next one (routes to it) before waiting for it.
    case opens
    /// A workflow's last step is `async`, to call a service.
    case asyncLastStep
    /// The folder the tests go in.
    case testsFolder
    /// The folder the sources go in.
    case sourcesFolder
    /// The module the sources go in.
    case module
    /// The RIB whose component is extended.
    case parent
    /// The RIB a component extension is for.
    case child
    /// How often a worker's loop runs.
    case interval
    /// Writing a launched RIB without the executable's entry point.
    case noEntryPoint

    /// How a message names the input where no front end spells it: its name, in backquotes.
    package var plainName: String { "`\(rawValue)`" }
}

/// What one pass makes of one file: its edits, what it leaves to a person, what it removed on
/// purpose, and what it wrote whole. Every place is in the text of the stage it read.
struct PassOutput {
    var edits: [RuleEdit] = []
    var findings: [Finding] = []
    /// Ranges a rule removed on purpose (a handler it proved can never run, a scheduler nothing
    /// needs), each named by one of ``findings``: ``KeptCodeCheck`` does not look for them.
    var drops: [Range<Int>] = []
    /// Ranges the pass wrote whole, which later passes leave alone (a reactor's `Mutations`).
    var owned: [Range<Int>] = []
    /// Functions a rule renamed (`setUpWithError` is `setUp`), by ``FunctionRename/key(_:at:)``:
    /// ``KeptCodeCheck`` finds their code under the new name.
    var renamedFunctions: [String: String] = [:]
    /// Functions a rule joined to the one declared before them, by the UTF-8 offset of their
    /// declaration (a case's `setUp()` into its `setUpWithError()`, which becomes `setUp()`):
    /// ``KeptCodeCheck`` finds their code in that one.
    var joinedFunctions: Set<Int> = []
    /// Why the pass leaves the whole file as it was, when it does.
    var leftAsItWas: String?

    /// An output with no change.
    static let unchanged = PassOutput()
}

import RIBsSource

/// `ribs migrate`: a module of an app on Uber's RIBs and RxSwift, rewritten for swift-ribs and
/// Swift 6, with what it cannot do listed at file:line with its recipe.
package enum Migration {
    /// A file the codemod changed.
    package struct ChangedFile: Equatable, Sendable {
        package var path: String
        package var original: String
        package var migrated: String
        /// Lines of the original that the change touches (removed or replaced, or added).
        package var changedLines: Int
        /// The rules whose edits changed the file, in the order they first did.
        var rules: [RuleID] = []
    }

    /// What a run did and left.
    package struct Result: Sendable {
        package var changed: [ChangedFile] = []
        /// Each construct left to a person, with its recipe, in file order.
        package var manualSteps: [Diagnostic] = []
        /// How many lines the manual steps span.
        package var manualLines = 0
        /// Files left as they were because they are not UTF-8 text, do not parse, or the codemod
        /// could not rewrite them into code that parses, each with why (a file may have several
        /// diagnostics).
        package var untouched: [Diagnostic] = []
        /// The files a rewrite was refused for, left as they were: it would have lost a statement
        /// of the app's (``KeptCodeCheck``), left code that does not parse, or two rules changed
        /// the same code. Each is among ``untouched``, with why.
        package var refused: [String] = []
        /// For each file refused for code a rewrite would lose, that rewrite and what it lost.
        package var refusedRewrites: [String] = []
        /// What each manual step names and the rule that named it, in the order of ``manualSteps``.
        var named: [NamedConstruct] = []

        /// How many files were left as they were: each once, however many errors it has.
        package var untouchedFileCount: Int { Set(untouched.compactMap(\.location?.file)).count }
    }

    /// A construct a rule left to a person (or named as removed), for the rules' own tests.
    struct NamedConstruct: Equatable, Sendable {
        var path: String
        var construct: String
        var rule: RuleID
        /// What the person is told to write.
        var recipe: Recipe
    }

    /// A file of the module as read from disk: its text, or `nil` when it is not UTF-8.
    package struct Input: Sendable {
        package var path: String
        package var text: String?

        package init(path: String, text: String?) {
            self.path = path
            self.text = text
        }
    }

    /// What a run does with the service layer's `Single`, `Maybe` and `Completable` functions:
    /// makes them `async throws` with their callers (`whole`, the default), or leaves them on
    /// RxSwift for a module not yet migrated (`kept`).
    package typealias Services = OneResultPlan.Services

    /// Migrates `inputs`, naming each one that is not UTF-8 text and leaving it as it is.
    package static func run(_ inputs: [Input], services: Services = .whole) -> Result {
        var result = run(inputs.compactMap { input in input.text.map { (input.path, $0) } }, services: services)
        for input in inputs where input.text == nil {
            result.untouched.append(
                Diagnostic(
                    location: FileLocation(file: input.path, line: 1, column: 1),
                    message:
                        "the file is not UTF-8 text, so ribs migrate left it as it is: save it as UTF-8 and run again"))
        }
        result.untouched.sort(by: Diagnostic.inFileOrder)
        return result
    }

    /// Migrates `files` (path and text), which are one module: a relay declared in one file
    /// and read in another is recognised.
    package static func run(_ files: [(path: String, text: String)], services: Services = .whole) -> Result {
        MigrationPipeline.run(files, services: services)
    }

    /// Lines removed or added between `old` and `new`, counting a replaced line once.
    static func changedLineCount(_ old: String, _ new: String) -> Int {
        let difference = new.split(separator: "\n", omittingEmptySubsequences: false)
            .difference(from: old.split(separator: "\n", omittingEmptySubsequences: false))
        return max(difference.insertions.count, difference.removals.count)
    }
}

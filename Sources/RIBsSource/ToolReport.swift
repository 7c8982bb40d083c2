/// What a tool's run says, in the one shape every tool reports in: what goes to standard output
/// (a diff, the files written), its diagnostics for standard error, its summary line, and
/// whether the command fails. The tool builds it; `RIBsCommands` prints it and sets the status.
package struct ToolReport: Equatable, Sendable {
    /// For standard output, as it is: a dry run's diff (which `git apply` reads), or a line for
    /// each file written.
    package var output = ""
    /// For standard error, in the compiler's form.
    package var diagnostics: [Diagnostic] = []
    /// The run in one line (`ribs mock: 12 source files, 3 mocks written`).
    package var summary: String?
    /// Whether the command exits with a failure once the report is printed.
    package var failed = false

    package init(output: String = "", diagnostics: [Diagnostic] = [], summary: String? = nil, failed: Bool = false) {
        self.output = output
        self.diagnostics = diagnostics
        self.summary = summary
        self.failed = failed
    }
}

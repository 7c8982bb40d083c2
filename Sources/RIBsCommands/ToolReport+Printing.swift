import ArgumentParser
import Foundation
import RIBsSource

extension ToolReport {
    /// Where a command prints a report's summary.
    enum SummaryPlace {
        /// After the output, on standard output.
        case output
        /// On standard error, after the diagnostics: where standard output is a diff that
        /// `git apply` reads.
        case standardError
        /// Nowhere (`ribs mock` at a quiet logging level).
        case none
    }

    /// Prints the report as every command prints one: its output on standard output, its
    /// diagnostics on standard error, one a line in the compiler's form, and its summary where
    /// `summary` says. Throws a failure exit code when the report failed and `failing`.
    func print(summary place: SummaryPlace = .output, failing: Bool = true) throws {
        Swift.print(output, terminator: "")
        for diagnostic in diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
        if let summary {
            switch place {
            case .output: Swift.print(summary)
            case .standardError: FileHandle.standardError.write(Data((summary + "\n").utf8))
            case .none: break
            }
        }
        if failed && failing { throw ExitCode.failure }
    }
}

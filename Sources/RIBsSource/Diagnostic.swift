/// A problem in an input file, at a place a developer can jump to: what every generator reports.
package struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    package var location: FileLocation
    package var message: String
    /// A warning (the run goes on, `--strict` included) rather than an error.
    package var isWarning = false
    /// A note: what explains another diagnostic, and asks nothing more.
    package var isNote = false

    package init(location: FileLocation, message: String, isWarning: Bool = false, isNote: Bool = false) {
        self.location = location
        self.message = message
        self.isWarning = isWarning
        self.isNote = isNote
    }

    /// `path:line:column: error: message`, as compilers print it.
    package var description: String {
        "\(location): \(isNote ? "note" : isWarning ? "warning" : "error"): \(message)"
    }
}

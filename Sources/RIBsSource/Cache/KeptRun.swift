import Foundation

/// What a run of `ribs mock` or `ribs deps` with a cache wrote, kept under its run's key: a run with the same
/// key leaves those files as they are, when they still are, and says what that run said.
package struct KeptRun: Codable, Sendable {
    /// A file the run wrote, as it left it.
    package struct File: Codable, Sendable, Equatable {
        package var path: String
        package var size: Int
        package var modified: Double

        /// `path` as it is now; `nil` when it is not there.
        package init?(at path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = (attributes[.size] as? NSNumber)?.intValue,
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970
            else { return nil }
            self.path = path
            self.size = size
            self.modified = modified
        }
    }

    /// What the run printed on standard error (its errors and warnings), line by line.
    package var diagnostics: [Diagnostic]
    /// The files it wrote.
    package var files: [File]
    /// Its summary line.
    package var summary: String

    package init(diagnostics: [Diagnostic], files: [File], summary: String) {
        self.diagnostics = diagnostics
        self.files = files
        self.summary = summary
    }

    /// Whether every file the run wrote is still as it left it.
    package var filesAreAsWritten: Bool {
        !files.isEmpty && files.allSatisfy { File(at: $0.path) == $0 }
    }
}

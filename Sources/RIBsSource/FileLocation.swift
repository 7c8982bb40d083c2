/// A place in a source file.
package struct FileLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

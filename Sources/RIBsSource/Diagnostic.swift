/// What a tool tells a person, the one way every tool tells it: a problem in an input file, at a
/// place a developer can jump to, or a word about the run as a whole (a folder skipped, why no
/// mock was made), at no place.
package struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where, or `nil` for what concerns the run rather than a place in a file.
    package var location: FileLocation?
    package var message: String
    /// A warning (the run goes on, `--strict` included) rather than an error.
    package var isWarning = false
    /// A note: what explains another diagnostic, and asks nothing more.
    package var isNote = false

    package init(location: FileLocation?, message: String, isWarning: Bool = false, isNote: Bool = false) {
        self.location = location
        self.message = message
        self.isWarning = isWarning
        self.isNote = isNote
    }

    /// A note about the run, at no place.
    package static func note(_ message: String) -> Diagnostic {
        Diagnostic(location: nil, message: message, isNote: true)
    }

    /// A warning about the run, at no place.
    package static func warning(_ message: String) -> Diagnostic {
        Diagnostic(location: nil, message: message, isWarning: true)
    }

    /// `path:line:column: error: message`, as compilers print it (`warning: message` at no place).
    package var description: String {
        "\(location.map { "\($0): " } ?? "")\(isNote ? "note" : isWarning ? "warning" : "error"): \(message)"
    }

    /// Whether `lhs` comes before `rhs` in file order, by place (what has none first): a sort's
    /// order. Two at one place are not ordered, and keep the order a rule found them in (the
    /// standard library's sort is stable); not `Comparable`'s `<`, which must order what is not
    /// equal.
    package static func inFileOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): true
        case (let left?, let right?): left < right
        default: false
        }
    }
}

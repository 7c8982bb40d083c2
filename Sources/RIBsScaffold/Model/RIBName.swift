/// A RIB's name, checked: a Swift type-name prefix such as `Login` or `LoggedOut`, from which
/// every generated name is made (`LoginBuilder`, `LoginRouting`, `loginBuilder`).
package struct RIBName: Hashable, Sendable, CustomStringConvertible {
    /// The name as given: `LoggedOut`.
    package let value: String

    /// Checks `value`; the error says what is wrong and what to type instead.
    package init(_ value: String) throws(ScaffoldError) {
        guard let first = value.unicodeScalars.first else {
            throw ScaffoldError("the RIB name is empty: give one, such as Login.")
        }
        guard SwiftIdentifier.isIdentifier(value) else {
            throw ScaffoldError(
                "\(value) is not a Swift identifier: use letters, digits and _ only, not starting with a digit (such as LoggedOut)."
            )
        }
        guard !SwiftIdentifier.isReserved(value) else {
            throw ScaffoldError(
                "\(value) is a Swift keyword, or a name RIBs or the standard library uses: pick another name.")
        }
        guard first.properties.isUppercase else {
            throw ScaffoldError(
                "\(value) does not start with a capital letter: RIB names prefix type names, so use \(value.prefix(1).uppercased() + value.dropFirst())."
            )
        }
        self.value = value
    }

    /// The name with its first letter lowercased, for properties and parameters: `loggedOut`.
    /// A leading acronym is lowercased whole (`URLPicker` gives `urlPicker`).
    package var lowerCamel: String {
        let scalars = Array(value)
        var upper = 0
        while upper < scalars.count, scalars[upper].isUppercase { upper += 1 }
        // In `URLPicker` the P starts the next word: keep it.
        let lowered = upper > 1 && upper < scalars.count ? upper - 1 : max(upper, 1)
        return String(scalars[..<lowered]).lowercased() + String(scalars[lowered...])
    }

    package var description: String { value }
}

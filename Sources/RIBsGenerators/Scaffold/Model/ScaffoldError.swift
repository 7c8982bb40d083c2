/// Why a scaffolding command refused: the message names the place (a file and line, a name, a
/// folder) and the fix. Nothing was written.
package struct ScaffoldError: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}

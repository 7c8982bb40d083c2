/// Why a scaffolding command refused: the message names the place (a file and line, a name, a
/// folder) and the fix, with the inputs left for the front end to spell. Nothing was written.
package struct ScaffoldError: Error, CustomStringConvertible, Equatable {
    package let message: ScaffoldMessage
    package init(_ message: ScaffoldMessage) { self.message = message }

    /// The message with each input by its plain name.
    package var description: String { message.description }
}

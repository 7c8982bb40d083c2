/// Why a command could not do its work (not a misuse of the command line): a file that cannot
/// be read, an inspector that does not answer. `ribs` prints the message and exits with status
/// 1, without the usage text, which `ValidationError` keeps for arguments that do not fit.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

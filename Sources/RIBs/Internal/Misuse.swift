/// Stops the program on a misuse of the runtime, with a message that names the RIBs involved and
/// says how to fix the call.
///
/// Misuse is a programming error (attaching a child twice, detaching a stranger): continuing would
/// corrupt the tree, so it stops in every build configuration, like `fatalError`.
func misuse(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("RIBs misuse: \(message)", file: file, line: line)
}

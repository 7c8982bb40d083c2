/// Files a change would replace, refused because the tool was not told to replace them
/// (``FileSetWriter/write(_:overwrite:)``): nothing was written. The command that asked says
/// which of its flags allows it.
package struct FilesInTheWay: Error, Equatable {
    /// The files that exist, in the change's order.
    package let paths: [String]

    /// The refusal, with `flag` as the way to replace them.
    package func message(replacingWith flag: String) -> String {
        let one = paths.count == 1
        return
            "\(paths.joined(separator: ", ")) already exist\(one ? "s" : ""): nothing was written. Pass \(flag) to replace \(one ? "it" : "them")."
    }
}

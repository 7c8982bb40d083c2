/// Why the source layer could not do what a tool asked of it: a file not written, a manifest not
/// read. The message names the place and the fix; nothing was written.
package struct ToolFailure: Error, CustomStringConvertible, Equatable {
    package let description: String
    package init(_ description: String) { self.description = description }
}

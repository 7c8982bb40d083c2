/// The words a template is filled with: the RIB's name in both cases, and the module its tests
/// import. `ribs new` fills them from a checked ``RIBName``; the Xcode templates, with Xcode's
/// placeholders, so both render from the same text.
package struct TemplateNames: Sendable {
    /// `LoggedOut`.
    package var upper: String
    /// `loggedOut`.
    package var lower: String
    /// The module under test: `App`.
    package var module: String

    package init(upper: String, lower: String, module: String) {
        self.upper = upper
        self.lower = lower
        self.module = module
    }

    package init(_ name: RIBName, module: String) {
        self.init(upper: name.value, lower: name.lowerCamel, module: module)
    }
}

/// Something that builds a RIB. Each RIB declares a `<Name>Buildable` protocol refining it, so a
/// parent depends on the protocol and a test can substitute the builder.
///
/// ```swift
/// protocol LoginBuildable: Buildable {
///     func build(withListener listener: LoginListener) -> LoginRouting
/// }
/// ```
@MainActor
public protocol Buildable: AnyObject {}

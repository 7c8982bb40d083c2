/// The dependency-injection scope of a RIB: it exposes what the RIB and its children need, built
/// from the parent's dependency.
///
/// Properties wrapped in `shared { }` are created once per component; others are
/// created on each access.
///
/// ```swift
/// final class LoggedInComponent: Component<LoggedInDependency> {
///     var mutableScoreStream: MutableScoreStream { shared { ScoreStreamImpl() } }
///     var scoreStream: ScoreStream { mutableScoreStream }
///     var player1Name: String { "Player 1" }
/// }
/// ```
@MainActor
open class Component<DependencyType>: Dependency {
    /// The parent's dependency.
    public let dependency: DependencyType
    @usableFromInline @exclusivity(unchecked) final var sharedInstances = SharedInstanceStore()

    /// Creates a component from the parent's dependency.
    public init(dependency: DependencyType) {
        self.dependency = dependency
    }

    /// Returns the instance `factory` made the first time this property was read on this
    /// component, making it now if there is none.
    ///
    /// The property is identified by its name (`#function`) and its type, so each shared property
    /// has one instance per component, including when that instance is an optional `nil`.
    /// A factory may read other shared properties.
    ///
    /// Unlike Uber's version, no lock and no string hashing are involved: components live on the
    /// main actor, and the key is the address of the compile-time name.
    @inlinable
    public final func shared<T>(__function: StaticString = #function, _ factory: () -> T) -> T {
        let key = SharedInstanceStore.Key(name: __function, type: T.self)
        if let instance: T = sharedInstances.instance(for: key) { return instance }
        let instance = factory()
        sharedInstances.store(instance, for: key)
        return instance
    }
}

import RIBs

/// The app's scope: it owns the web service every RIB below reaches through its dependency.
public final class AppComponent: Component<any EmptyDependency>, RootDependency {
    private let serverURL: String

    /// `serverURL`: the auth server, as `http://host:port`.
    public init(serverURL: String) {
        self.serverURL = serverURL
        super.init(dependency: EmptyComponent())
    }

    /// One web service for the whole app, made on first use.
    public var webService: any WebServicing { shared { WebService(baseURL: serverURL) } }
}

/// The default times an object has to deallocate and a view to disappear, as in Uber's RIBs.
public enum LeakDefaultExpectationTime {
    /// Routers, interactors and presenters: one second.
    public static let deallocation: Duration = .seconds(1)
    /// Views: five seconds, to let dismiss animations finish.
    public static let viewDisappear: Duration = .seconds(5)
}

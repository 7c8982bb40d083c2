/// A leak: an object that should have deallocated, or a view that should have left the screen.
public struct LeakReport: Sendable, Hashable, CustomStringConvertible {
    /// What was expected of the object.
    public enum Expectation: String, Sendable, Hashable {
        case deallocation
        case viewDisappearance
    }

    /// What was expected of the object.
    public let expectation: Expectation
    /// The type of the object that leaked ("OffGameRouter").
    public let typeName: String
    /// Where the RIB stood in the tree when it was detached ("Root/LoggedIn/OffGame"), when known.
    public let path: String?
    /// How long the object had.
    public let within: Duration
    /// The identity of the root of the tree the RIB was detached from: what tells two trees of
    /// one process apart, whatever their names. Known when the detector's ``LeakDetector/leaks``
    /// were read (the inspector reads them) or the runtime observed (``RIBObservation``) as the
    /// RIB left its tree; `nil` otherwise, so that an app nobody watches does not walk up its
    /// tree at every detach.
    public let tree: RIBID?
    /// Whether the check was judged before its time was up: `LeakDetector.runAllChecksNow()`,
    /// which a test's end runs, judges every pending check at once.
    public let isJudgedEarly: Bool

    /// Creates a report.
    public init(
        expectation: Expectation, typeName: String, path: String?, within: Duration, tree: RIBID? = nil,
        isJudgedEarly: Bool = false
    ) {
        self.expectation = expectation
        self.typeName = typeName
        self.path = path
        self.within = within
        self.tree = tree
        self.isJudgedEarly = isJudgedEarly
    }

    /// What most often keeps an object of this kind alive, and the fix: what a leak message
    /// adds to the report.
    public var likelyCause: String {
        if typeName == "RIBNode" {
            return
                "A RIBNode is kept by something that holds one of its RIB's own objects (its router, interactor or view hold the node), "
                + "or by a parent that keeps the BuiltRIB or module after detaching it: drop that reference when the child is detached "
                + "(attachment.onDetach { … })."
        }
        return
            "Something still holds it: a closure capturing it strongly, a parent keeping a reference after detachChild, or a task that outlived the RIB."
    }

    /// The report as the leak detector's message prints it: what was not released, where, and the likely
    /// cause.
    public var description: String {
        let place = path.map { " at \($0)" } ?? ""
        switch (expectation, isJudgedEarly) {
        case (.deallocation, false):
            return "Leak detected: \(typeName)\(place) was not deallocated within \(within)."
        case (.deallocation, true):
            return
                "Leak detected: \(typeName)\(place) was not deallocated when the checks ran at once (as a test's end runs them), before its \(within) were up."
        case (.viewDisappearance, false):
            return "Leak detected: view \(typeName)\(place) is still on screen \(within) after its RIB became inactive."
        case (.viewDisappearance, true):
            return
                "Leak detected: view \(typeName)\(place) was still on screen when the checks ran at once (as a test's end runs them), before its \(within) were up."
        }
    }
}

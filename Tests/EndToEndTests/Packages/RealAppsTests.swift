import Testing

/// The count of a real app's RIB files takes its RIBs and leaves its tests, mocks and stubs.
struct RealAppsTests {
    @Test(arguments: [
        ("App/Tasks/TasksInteractor.swift", true),
        ("App/Root/RootComponent+Tasks.swift", true),
        // An app whose own name says test or mock is still an app.
        ("RIBsTest/Modules/List/ListInteractor.swift", true),
        ("mock-up-ribs/mock-up-ribs/Sources/Feed/FeedRouter.swift", true),
        // Tests, mocks and stubs, by their names or their folders'.
        ("AppTests/Tasks/TasksInteractorTests.swift", false),
        ("App/Tasks/TasksRoutingMock.swift", false),
        ("App/Mocks/TasksRouter.swift", false),
        ("AppUITests/TasksRouter.swift", false),
        ("App/Tasks/MockTasksListener.swift", false),
        ("App/Tasks/TasksViewController.swift", false),
        ("Pods/RIBs/RIBs/Classes/Router.swift", false),
    ])
    func ribFilesAreKnownByName(path: String, isRIBFile: Bool) {
        #expect(RealApps.isRIBFile(path) == isRIBFile)
    }
}

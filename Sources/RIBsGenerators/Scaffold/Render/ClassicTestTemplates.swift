/// Tests for a classic RIB that pass as generated and show where the first assertions go. They
/// use `RIBsTesting` and the mocks `RIBsMockPlugin` generates from the RIB's `@mockable`
/// protocols (Uber's test templates are empty stubs).
struct ClassicTestTemplates {
    let names: TemplateNames
    let shape: RIBShape

    private var n: String { names.upper }
    private var header: String {
        """
        import RIBs
        import RIBsTesting
        import Testing

        @testable import \(names.module)

        """
    }

    func interactorTests() -> String {
        let listener = shape == .launch ? "" : "    let listener = \(n)ListenerMock()\n"
        let setListener = shape == .launch ? "" : "        interactor.listener = listener\n"
        let presenter = shape.ownsView ? "    let presenter = \(n)PresentableMock()\n" : ""
        let make = shape.ownsView ? "\(n)Interactor(presenter: presenter)" : "\(n)Interactor()"
        let listensToView =
            shape.ownsView ? "        #expect(interactor === presenter.listener)  // the view's actions reach it\n" : ""
        let resigned =
            shape == .viewless
            ? "        #expect(router.cleanupViewsCallCount == 1)  // it has no view: its router tidies its parent's\n"
            : ""
        return """
            \(header)
            /// \(n)'s interactor, alone: its presenter, router and listener are mocks.
            @MainActor
            @Suite struct \(n)InteractorTests {
            \(presenter)    let router = \(n)RoutingMock()
            \(listener)
                func makeInteractor() -> \(n)Interactor {
                    let interactor = \(make)
                    interactor.router = router
            \(setListener)        return interactor
                }

                @Test(.leakDetection)
                func becomesActiveAndResigns() {
                    let interactor = makeInteractor()
            \(listensToView)        interactor.activate()
                    #expect(interactor.isActive)
                    // TODO: Assert what the interactor does once active: what it shows, routes to, or tells
                    // its listener.
                    interactor.deactivate()
                    #expect(!interactor.isActive)
            \(resigned)    }
            }

            """
    }

    func routerTests() -> String {
        let dependency =
            shape == .viewless
            ? "\(n)DependencyMock(\(names.lower)ViewController: \(n)ViewControllableMock())"
            : "\(n)DependencyMock()"
        let build = shape == .launch ? "build()" : "build(withListener: \(n)ListenerMock())"
        return """
            \(header)
            /// \(n)'s router, built by its builder: the harness activates it and checks the tree, the
            /// tasks left running and the leaks.
            @MainActor
            @Suite struct \(n)RouterTests {
                @Test(.leakDetection)
                func buildsAndLoads() {
                    let harness = RIBTestHarness {
                        \(n)Builder(dependency: \(dependency)).\(build)
                    }
                    harness.expectTree("\(n) (active)")
                    // TODO: Route to a child and expect it in the tree, such as "\(n) (active)\\n└── Child (active)".
                    harness.finish()
                }
            }

            """
    }
}

import RIBs
import RIBsTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each misuse stops the process with a message naming the RIBs involved and the fix.
///
/// The bodies run in a child process (exit tests), so they build their own trees.
@Suite struct MisuseTests {
    static func stderr(of result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func attachingAChildTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = Router(interactor: Interactor())
                let child = NamedRouter("OffGame")
                parent.attachChild(child)
                parent.attachChild(child)
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "RIBs misuse: attachChild: OffGame is already attached to Interactor (at Interactor/OffGame). Detach it before attaching it again."
            ))
    }

    @Test func attachingAChildThatHasAnotherParent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = NamedRouter("Root")
                let loggedIn = NamedRouter("LoggedIn")
                let game = NamedRouter("Game")
                let offGame = NamedRouter("OffGame")
                root.attachChild(loggedIn)
                root.attachChild(game)
                loggedIn.attachChild(offGame)
                game.attachChild(offGame)
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "attachChild: cannot attach OffGame to Game (at Root/Game): it is attached to LoggedIn (at Root/LoggedIn/OffGame). Detach it from LoggedIn first."
            ))
    }

    @Test func attachingAnAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = NamedRouter("Root")
                let child = NamedRouter("Child")
                root.attachChild(child)
                child.attachChild(root)
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "attachChild: attaching Root to Child would make a cycle: Child is in Root's subtree (at Root/Child)."))
    }

    @Test func detachingARouterThatIsNotAChild() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = NamedRouter("Root")
                let loggedIn = NamedRouter("LoggedIn")
                let offGame = NamedRouter("OffGame")
                root.attachChild(loggedIn)
                loggedIn.attachChild(offGame)
                root.detachChild(offGame)
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "detachChild: OffGame is not a child of Root (at Root): it is attached to LoggedIn (at Root/LoggedIn/OffGame)."
            ))
    }

    @Test func detachingARouterThatIsNotAttachedAnywhere() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                NamedRouter("Root").detachChild(NamedRouter("Stranger"))
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "detachChild: Stranger is not a child of Root (at Root): it is not attached to any router."))
    }

    @Test func launchingARouterThatIsAttached() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = NamedRouter("Root")
                let launcher = LaunchRouter(interactor: InteractorMock(), viewController: ViewControllableMock())
                parent.attachChild(launcher)
                launcher.launch(from: WindowControllableMock())
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "launch(from:): InteractorMock is attached to a parent (at Root/InteractorMock); only a root RIB is launched. Detach it first."
            ))
    }

    @Test func launchingTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = LaunchRouter(interactor: Interactor(), viewController: ViewControllableMock())
                root.launch(from: WindowControllableMock())
                root.launch(from: WindowControllableMock())
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "launch(from:): Interactor was already launched. A root RIB launches once; build a new one to launch again."
            ))
    }

    @Test func sharingOneInteractorBetweenTwoRouters() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let interactor = Interactor()
                let first = Router(interactor: interactor)
                _ = Router(interactor: interactor)
                _ = first
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "Router: Interactor already belongs to Interactor (at Interactor). Each RIB needs its own interactor."))
    }

    @Test func routerForANonInteractableInteractor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Router(interactor: 42) }
        }
        #expect(
            Self.stderr(of: result).contains("Router: Int is not Interactable. Give the router an Interactor subclass.")
        )
    }

    @Test func componentizedBuilderReturningTheSameComponent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let component = BuildComponent()
                let builder = SimpleBuilder { component }
                _ = builder.build()
                _ = builder.build()
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "SimpleBuilder: the component closure returned the same BuildComponent instance as for the previous build. Return a new component from the closure each time."
            ))
    }

    @Test func multiStageBuilderReturningTheSameComponent() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let component = BuildComponent()
                let builder = SimpleStagedBuilder { component }
                _ = builder.finalStageBuild()
                _ = builder.finalStageBuild()
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "SimpleStagedBuilder: the component closure returned the same BuildComponent instance as for the previous build pass."
            ))
    }

    @Test func subscribingAWorkflowWithNoCommittedChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let workflow = Workflow<Int>()
                _ = workflow.onStep { _ in ((), ()) }
                workflow.subscribe(1)
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "subscribe(_:): Workflow<Int> has no committed chain. Call commit() on its last step before subscribing."
            ))
    }

    @Test func defaultLeakHandlerAssertsInDebugBuilds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                LeakDetector.defaultLeakHandler(
                    LeakReport(
                        expectation: .deallocation, typeName: "OffGameRouter", path: "Root/LoggedIn/OffGame",
                        within: .seconds(1)))
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "Leak detected: OffGameRouter at Root/LoggedIn/OffGame was not deallocated within 1.0 seconds."))
    }

    @Test func disableLeakDetectionOnlyPrints() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            setenv("DISABLE_LEAK_DETECTION", "YES", 1)
            await MainActor.run {
                LeakDetector.defaultLeakHandler(
                    LeakReport(expectation: .deallocation, typeName: "OffGameRouter", path: nil, within: .seconds(1)))
            }
        }
        #expect(
            Self.stderr(of: result).contains(
                "[RIBs] Leak detected: OffGameRouter was not deallocated within 1.0 seconds."))
    }
}

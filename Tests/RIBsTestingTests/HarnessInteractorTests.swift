import Testing

@testable import RIBs
@testable import RIBsTesting

/// An interactor the RIB under test does not have.
private final class OtherInteractor: Interactor {}

/// `harness.interactor(as:)`: the interactor of the RIB under test as its class, as a builder's
/// routing protocol does not give it; the wrong class is a failure that names the right one.
@MainActor
@Suite struct HarnessInteractorTests {
    @Test func theInteractorIsGivenAsItsClass() throws {
        let harness = RIBTestHarness { ParentRouter() as any Routing }
        do {
            // Held only here: finish() judges the RIB's objects freed, the interactor among them.
            let interactor = try #require(harness.interactor(as: WorkInteractor.self))
            #expect(interactor === harness.router.interactable)
        }
        harness.finish()
    }

    @Test func anotherClassFailsNamingTheInteractorsType() {
        let harness = RIBTestHarness { ParentRouter() as any Routing }
        withKnownIssue {
            #expect(harness.interactor(as: OtherInteractor.self) == nil)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue
                    == "The RIB under test (Parent) has a WorkInteractor as its interactor, not a OtherInteractor."
            }
        }
        harness.finish()
    }
}

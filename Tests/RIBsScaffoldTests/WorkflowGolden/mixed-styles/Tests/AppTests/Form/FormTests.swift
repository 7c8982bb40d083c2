import RIBsTesting
import RVB
import Testing

@testable import App

/// Form, built by its builder: the harness attaches it and checks the tree, the tasks left
/// running and the leaks; outputs are awaited with a time limit.
@MainActor
@Suite struct FormTests {
    @Test(.leakDetection)
    func finishingTellsTheParent() async throws {
        let harness = RIBTestHarness {
            FormBuilder(FormDependency()).build(with: FormParameter())
        }
        let finished = OutputRecorder(harness.router.finished)
        let view = try #require(harness.router as? FormView)
        view.finish()
        await finished.waitForCount(1)
        harness.expectTree("Form (active)")
        harness.finish()
    }

    /// Routes to Note and detaches it: finish() judges it at once, so a router that
    /// kept the child it detached fails here.
    @Test(.leakDetection)
    func routesToAndDetachesNote() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FormBuilder(FormDependency()).build(with: FormParameter())
        }
        let view = try #require(harness.router as? FormView)
        view.presentNote()
        harness.expectAttached("Note")
        view.dismissNote()
        harness.expectDetached("Note")
        harness.finish()
    }

    /// The person closes Note's view (a back key, a sheet pulled down): Form detaches it
    /// as its own detach does, and routing again builds it again.
    @Test(.leakDetection)
    func theUserClosesAndReopensNote() throws {
        let harness = RIBTestHarness(exhaustivity: .on(except: .runningWork)) {
            FormBuilder(FormDependency()).build(with: FormParameter())
        }
        let view = try #require(harness.router as? FormView)
        view.presentNote()
        harness.closeByUser("Note")
        harness.expectDetached("Note")
        view.presentNote()
        harness.expectAttached("Note")
        harness.finish()
    }
}

import TestSupport
import Testing

/// The seed article's Login flow, played through its scripted mode against the auth server it
/// starts on loopback (or a server that is not there).
@Suite(.endToEnd) struct LoginExampleTests {
    func play(_ input: [String], arguments: [String] = []) async throws -> AppRun {
        let run = try await runApp("ribs-login", arguments: arguments, input: input + ["quit"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("no leaks"), "\(run.errors)")
        return run
    }

    @Test func theKnownUserLogsInAndOutAgain() async throws {
        let run = try await play(["alice", "wonderland", "login", "logout"])
        #expect(run.titles == ["== Login ==", "== Login ==", "== Login ==", "== Welcome ==", "== Login =="])
        #expect(run.screens[2].contains("Password: **********"))
        #expect(run.screens[3].contains("Logged in as alice."))
    }

    @Test func aWrongPasswordShowsTheErrorAndLetsTheUserRetry() async throws {
        let run = try await play(["login alice nope", "ok", "login alice wonderland"])
        #expect(run.titles == ["== Login ==", "== Login: error ==", "== Login ==", "== Welcome =="])
        #expect(run.screens[1].contains("! Login failed: Wrong username or password."))
    }

    @Test func aServerThatIsDownGivesAClearErrorNotACrash() async throws {
        let run = try await play(["login alice wonderland"], arguments: ["--server", "http://127.0.0.1:1"])
        #expect(
            run.screens.last!.contains(
                "! Login failed: The login server at http://127.0.0.1:1 cannot be reached (connection refused)."))
    }

    @Test func createAccountIsPresentedThenDismissedWithItsRouterDetached() async throws {
        let run = try await play(["create", "cancel", "create", "create bob builder"])
        #expect(
            run.titles == [
                "== Login ==", "== Create account ==", "== Login ==", "== Create account ==", "== Welcome ==",
            ])
        #expect(run.screens.last!.contains("Logged in as bob."))
        // Each dismissed CreateAccount (and the Login that ended) was checked for leaks.
        #expect(run.errors.contains("leak checks, no leaks"))
    }

    /// The back key closes CreateAccount: Login detaches it, and it can be opened again.
    @Test func theBackKeyClosesCreateAccountAndLoginDetachesIt() async throws {
        let run = try await play(["create", "back", "create", "create bob builder"])
        #expect(
            run.titles == [
                "== Login ==", "== Create account ==", "== Login ==", "== Create account ==", "== Welcome ==",
            ])
        #expect(run.screens[1].contains(", cancel, back\n"), "\(run.screens[1])")
        #expect(run.screens.last!.contains("Logged in as bob."))
        #expect(run.errors.contains("leak checks, no leaks"))
    }
}

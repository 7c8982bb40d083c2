import Foundation
import TestSupport
import Testing

/// The Login example against an auth server that fails: killed mid-request, answering after
/// 30 s, closing the connection half-way, sending a body longer than its Content-Length, or
/// 10 MB. Each time the app, driven from a pipe, shows an error within its 5 s timeout, answers
/// the next commands, and exits reporting no leak.
@Suite(.endToEnd) struct LoginFaultTests {

    @Test(arguments: FaultyHTTPServer.Fault.allCases)
    func theAppShowsAnErrorStaysResponsiveAndLeaksNothing(fault: FaultyHTTPServer.Fault) async throws {
        let server = try FaultyHTTPServer(fault: fault)
        defer { server.stop() }
        let app = try InteractiveProcess(
            executable: EndToEnd.exampleApp("ribs-login"),
            arguments: ["--server", server.url])
        _ = try #require(await app.read(until: screenSeparator, within: 30), "no first screen")

        // The app's requests time out after 5 s: the answer comes by then (15 s is the bound on
        // a hang, not a speed).
        app.send("login alice wonderland")
        let answer = try #require(
            await app.read(until: screenSeparator, within: 15), "\(fault): no answer to the login")
        #expect(answer.contains("== Login: error =="), "\(fault): \(answer)")

        // Still responsive: the alert is dismissed, and a new login is answered too.
        app.send("ok")
        let dismissed = try #require(await app.read(until: screenSeparator, within: 10), "\(fault): no answer to ok")
        #expect(dismissed.contains("== Login =="), "\(fault): \(dismissed)")
        app.send("bob")
        #expect(await app.read(until: screenSeparator, within: 10) != nil, "\(fault): no answer to typing")
        let end = await app.finish()
        #expect(end.status == 0, "\(fault): exit status \(end.status)\n\(end.output.suffix(1_000))")
        #expect(end.output.contains("no leaks"), "\(fault):\n\(end.output.suffix(1_000))")
    }
}

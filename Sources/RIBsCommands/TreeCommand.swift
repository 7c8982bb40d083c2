import ArgumentParser
import Dispatch
import RIBs
import RIBsInspector
import Synchronization

/// `ribs tree URL`: the live tree of an app started with `--inspect`, printed in the terminal.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Prints the live RIB tree of an app running with --inspect (the URL it printed, token included).")

    @Argument(help: "The inspector's URL, as the app printed it: http://127.0.0.1:PORT/?token=…")
    var url: String

    func run() throws {
        // The other commands are synchronous; this one waits here for its one request.
        let outcome = Mutex<Result<RIBDetails, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let url = self.url
        Task {
            let result: Result<RIBDetails, any Error>
            do {
                result = .success(try await InspectorClient.tree(at: url))
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        switch outcome.withLock({ $0 }) {
        case .success(let details)?:
            print(InspectorClient.text(of: details))
        case .failure(let failure as InspectorClient.Failure)?:
            throw ValidationError(failure.description)
        case .failure(let error)?:
            throw ValidationError("\(error)")
        case nil:
            throw ExitCode.failure
        }
    }
}

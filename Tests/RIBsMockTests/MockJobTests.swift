import Foundation
import Testing

@testable import RIBsMock
@testable import RIBsSource

/// `ribs mock`'s run as a value the command only prints: refusals it phrases with its flags,
/// the empty run's explanation, and which modules are read for `ribs deps`.
@Suite struct MockJobTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "ribs-mock-job-\(UUID().uuidString)")

    @Test func twoSourcesOfOneNameIntoAFolderAreRefusedAndNothingIsWritten() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = MockJob(generator: MockGenerator(), output: .folder(folder.path))
        let sources: [MockGenerator.Source] = [
            .init(path: "/App/A/Login.swift", text: "/// @mockable\nprotocol A { func a() }\n"),
            .init(path: "/App/B/Login.swift", text: "/// @mockable\nprotocol B { func b() }\n"),
        ]
        #expect(
            throws: MockJob.Refusal.sameFileName(
                "LoginMocks.swift", first: "/App/A/Login.swift", second: "/App/B/Login.swift")
        ) {
            try job.run(sources: sources)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func aStrictJobWithAnErrorWritesNothingAndKeepsItsDiagnostics() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var job = MockJob(generator: MockGenerator(), output: .file(folder.appending(path: "Mocks.swift").path))
        job.strict = true
        let sources: [MockGenerator.Source] = [
            .init(path: "/App/Broken.swift", text: "/// @mockable\nprotocol P {\n  func a( -> Int\n}\n")
        ]
        do {
            _ = try job.run(sources: sources)
            Issue.record("a strict job with a broken source wrote")
        } catch let MockJob.Refusal.errorsWhileStrict(errors, files, diagnostics) {
            #expect(errors >= 1 && files == 1)
            #expect(diagnostics.allSatisfy { $0.location?.file == "/App/Broken.swift" }, "\(diagnostics)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "Mocks.swift").path))
    }

    @Test func anEmptyRunSaysWhatEachModuleHad() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var job = MockJob(generator: MockGenerator(), output: .file(folder.appending(path: "Mocks.swift").path))
        job.explainsEmptyRun = true
        job.modules = [("App", "/App"), ("Empty", "/Empty")]
        let report = try job.run(sources: [.init(path: "/App/Unmarked.swift", text: "protocol Unmarked { func f() }\n")]
        )
        #expect(report.summary?.hasPrefix("ribs mock: 1 source files, 0 mocks") == true)
        let explanation = try #require(report.diagnostics.last?.description)
        #expect(explanation.hasPrefix("warning: ribs mock: no mock was generated."))
        #expect(explanation.contains("App: 1 files, 1 declaring protocols, none marked `/// @mockable`"))
        #expect(explanation.contains("Empty: no Swift files"))
    }

    /// Only a module that refines a pass-through protocol is read for `ribs deps`; a module
    /// named without a folder holds no file.
    @Test func onlyModulesThatRefineAPassThroughAreReadForDeps() {
        var job = MockJob(generator: MockGenerator(), output: .file("/unused"))
        job.modules = [("App", "/App"), ("Util", "/Util"), ("NoFolder", "")]
        let marked = job.markingDependencyModules([
            .init(path: "/App/Login.swift", text: "protocol LoginDependency: Dependency, LoginPassThrough {}"),
            .init(path: "/App/Root.swift", text: "final class RootComponent {}"),
            .init(path: "/Util/Plain.swift", text: "struct Plain {}"),
            .init(path: "/Elsewhere/Other.swift", text: "protocol OtherPassThrough {}"),
        ])
        #expect(marked.map(\.dependencyModule) == ["App", "App", nil, "Module"])
    }
}

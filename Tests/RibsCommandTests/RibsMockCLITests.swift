import Foundation
import TestSupport
import Testing

/// `ribs mock` run as a build script would run Mockolo: the built binary, Mockolo's flags.
@Suite struct RibsMockCLITests {
    let scratch = ScratchFolder("ribs-mock")
    var directory: URL { scratch.directory }

    func write(_ text: String, to relative: String) throws { try scratch.write(text, to: relative) }

    @Test func mockoloFlagsGenerateTheMocksAndASecondRunChangesNothing() async throws {
        try write(
            "/// @mockable\nprotocol WebServicing {\n    func login(username: String) async throws -> Bool\n}\n",
            to: "Sources/Web.swift")
        try write("/// @mockable\nprotocol Leftover {}\n", to: "Sources/OldMocks.swift")
        let destination = directory.appendingPathComponent("Out/Mocks.swift").path
        let arguments = [
            "mock", "-s", directory.appendingPathComponent("Sources").path, "-x", "Mocks",
            "-d", destination, "--macro", "MOCK", "-i", "App", "--mock-final", "-l", "0",
        ]
        let first = try await ribs(arguments)
        #expect(first.status == 0)
        #expect(first.output.contains("output \(destination) written"))
        let mocks = try String(contentsOfFile: destination, encoding: .utf8)
        #expect(mocks.hasPrefix("#if MOCK\n@testable import App\n\nfinal class WebServicingMock: WebServicing {"))
        #expect(mocks.contains("var loginHandler: ((String) async throws -> (Bool))?"))
        #expect(!mocks.contains("LeftoverMock"))  // excluded by suffix
        let second = try await ribs(arguments)
        #expect(second.output.contains("unchanged"))
    }

    @Test func mockAllMocksAnnotatedClassesAndNamesTheFinalOnes() async throws {
        try write(
            "/// @mockable\nclass Clock { func now() -> Int { 0 } }\n/// @mockable\nfinal class Sealed { func f() {} }\n",
            to: "Sources/Clock.swift")
        let destination = directory.appendingPathComponent("Mocks.swift").path
        let sources = directory.appendingPathComponent("Sources").path
        let withoutFlag = try await ribs(["mock", "-s", sources, "-d", destination])
        #expect(withoutFlag.status == 0)
        #expect(!(try String(contentsOfFile: destination, encoding: .utf8)).contains("ClockMock"))
        let run = try await ribs(["mock", "-s", sources, "-d", destination, "--mock-all", "--strict"])
        #expect(run.status == 0)  // a final class is a warning: the rest is generated, strict or not
        #expect(run.output.contains("Clock.swift:4:1: warning: Sealed is final, so no mock can subclass it"))
        let mocks = try String(contentsOfFile: destination, encoding: .utf8)
        #expect(mocks.contains("class ClockMock: Clock {"))
        #expect(mocks.contains("    override func now() -> Int {"))
        #expect(!mocks.contains("SealedMock"))
    }

    @Test func parentMocksFromADependencyModuleAreCarriedOver() async throws {
        try write(
            "class AccountServicingMock: AccountServicing {\n    private(set) var refreshCallCount = 0\n}\n",
            to: "Deps/AccountsMocks.swift")
        try write(
            "import Accounts\n/// @mockable\nprotocol LoginServicing: AccountServicing { func login() }\n",
            to: "Sources/Login.swift")
        let destination = directory.appendingPathComponent("Mocks.swift").path
        let run = try await ribs([
            "mock", "-s", directory.appendingPathComponent("Sources").path, "-d", destination,
            "-mocks", directory.appendingPathComponent("Deps/AccountsMocks.swift").path,
        ])
        #expect(run.status == 0)
        #expect(
            try String(contentsOfFile: destination, encoding: .utf8).contains(
                "    private(set) var refreshCallCount = 0"))
    }

    @Test func outputDirWritesOneFileASourceFile() async throws {
        try write("import Foundation\n/// @mockable\nprotocol A: Base { func a() }\n", to: "Sources/A.swift")
        try write(
            "import Shared\n/// @mockable\nprotocol B { func b() }\nprotocol Base { func base() }\n",
            to: "Sources/Nested/B.swift")
        let out = directory.appendingPathComponent("Mocks")
        let run = try await ribs([
            "mock", "-s", directory.appendingPathComponent("Sources").path, "--output-dir", out.path,
        ])
        #expect(run.status == 0)
        let a = try String(contentsOf: out.appendingPathComponent("AMocks.swift"), encoding: .utf8)
        let b = try String(contentsOf: out.appendingPathComponent("BMocks.swift"), encoding: .utf8)
        #expect(
            a.contains("class AMock: A {") && a.contains("func base()") && a.contains("import Foundation")
                && !a.contains("import Shared"))
        #expect(b.contains("class BMock: B {") && b.contains("import Shared") && !b.contains("AMock"))
    }

    @Test func singleDashLongFlagsAreAccepted() async throws {
        try write("/// @mockable\nprotocol P { var x: Int { get } }\n", to: "P.swift")
        let destination = directory.appendingPathComponent("Mocks.swift").path
        let run = try await ribs([
            "mock", "-srcs", directory.appendingPathComponent("P.swift").path, "-d", destination,
            "--allow-set-call-count",
        ])
        #expect(run.status == 0)
        #expect(try String(contentsOfFile: destination, encoding: .utf8).contains("class PMock: P {"))
    }

    @Test func aBrokenFileIsNamedAndStrictModeWritesNothing() async throws {
        try write("/// @mockable\nprotocol Fine { func a() }\n", to: "Sources/Fine.swift")
        try write("/// @mockable\nprotocol Broken {\n    func a( -> Int\n}\n", to: "Sources/Broken.swift")
        let sources = directory.appendingPathComponent("Sources").path
        let destination = directory.appendingPathComponent("Mocks.swift").path
        let lenient = try await ribs(["mock", "-s", sources, "-d", destination, "-j", "2"])
        #expect(lenient.status == 0)
        #expect(lenient.output.contains("Broken.swift:3:"))
        #expect(lenient.output.contains(": error: "))
        #expect(try String(contentsOfFile: destination, encoding: .utf8).contains("class FineMock: Fine"))
        let strictDestination = directory.appendingPathComponent("Strict.swift").path
        let strict = try await ribs(["mock", "-s", sources, "-d", strictDestination, "--strict"])
        #expect(strict.status != 0)
        #expect(strict.output.contains("3 errors in 1 file; nothing was written (--strict)."))
        #expect(!strict.output.contains("Usage:"))
        #expect(!FileManager.default.fileExists(atPath: strictDestination))
    }

    /// Found by MockFuzzer: a file that is not UTF-8 stopped the run with Foundation's message,
    /// which names no file; and one with brackets 21 deep kept it busy for ten minutes.
    @Test func aFileNotInUTF8OrTooDeepToParseIsNamed() async throws {
        try write("", to: "Sources/Binary.swift")
        let binary = directory.appendingPathComponent("Sources/Binary.swift")
        try Data([0x70, 0x72, 0xAD, 0x00, 0xFF]).write(to: binary)
        let destination = directory.appendingPathComponent("Mocks.swift").path
        let notText = try await ribs(["mock", "-srcs", binary.path, "-d", destination])
        #expect(notText.status != 0)
        #expect(notText.output.contains("\(binary.path): error: the file cannot be read as UTF-8 text"))
        #expect(!FileManager.default.fileExists(atPath: destination))

        let deep = String(repeating: "[", count: 21) + "Int" + String(repeating: "]", count: 21)
        try write("/// @mockable\nprotocol Fine { func a() }\nlet table: \(deep)\n", to: "Sources/Deep.swift")
        let tooDeep = try await ribs(["mock", "-srcs", directory.path + "/Sources/Deep.swift", "-d", destination])
        #expect(tooDeep.status == 0)
        #expect(tooDeep.output.contains("Deep.swift:3:22: error: '[' nested more than 10 deep"))
    }

    @Test(arguments: [
        (
            ["mock", "-d", "/tmp/never.swift"],
            "Give the sources to read with -s/--sourcedirs, -srcs/--sourcefiles or -f/--filelist."
        ),
        (
            ["mock", "-s", stableSourceFolder],
            "Give either -d/--destination (one output file) or --output-dir (one file a source file)."
        ),
        (
            ["mock", "-s", "/no/such/dir", "-d", "/tmp/never.swift"],
            "-s/--sourcedirs: /no/such/dir is not a directory that can be read."
        ),
        (
            ["mock", "-srcs", "/no/such/File.swift", "-d", "/tmp/never.swift"],
            "-srcs/--sourcefiles: /no/such/File.swift does not exist or cannot be read."
        ),
        (
            ["mock", "-s", stableSourceFolder, "-d", "/tmp/never.swift", "-j", "0"],
            "-j/--concurrency-limit takes a number of threads of at least 1, got 0."
        ),
        (
            ["mock", "-s", stableSourceFolder, "-d", "/tmp/never.swift", "-mocks", "/no/Mocks.swift"],
            "-mocks/--mockfiles: /no/Mocks.swift does not exist or cannot be read."
        ),
    ])
    func badInputIsNamedAndNothingIsWritten(arguments: [String], message: String) async throws {
        let run = try await ribs(arguments)
        #expect(run.status != 0)
        #expect(run.output.contains(message))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.swift"))
    }

    /// What RIBsMockPlugin passes for a target's `ribs-mock.options`: its options apply as if
    /// typed, and a wrong line stops the build, named by file and line.
    @Test func anOptionsFileAddsItsOptionsAndAWrongLineIsNamed() async throws {
        try write("/// @mockable\nprotocol P { func f(x: Int) }\n", to: "Sources/P.swift")
        try write("# options\n--enable-args-history\n--mock-final\n", to: "ribs-mock.options")
        let destination = directory.appendingPathComponent("Mocks.swift").path
        let sources = directory.appendingPathComponent("Sources").path
        let options = directory.appendingPathComponent("ribs-mock.options").path
        let run = try await ribs(["mock", "-s", sources, "-d", destination, "--options-file", options])
        #expect(run.status == 0)
        let mocks = try String(contentsOfFile: destination, encoding: .utf8)
        #expect(mocks.contains("final class PMock: P {") && mocks.contains("fArgValues = [Int]()"))

        try write("# options\n--enable-args-history\n-d /elsewhere.swift\n", to: "ribs-mock.options")
        let wrong = try await ribs([
            "mock", "-s", sources, "-d", directory.appendingPathComponent("Other.swift").path, "--options-file",
            options,
        ])
        #expect(wrong.status != 0)
        #expect(wrong.output.contains("\(options):3: error: -d is set by RIBsMockPlugin"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Other.swift").path))
    }

    /// `ribs` reads an options file into the command line before parsing it: an option `mock`
    /// does not take is named with the file and its line, and a second options file is refused.
    @Test(arguments: [
        ("--no-such-option\n", [String](), ":1: error: unknown option '--no-such-option'"),
        ("--mock-final\n", ["--options-file", "second.options"], "--options-file is given more than once"),
    ])
    func anOptionsFileIsReadBeforeParsingAndAWrongOneNamed(line: String, more: [String], message: String)
        async throws
    {
        try write("/// @mockable\nprotocol P { func f() }\n", to: "Sources/P.swift")
        try write(line, to: "ribs-mock.options")
        let destination = directory.appendingPathComponent("Mocks.swift").path
        let options = directory.appendingPathComponent("ribs-mock.options").path
        let run = try await ribs(
            [
                "mock", "-s", directory.appendingPathComponent("Sources").path, "-d", destination, "--options-file",
                options,
            ]
                + more)
        #expect(run.status != 0)
        #expect(run.output.contains(message))
        #expect(!FileManager.default.fileExists(atPath: destination))
    }

    /// A plugin run that finds nothing to mock says why, module by module.
    @Test func anEmptyRunExplainsWhatEachModuleHad() async throws {
        try write("protocol Unmarked { func f() }\n", to: "App/Unmarked.swift")
        try write("struct Plain {}\n", to: "Util/Plain.swift")
        let app = directory.appendingPathComponent("App").path
        let util = directory.appendingPathComponent("Util").path
        let run = try await ribs([
            "mock", "-s", app, "-s", util, "-d", directory.appendingPathComponent("Mocks.swift").path,
            "--explain-empty", "--module", "App=\(app)", "--module", "Util=\(util)", "--module", "Empty=/no/such",
        ])
        #expect(run.status == 0)
        #expect(run.output.contains("warning: ribs mock: no mock was generated."))
        #expect(run.output.contains("App: 1 files, 1 declaring protocols, none marked `/// @mockable`"))
        #expect(run.output.contains("Util: 1 files, no protocol declared"))
        #expect(run.output.contains("Empty: no Swift files"))
    }
}

/// A source folder nothing writes to while the tests run (/tmp is not: other tests make and
/// remove folders there, and a scan could meet a file that is gone).
private let stableSourceFolder = Repository.url("Examples/MockedTests/MockPluginExample").path

import Foundation
import TestSupport
import Testing

@testable import RIBsAvailability
@testable import RIBsSource

/// The availability check against the toolchain's own `_Concurrency` interface: the APIs the
/// runtime once used beyond its declared platforms are caught.
@Suite(.ownThreads) struct AvailabilityCheckerTests {
    static let concurrencyIndex: InterfaceIndex = {
        var index = InterfaceIndex()
        let resources = try? String(
            contentsOfFile: toolchainLibrary() + "/_Concurrency.swiftmodule/" + interfaceName(), encoding: .utf8)
        if let resources { index.add(interface: resources) }
        return index
    }()

    static func toolchainLibrary() -> String {
        let output = (try? ChildProcess.tool("swift", arguments: ["-print-target-info"]).runOnThisThread().output) ?? ""
        let path =
            output.split(separator: "\n").first { $0.contains("\"runtimeResourcePath\"") }
            .flatMap { $0.split(separator: "\"").dropFirst(3).first }.map(String.init) ?? "/usr/lib/swift"
        return path + "/linux"
    }

    static func interfaceName() -> String {
        #if arch(arm64)
        "aarch64-unknown-linux-gnu.swiftinterface"
        #else
        "x86_64-unknown-linux-gnu.swiftinterface"
        #endif
    }

    static let iOS18: [String: PlatformVersion] = ["iOS": PlatformVersion(platform: "iOS", version: "18.0")]

    @Test func taskImmediateAndIsolatedDeinitAreCaughtAgainstIOS18() {
        let source = """
            @MainActor final class Node {
                func start() {
                    Task.immediate { }
                }
                isolated deinit {}
            }
            """
        let problems = AvailabilityChecker(index: Self.concurrencyIndex, floor: Self.iOS18).check(
            source: source, path: "Node.swift")
        #expect(
            problems.map(\.description) == [
                "Node.swift:3:9: error: Task.immediate needs iOS 26.0, but the package supports iOS 18.0 and later. Use an older API, put the call under `if #available(iOS 26.0, *)`, or raise the platform in Package.swift.",
                "Node.swift:5:5: error: isolated deinit needs iOS 18.4, but the package supports iOS 18.0 and later. Use an older API, put the call under `if #available(iOS 18.4, *)`, or raise the platform in Package.swift.",
            ])
    }

    @Test func newerAPIsUnderAvailabilityChecksOrAtANewerFloorAreFine() {
        let source = """
            func start() {
                if #available(iOS 26, macOS 26, *) {
                    Task.immediate { }
                }
                guard #available(iOS 26, *) else { return }
                Task.immediate { }
            }
            @available(iOS 26, *)
            func later() { Task.immediate { } }
            """
        #expect(
            AvailabilityChecker(index: Self.concurrencyIndex, floor: Self.iOS18).check(source: source, path: "A.swift")
                .isEmpty)
        let floor26 = ["iOS": PlatformVersion(platform: "iOS", version: "26.0")]
        #expect(
            AvailabilityChecker(index: Self.concurrencyIndex, floor: floor26).check(
                source: "func f() { Task.immediate { } }", path: "B.swift"
            ).isEmpty)
    }

    @Test func aNameTheSourcesDeclareIsTheirs() {
        let source = "enum Task { static func immediate(_ body: () -> Void) {} }\nfunc f() { Task.immediate { } }"
        #expect(
            AvailabilityChecker(index: Self.concurrencyIndex, floor: Self.iOS18).check(source: source, path: "C.swift")
                .isEmpty)
    }

    @Test(arguments: [
        (
            #"[{"platformName": "macos", "version": "15.0"}, {"platformName": "ios", "version": "18.0"}]"#,
            ["iOS 18.0", "macOS 15.0"]
        ),
        (
            #"[{"platformName": "ios", "version": "18.4"}, {"platformName": "macos", "version": "15.4"}]"#,
            ["iOS 18.4", "macOS 15.4"]
        ),
        (#"[{"platformName": "watchos", "version": "11.0"}]"#, []),
    ])
    func thePlatformsAreReadFromTheManifest(platforms: String, expected: [String]) throws {
        let dump = #"{"targets": [], "platforms": "# + platforms + "}"
        let manifest = try PackageManifest(json: Data(dump.utf8))
        #expect(PackagePlatforms.floor(manifest).values.map(\.description).sorted() == expected)
    }
}

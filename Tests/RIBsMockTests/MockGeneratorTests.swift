import TestSupport
import Testing

@testable import RIBsMock
@testable import RIBsSource

@Suite(.ownThreads) struct MockGeneratorTests {
    @Test func annotationArgumentsAreRead() {
        let annotation = MockAnnotation.parse(
            from:
                "/// @mockable(typealias: T = Int; U = String; override: name = SpecialMock; history: login = true; module: prefix = Auth)",
            marker: "@mockable"
        )
        #expect(annotation.typealiases == ["T": "Int", "U": "String"])
        #expect(annotation.mockName == "SpecialMock")
        #expect(annotation.history == ["login"])
        #expect(annotation.moduleName == "Auth")
    }

    /// A build plugin hands the generator the RIBs runtime's own sources along with the app's: the
    /// runtime double already implements those protocols, so their members are not mocked again.
    @Test func runtimeProtocolsAmongTheInputsAreLeftToTheDouble() {
        let runtime = MockGenerator.Source(
            path: "RIBs/Routing.swift",
            text: """
                public protocol Routing: AnyObject { var name: String { get } }
                public protocol ViewableRouting: Routing { var viewControllable: any ViewControllable { get } }
                """)
        let app = MockGenerator.Source(
            path: "App/Login.swift",
            text: """
                /// @mockable
                protocol LoginRouting: ViewableRouting { func routeToCreateAccount() }
                /// @mockable
                protocol Holder { var view: any ViewControllable { get } }
                """)
        let output = MockGenerator().generate(sources: [runtime, app])
        #expect(output.contains("class LoginRoutingMock: ViewableRoutingMock, LoginRouting {"))
        #expect(!output.contains("viewControllable") && !output.contains("var name"))
        #expect(output.contains("func routeToCreateAccount()"))
        // An existential without a default is backed by a parenthesised IUO.
        #expect(output.contains("var _view: (any ViewControllable)!"))
    }

    @Test func onlyAnnotatedProtocolsAreMockedButAllCanBeParents() {
        let parsed = MockParser().parse(
            """
            import Foundation
            protocol Parent { func a() }
            /// @mockable
            protocol Child: Parent { func b() }
            """, path: "A.swift")
        #expect(parsed.annotated.map(\.name) == ["Child"])
        #expect(parsed.allProtocols.keys.sorted() == ["Child", "Parent"])
        #expect(parsed.imports == ["import Foundation"])
        #expect(parsed.annotated.first?.location.description == "A.swift:4:1")
    }

    @Test func aCustomAnnotationReplacesTheDefault() {
        let parser = MockParser(annotation: "@testable-double")
        let parsed = parser.parse(
            "/// @testable-double\nprotocol P { func a() }\n/// @mockable\nprotocol Q {}", path: "P.swift")
        #expect(parsed.annotated.map(\.name) == ["P"])
    }

    @Test func parentsResolveAcrossFilesAndOutputDoesNotDependOnFileOrder() {
        let first = MockGenerator.Source(path: "A.swift", text: "/// @mockable\nprotocol Child: Parent { func b() }")
        let second = MockGenerator.Source(path: "B.swift", text: "import Shared\nprotocol Parent { func a() -> Int }")
        let generator = MockGenerator()
        let output = generator.generate(sources: [first, second])
        #expect(output == generator.generate(sources: [second, first]))
        #expect(output.contains("func a() -> Int"))
        #expect(output.contains("private(set) var aCallCount = 0"))
        #expect(!output.contains("import Shared"))  // only the files declaring mocked protocols give imports
    }

    /// A module one source imports `@preconcurrency` (as `ribs migrate` leaves a file that awaits
    /// RxSwift) and another plainly is imported once, with the attribute (a new user's trial).
    @Test func aModuleImportedPreconcurrencyAndPlainlyIsImportedOnce() {
        let output = MockGenerator().generate(sources: [
            .init(path: "A.swift", text: "@preconcurrency import RxSwift\n/// @mockable\nprotocol A {}"),
            .init(path: "B.swift", text: "import RxSwift\n/// @mockable\nprotocol B {}"),
        ])
        #expect(output.hasPrefix("@preconcurrency import RxSwift\n\n"))
        #expect(!output.contains("\nimport RxSwift"))
    }

    @Test func importOptionsAndMacroWrapTheOutput() {
        var generator = MockGenerator()
        generator.file.customImports = ["RIBs"]
        generator.file.excludedImports = ["UIKit"]
        generator.file.testableImports = ["LoginFeature"]
        generator.file.macro = "MOCK"
        let output = generator.generate(sources: [
            .init(path: "A.swift", text: "import UIKit\nimport Foundation\n/// @mockable\nprotocol P {}")
        ])
        #expect(
            output.hasPrefix(
                "#if MOCK\n@testable import LoginFeature\nimport Foundation\nimport RIBs\n\nclass PMock: P {"))
        #expect(output.hasSuffix("#endif // MOCK\n"))
    }

    @Test(arguments: [
        ("Int", "0"), ("String", "\"\""), ("Bool", "false"), ("Int?", "nil"), ("[String]", "[]"),
        ("[String: Int]", "[:]"), ("Set<Int>", "[]"), ("(Int, String)", "(0, \"\")"),
        ("(a: Int, b: Bool)", "(a: 0, b: false)"),
        ("Void", "()"), ("any Other", "OtherMock()"), ("Other", "OtherMock()"),
        // The clock a dependency passes on to a worker or a stream-style RIB (issue 57).
        ("any Clock<Duration>", "ContinuousClock()"),
    ])
    func knownTypesHaveDefaults(type: String, value: String) {
        #expect(
            DefaultValues(mocks: ["Other": .init(name: "OtherMock", isolation: .nonisolated)]).value(
                for: type, from: .init(isolation: .nonisolated)) == value)
    }

    @Test(arguments: ["Account", "(Int, Account)", "() -> Int", "some Sequence", "any Clock<Instant>"])
    func unknownTypesHaveNone(type: String) {
        #expect(DefaultValues(mocks: [:]).value(for: type, from: .init(isolation: .nonisolated)) == nil)
    }

    /// Another mock is a default only where its initialiser may be called from the caller's
    /// isolation; an asynchronous caller awaits it.
    @Test(
        arguments: [
            (MockIsolation.nonisolated, MockIsolation.nonisolated, false, "OtherMock()"),
            (.globalActor("@MainActor"), .nonisolated, false, nil),
            (.globalActor("@MainActor"), .nonisolated, true, "await OtherMock()"),
            (.globalActor("@MainActor"), .globalActor("@MainActor"), false, "OtherMock()"),
            (.globalActor("@MainActor"), .globalActor("@StorageActor"), false, nil),
            (.globalActor("@MainActor"), .actor, false, nil),
            (.globalActor("@MainActor"), .actor, true, "await OtherMock()"),
            (.nonisolated, .actor, false, "OtherMock()"),
            (.nonisolated, .globalActor("@MainActor"), false, "OtherMock()"),
        ] as [(MockIsolation, MockIsolation, Bool, String?)])
    func anotherMockIsADefaultOnlyWhereItCanBeMade(
        callee: MockIsolation, caller: MockIsolation, isAsync: Bool, expected: String?
    ) {
        let defaults = DefaultValues(mocks: ["Other": .init(name: "OtherMock", isolation: callee)])
        #expect(defaults.value(for: "Other", from: .init(isolation: caller, isAsync: isAsync)) == expected)
        // An optional has its own default, whatever the isolation.
        #expect(defaults.value(for: "Other?", from: .init(isolation: caller, isAsync: isAsync)) == "nil")
    }
}

@Suite(.ownThreads) struct MockGeneratorRobustnessTests {
    @Test func aFileThatDoesNotParseIsReportedAndTheRestStillGenerates() {
        let broken = MockGenerator.Source(
            path: "Broken.swift", text: "/// @mockable\nprotocol Broken {\n    func a( -> Int\n}\n")
        let fine = MockGenerator.Source(path: "Fine.swift", text: "/// @mockable\nprotocol Fine { func b() }\n")
        let output = MockGenerator().run(sources: [broken, fine])
        #expect(output.mockCount == 1)
        #expect(output.text.contains("class FineMock: Fine"))
        #expect(!output.text.contains("BrokenMock"))
        #expect(output.errors.first?.location?.description.hasPrefix("Broken.swift:3:") == true)
        #expect(output.errors.first?.description.contains(": error: ") == true)
    }

    @Test func outputIsTheSameWhateverTheThreadCountAndFileOrder() {
        let sources = (0..<60).map { index in
            MockGenerator.Source(
                path: "File\(index).swift",
                text: """
                    /// @mockable
                    protocol Service\(index): Parent\((index + 1) % 60) {
                        func call\(index)(value: Int) async throws -> String
                        var state\(index): [String: Int] { get set }
                    }
                    protocol Parent\(index) { func parent\(index)() }
                    """)
        }
        let single = MockGenerator().run(sources: sources, concurrency: 1)
        let parallel = MockGenerator().run(sources: sources.reversed(), concurrency: 4)
        #expect(single.mockCount == 60)
        #expect(single.text == parallel.text)
    }
}

@Suite(.ownThreads) struct MockRunTests {
    /// One run gives the single file and the file a source, with the same diagnostics (the
    /// per-source output once dropped the final-class warnings).
    @Test func oneRunGivesBothOutputsAndItsWarnings() {
        var generator = MockGenerator()
        generator.mockAll = true
        let run = generator.run(sources: [
            .init(path: "A.swift", text: "import Shared\n/// @mockable\nprotocol A: B { func a() }"),
            .init(
                path: "B.swift",
                text: "/// @mockable\nprotocol B { func b() }\n/// @mockable\nfinal class Sealed { func f() {} }"),
        ])
        #expect(
            run.warnings.map(\.message) == [
                "Sealed is final, so no mock can subclass it: remove `final`, or annotate a protocol it conforms to"
            ])
        let files = run.perSourceFile()
        #expect(files.map(\.source) == ["A.swift", "B.swift"])
        #expect(
            files[0].text.contains("import Shared") && files[0].text.contains("class AMock: A {")
                && files[0].text.contains("func b()"))
        #expect(!files[1].text.contains("import Shared") && files[1].text.contains("class BMock: B {"))
        #expect(run.text.contains("class AMock: A {") && run.text.contains("class BMock: B {"))
    }
}

@Suite(.ownThreads) struct ParentMockTests {
    @Test func membersOfADependencyModulesMockAreCarriedIntoTheChildMock() {
        var generator = MockGenerator()
        generator.parentMocks.add(
            source: """
                #if MOCK
                import Accounts

                class AccountServicingMock: AccountServicing {
                    init() { }
                    private(set) var refreshCallCount = 0
                    var refreshHandler: (() -> ())?
                    func refresh() {
                        refreshCallCount += 1
                        if let refreshHandler = refreshHandler { refreshHandler() }
                    }
                }
                #endif
                """)
        let output = generator.generate(sources: [
            .init(
                path: "A.swift",
                text: "import Accounts\n/// @mockable\nprotocol LoginServicing: AccountServicing { func login() }")
        ])
        #expect(output.contains("class LoginServicingMock: LoginServicing {"))
        #expect(output.contains("    private(set) var refreshCallCount = 0"))
        #expect(output.contains("    func refresh() {\n        refreshCallCount += 1"))
        #expect(!output.contains("init() { }\n    init() { }"))
    }
}

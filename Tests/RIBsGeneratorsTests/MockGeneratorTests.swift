@testable import RIBsGenerators
import Testing

@Suite struct MockGeneratorTests {
    @Test func annotationArgumentsAreRead() {
        let annotation = MockAnnotation.parse(
            from: "/// @mockable(typealias: T = Int; U = String; override: name = SpecialMock; history: login = true; module: prefix = Auth)",
            marker: "@mockable"
        )
        #expect(annotation.typealiases == ["T": "Int", "U": "String"])
        #expect(annotation.mockName == "SpecialMock")
        #expect(annotation.history == ["login"])
        #expect(annotation.moduleName == "Auth")
    }

    @Test func onlyAnnotatedProtocolsAreMockedButAllCanBeParents() {
        let parsed = MockParser().parse("""
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
        let parsed = parser.parse("/// @testable-double\nprotocol P { func a() }\n/// @mockable\nprotocol Q {}", path: "P.swift")
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

    @Test func importOptionsAndMacroWrapTheOutput() {
        var generator = MockGenerator()
        generator.customImports = ["RIBs"]
        generator.excludedImports = ["UIKit"]
        generator.testableImports = ["LoginFeature"]
        generator.macro = "MOCK"
        let output = generator.generate(sources: [.init(path: "A.swift", text: "import UIKit\nimport Foundation\n/// @mockable\nprotocol P {}")])
        #expect(output.hasPrefix("#if MOCK\n@testable import LoginFeature\nimport Foundation\nimport RIBs\n\nclass PMock: P {"))
        #expect(output.hasSuffix("#endif // MOCK\n"))
    }

    @Test(arguments: [
        ("Int", "0"), ("String", "\"\""), ("Bool", "false"), ("Int?", "nil"), ("[String]", "[]"),
        ("[String: Int]", "[:]"), ("Set<Int>", "[]"), ("(Int, String)", "(0, \"\")"), ("(a: Int, b: Bool)", "(a: 0, b: false)"),
        ("Void", "()"), ("any Other", "OtherMock()"), ("Other", "OtherMock()"),
    ])
    func knownTypesHaveDefaults(type: String, value: String) {
        #expect(DefaultValues(mockNames: ["Other": "OtherMock"]).value(for: type) == value)
    }

    @Test(arguments: ["Account", "(Int, Account)", "() -> Int", "some Sequence"])
    func unknownTypesHaveNone(type: String) {
        #expect(DefaultValues(mockNames: [:]).value(for: type) == nil)
    }
}

import RIBsDependencyGraph
import RIBsSource
import SwiftSyntax

extension DepsGenerator {
    /// The pass-through protocols the build would generate for the modules of `sources` whose
    /// RIBs refine one (RIBsDepsPlugin puts them in the build, not in the sources), as the
    /// models `ribs mock` reads its parents as: a mock of a dependency implements what passes
    /// through it. A module with its generated file checked in needs none.
    package func passThroughProtocols(for sources: [Source]) -> [MockableDeclaration] {
        let modules = Self.modulesWithPassThroughs(sources.map { ($0.module, $0.text) })
        return passThroughProtocols(read: sources.filter { modules.contains($0.module) }.map(Self.parse))
    }

    /// The modules among `files` that refine a pass-through protocol the build generates: one
    /// that mentions one, and has no generated file of its own checked in. Read from the text,
    /// before anything is parsed, so that only their files are read for it.
    package static func modulesWithPassThroughs(_ files: [(module: String, text: String)]) -> Set<String> {
        let checkedIn = Set(files.filter { $0.text.hasPrefix(DepsParser.generatedMarker) }.map(\.module))
        return Set(files.filter { $0.text.contains("PassThrough") }.map(\.module)).subtracting(checkedIn)
    }

    /// The same from the files of those modules, already read (`ribs mock` reads them from the
    /// parse it makes for its mocks: ``MockGenerator/Source/dependencyModule``).
    package func passThroughProtocols(read parsed: [DepsSource]) -> [MockableDeclaration] {
        guard !parsed.isEmpty else { return [] }
        let resolution = run(parsed: parsed).resolution
        return Set(parsed.map(\.module)).sorted().flatMap { module in
            resolution.passThroughs(in: module).map { declaration, passing in
                MockableDeclaration(
                    name: declaration.passThroughName, accessLevel: declaration.access, inheritedTypes: ["Dependency"],
                    attributes: ["@MainActor"], members: passing.compactMap(Self.member),
                    location: FileLocation(file: "\(module)/RIBsDeps.generated.swift (ribs deps)", line: 1, column: 1)
                )
            }
        }
    }

    /// A requirement as a mock's member: a get-only property, or the method as declared; inside
    /// `#if` when the requirement is.
    private static func member(_ requirement: DependencyRequirement) -> MockMember? {
        let member: MockMember?
        switch requirement.kind {
        case .property:
            member = .property(MockProperty(name: requirement.name, type: requirement.displayType, isSettable: false))
        case .method: member = requirement.syntax.flatMap(MemberReader.member(from:))
        }
        guard let member, !requirement.conditions.isEmpty else { return member }
        return .conditional([
            MockConditionalClause(
                directive: "#if " + requirement.conditions.joined(separator: " && "), members: [member])
        ])
    }
}

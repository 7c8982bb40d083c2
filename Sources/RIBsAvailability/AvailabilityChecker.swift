import RIBsSource
import SwiftSyntax

/// Finds the toolchain APIs a package's sources use that are newer than the platforms it
/// declares: the check the compiler makes when it builds for iOS or macOS, made on Linux, where
/// nothing makes it.
///
/// It reads names, not types, so it reports what it can tell for sure: a type, a static member
/// of a named type (`Task.immediate`), a top-level function, or a member whose every
/// declaration in the toolchain is newer than the floor; and language features that need a
/// newer runtime (`isolated deinit`). Code under `if #available(…)`, `guard #available(…)` or
/// in a declaration marked `@available(…)` is held to those versions instead.
///
/// ```swift
/// let checker = AvailabilityChecker(index: index, floor: ["iOS": .init(platform: "iOS", version: "18.0")])
/// let problems = checker.check(source: text, path: "Sources/RIBs/RIBNode.swift")
/// ```
package struct AvailabilityChecker: Sendable {
    package var index: InterfaceIndex
    /// The minimum version of each platform the package declares.
    package var floor: [String: PlatformVersion]

    package init(index: InterfaceIndex, floor: [String: PlatformVersion]) {
        self.index = index
        self.floor = floor
    }

    /// A use of an API newer than the floor.
    package struct Problem: Hashable, Sendable, CustomStringConvertible {
        package var location: FileLocation
        package var api: String
        package var needed: PlatformVersion
        package var floor: PlatformVersion

        /// The problem as every tool reports one.
        package var diagnostic: Diagnostic {
            Diagnostic(
                location: location,
                message: "\(api) needs \(needed), but the package supports \(floor) and later. "
                    + "Use an older API, put the call under `if #available(\(needed), *)`, or raise the platform in Package.swift."
            )
        }

        package var description: String { diagnostic.description }
    }

    /// The language features that need a newer runtime, and the runtime entry point whose
    /// availability they have.
    static let features: [(name: String, entryPoint: (container: String, member: String))] = [
        ("isolated deinit", ("", "_deinitOnExecutor"))
    ]

    /// The problems of `sources`, in path and position order. Names the sources declare
    /// themselves (a type of their own called `Builder`) are theirs, not the toolchain's.
    package func check(sources: [(path: String, text: String)]) -> [Problem] {
        check(
            parsed: sources.compactMap { source in GuardedParse(source.text).tree.map { (path: source.path, tree: $0) }
            })
    }

    /// The problems of sources already parsed (``GuardedParse``), as ``check(sources:)``.
    package func check(parsed trees: [(path: String, tree: SourceFileSyntax)]) -> [Problem] {
        let declared = DeclaredNames()
        for file in trees { declared.walk(file.tree) }
        var problems: [Problem] = []
        for file in trees.sorted(by: { $0.path < $1.path }) {
            let visitor = UseCollector(
                checker: self, ownNames: declared.names, path: file.path,
                converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            visitor.walk(file.tree)
            problems += visitor.problems
        }
        return problems
    }

    /// The problems of one source file.
    package func check(source: String, path: String) -> [Problem] {
        check(sources: [(path, source)])
    }

    /// The types, functions, properties and cases the checked sources declare.
    private final class DeclaredNames: SyntaxAnyVisitor {
        var names: Set<String> = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            // A type's members declare names too; a function's body or a typealias's type do not.
            if let declaration = node.asProtocol((any NamedDeclSyntax).self) {
                names.insert(declaration.name.text)
                return node.isProtocol((any DeclGroupSyntax).self) ? .visitChildren : .skipChildren
            }
            if let parameter = node.as(GenericParameterSyntax.self) {
                names.insert(parameter.name.text)
                return .skipChildren
            }
            if let element = node.as(EnumCaseElementSyntax.self) {
                names.insert(element.name.text)
                return .skipChildren
            }
            if let variable = node.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        names.insert(name)
                    }
                }
            }
            return .visitChildren
        }
    }

    /// The problems of using an API that needs `needed`, where the code is held to `scopeFloor`.
    func problems(
        api: String, needed: [String: PlatformVersion], scopeFloor: [String: PlatformVersion],
        at location: FileLocation
    ) -> [Problem] {
        floor.keys.sorted().compactMap { platform in
            guard let required = needed[platform], let supported = scopeFloor[platform] ?? floor[platform],
                supported < required
            else { return nil }
            return Problem(location: location, api: api, needed: required, floor: supported)
        }
    }

    private final class UseCollector: SyntaxVisitor {
        let checker: AvailabilityChecker
        let ownNames: Set<String>
        let path: String
        let converter: SourceLocationConverter
        var problems: [Problem] = []

        init(checker: AvailabilityChecker, ownNames: Set<String>, path: String, converter: SourceLocationConverter) {
            self.checker = checker
            self.ownNames = ownNames
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func location(of node: some SyntaxProtocol) -> FileLocation {
            let location = node.startLocation(converter: converter)
            return FileLocation(file: path, line: location.line, column: location.column)
        }

        /// The versions the code at `node` may assume: raised by enclosing `@available`
        /// declarations and `#available` conditions.
        private func scopeFloor(at node: some SyntaxProtocol) -> [String: PlatformVersion] {
            var versions = checker.floor
            var current: Syntax? = Syntax(node)
            while let syntax = current {
                if let attributes = syntax.asProtocol((any WithAttributesSyntax).self)?.attributes {
                    for case .attribute(let attribute) in attributes
                    where attribute.attributeName.trimmedText == "available" {
                        if let arguments = attribute.arguments?.trimmedText,
                            let introduced = PlatformVersion.introduced(in: arguments)
                        {
                            versions.merge(introduced) { max($0, $1) }
                        }
                    }
                }
                if let conditions = Self.availabilityConditions(guarding: syntax) {
                    versions.merge(conditions) { max($0, $1) }
                }
                current = syntax.parent
            }
            return versions
        }

        /// The versions an `if #available` (for its body) or a `guard #available` (for what
        /// follows it in its block) promises to `syntax`.
        private static func availabilityConditions(guarding syntax: Syntax) -> [String: PlatformVersion]? {
            func versions(in conditions: ConditionElementListSyntax) -> [String: PlatformVersion]? {
                var found: [String: PlatformVersion] = [:]
                for element in conditions {
                    guard case .availability(let availability) = element.condition,
                        availability.availabilityKeyword.tokenKind == .poundAvailable,
                        let introduced = PlatformVersion.introduced(
                            in: availability.availabilityArguments.trimmedText)
                    else { continue }
                    found.merge(introduced) { max($0, $1) }
                }
                return found.isEmpty ? nil : found
            }
            if let block = syntax.as(CodeBlockSyntax.self), let ifExpr = block.parent?.as(IfExprSyntax.self),
                ifExpr.body.id == block.id
            {
                return versions(in: ifExpr.conditions)
            }
            if let item = syntax.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self)
            {
                var found: [String: PlatformVersion] = [:]
                for earlier in list {
                    if earlier.id == item.id { break }
                    if let guardStmt = earlier.item.as(GuardStmtSyntax.self),
                        let versions = versions(in: guardStmt.conditions)
                    {
                        found.merge(versions) { max($0, $1) }
                    }
                }
                return found.isEmpty ? nil : found
            }
            return nil
        }

        private func report(_ api: String, needed: [String: PlatformVersion]?, at node: some SyntaxProtocol) {
            guard let needed else { return }
            problems += checker.problems(
                api: api, needed: needed, scopeFloor: scopeFloor(at: node), at: location(of: node))
        }

        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.modifiers.contains(where: { $0.name.text == "isolated" }) {
                let entry = AvailabilityChecker.features[0].entryPoint
                report(
                    "isolated deinit",
                    needed: checker.index.requirement(container: entry.container, member: entry.member), at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            guard !ownNames.contains(node.name.text) else { return .visitChildren }
            report(node.name.text, needed: checker.index.requirement(container: "", member: node.name.text), at: node)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let member = node.declName.baseName.text
            if let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
                guard !ownNames.contains(base.baseName.text) else { return .visitChildren }
                // `Task.immediate`: a static member of a named type.
                let type = base.baseName.text
                report(
                    "\(type).\(member)", needed: checker.index.requirement(container: type, member: member), at: node)
            } else if node.base != nil, !ownNames.contains(member) {
                report(member, needed: checker.index.requirementOfAnyMember(named: member), at: node.declName)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                !ownNames.contains(callee.baseName.text)
            {
                let name = callee.baseName.text
                report(name, needed: checker.index.requirement(container: "", member: name), at: callee)
            }
            return .visitChildren
        }
    }
}

import RIBsSource
import SwiftSyntax

/// When each API of the toolchain's modules appeared on the Apple platforms, read from their
/// `.swiftinterface` files (which keep every `@available` attribute, on Linux too).
///
/// Declarations are keyed by name: `Task.immediate` under container `Task`, member
/// `immediate`; a top-level function or type under container `""`. A member takes the
/// availability of the type or extension it is declared in when it has none of its own.
package struct InterfaceIndex: Sendable {
    /// Introduced versions of each declaration of `container.member`, one entry per overload.
    private(set) var entries: [Key: [[String: PlatformVersion]]] = [:]

    struct Key: Hashable, Sendable {
        var container: String
        var member: String
    }

    package init() {}

    /// Adds the declarations of one interface file's text.
    package mutating func add(interface text: String) {
        let collector = Collector()
        if let tree = GuardedParse(text).tree { collector.walk(tree) }
        for (key, versions) in collector.entries { entries[key, default: []] += versions }
    }

    /// The versions `container.member` needs: those of its least demanding overload, or `nil`
    /// when the index does not know it (or knows a declaration with no platform version).
    package func requirement(container: String, member: String) -> [String: PlatformVersion]? {
        guard let overloads = entries[Key(container: container, member: member)], !overloads.isEmpty else { return nil }
        var least: [String: PlatformVersion] = overloads[0]
        for versions in overloads.dropFirst() {
            for platform in PlatformVersion.checkedPlatforms {
                // An overload without a version for a platform is available there from the start.
                guard let current = least[platform] else { continue }
                if let other = versions[platform] {
                    least[platform] = min(current, other)
                } else {
                    least[platform] = nil
                }
            }
        }
        return least.isEmpty ? nil : least
    }

    /// What `member` needs whatever it is a member of: known only when every declaration of
    /// that name, in every container, needs a version (a name that exists since the start
    /// somewhere is never reported).
    package func requirementOfAnyMember(named member: String) -> [String: PlatformVersion]? {
        let matches = entries.filter { $0.key.member == member && !$0.key.container.isEmpty }
        guard !matches.isEmpty else { return nil }
        var least: [String: PlatformVersion]?
        for (key, _) in matches {
            guard let versions = requirement(container: key.container, member: member) else { return nil }
            guard let current = least else {
                least = versions
                continue
            }
            var merged: [String: PlatformVersion] = [:]
            for platform in PlatformVersion.checkedPlatforms {
                if let a = current[platform], let b = versions[platform] { merged[platform] = min(a, b) }
            }
            least = merged
        }
        return least.flatMap { $0.isEmpty ? nil : $0 }
    }

    private final class Collector: SyntaxVisitor {
        var entries: [Key: [[String: PlatformVersion]]] = [:]
        /// The containers the walk is in, with their availability.
        private var scopes: [(name: String, versions: [String: PlatformVersion])] = []

        init() { super.init(viewMode: .sourceAccurate) }

        private func versions(of attributes: AttributeListSyntax) -> [String: PlatformVersion] {
            var versions: [String: PlatformVersion] = [:]
            for case .attribute(let attribute) in attributes
            where attribute.attributeName.trimmedText == "available" {
                guard let arguments = attribute.arguments?.trimmedText,
                    let introduced = PlatformVersion.introduced(in: arguments)
                else { continue }
                versions.merge(introduced) { max($0, $1) }
            }
            return versions
        }

        /// Own versions, raised to those of the enclosing scopes.
        private func effective(_ own: [String: PlatformVersion]) -> [String: PlatformVersion] {
            var versions = own
            for scope in scopes { versions.merge(scope.versions) { max($0, $1) } }
            return versions
        }

        private func record(_ name: String, attributes: AttributeListSyntax) {
            let container = scopes.last?.name ?? ""
            entries[Key(container: container, member: name), default: []].append(effective(versions(of: attributes)))
        }

        private func enter(_ name: String, attributes: AttributeListSyntax) -> SyntaxVisitorContinueKind {
            record(name, attributes: attributes)
            scopes.append((name, effective(versions(of: attributes))))
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
        }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
        }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
        }
        override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, attributes: node.attributes)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((node.extendedType.plainName, effective(versions(of: node.attributes))))
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, attributes: node.attributes)
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            record("init", attributes: node.attributes)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    record(name, attributes: node.attributes)
                }
            }
            return .skipChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, attributes: node.attributes)
            return .skipChildren
        }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            for element in node.elements { record(element.name.text, attributes: node.attributes) }
            return .skipChildren
        }
    }
}

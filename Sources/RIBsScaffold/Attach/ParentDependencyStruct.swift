import Foundation
import RIBsSource
import SwiftSyntax

/// A parent's dependency struct (a stream-style RIB's, an RVB module's), which gives its
/// children what they need from its own values: what a child needs and it lacks, it gains, and
/// every place that makes the struct passes the new values, so the package still builds.
enum ParentDependencyStruct {
    /// Adds to the struct each of `properties` it does not have, and the new values to every
    /// `<Parent>Dependency(…)` of the module (from the builder's component or dependency) and of
    /// its tests (a value a test can write); returns the notes for what it could not give.
    static func add(
        _ properties: [(name: String, type: String)], of child: RIBName,
        to dependency: (node: StructDeclSyntax, path: String), parent: RIBName, layout: PackageLayout,
        in sources: inout ModuleSources
    ) throws(ScaffoldError) -> [ScaffoldMessage] {
        let has = Set(ChildShape.memberwiseProperties(of: dependency.node.memberBlock).map(\.name))
        let missing = properties.filter { !has.contains($0.name) }
        guard !missing.isEmpty else { return [] }
        let indent = try ParentWiring.indentation(ofMembersOf: dependency.node, path: dependency.path, in: &sources)
        try sources.edit(dependency.path) { edits throws(ScaffoldError) in
            edits.appendMembers(missing.map { "\(indent)let \($0.name): \($0.type)" }, to: dependency.node.memberBlock)
        }
        let p = parent.value
        let mockable = Set(sources.index.declarations.filter(\.isMockable).map(\.name))
        var unmade: [String] = []
        for path in Set(sources.index.parsedFiles.keys).union(SwiftFiles.under(layout.tests) ?? []).sorted() {
            let isTest = path.hasPrefix(layout.tests + "/")
            let file = try sources.file(path)
            let calls = StructCallFinder(name: "\(p)Dependency")
            calls.walk(file.tree)
            for call in calls.found {
                var values: [String] = []
                for property in missing {
                    if isTest {
                        guard
                            let value = BuilderParameter(name: property.name, type: property.type).testValue(
                                mockable: mockable)
                        else {
                            let line = file.converter.location(for: call.positionAfterSkippingLeadingTrivia).line
                            unmade.append("\(layout.relative(path)):\(line)")
                            continue
                        }
                        values.append("\(property.name): \(value)")
                    } else {
                        let scope =
                            ParentWiring.enclosingBodyDeclares("component", around: call) ? "component" : "dependency"
                        values.append("\(property.name): \(scope).\(property.name)")
                    }
                }
                guard !values.isEmpty else { continue }
                try sources.edit(path) { edits throws(ScaffoldError) in
                    let arguments = call.arguments
                    edits.appendListElement(
                        values.joined(separator: ", "), after: arguments.last,
                        hasTrailingComma: arguments.last?.trailingComma != nil,
                        closing: call.rightParen ?? call.lastToken(viewMode: .sourceAccurate)!)
                }
            }
        }
        var notes: [ScaffoldMessage] = [
            "\(p)Dependency now has \(missing.map(\.name).joined(separator: ", ")), which \(child) needs; where \(p) is built it takes \(missing.count == 1 ? "it" : "them") from the builder's scope."
        ]
        if !unmade.isEmpty {
            notes.append(
                "\(unmade.joined(separator: ", ")): no test value of \(missing.map(\.type).joined(separator: ", ")) can be written: pass one to \(p)Dependency(…) there."
            )
        }
        return notes
    }
}

/// Finds the calls of a struct's initializer, `Name(…)`, in the order a walk meets them.
private final class StructCallFinder: SyntaxVisitor {
    let name: String
    var found: [FunctionCallExprSyntax] = []
    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if [name, "\(name).init"].contains(node.calledExpression.trimmedText) { found.append(node) }
        return .visitChildren
    }
}

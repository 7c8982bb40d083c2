import Foundation
import RIBsSource
import SwiftSyntax

/// The two steps alike in every parent whose dependency is a struct (a stream-style RIB, an RVB
/// module): its builder hands its router the child's builder, made of that struct; and the
/// struct gives the child its dependency.
struct StructParentSteps {
    let parent: RIBName
    let child: RIBName
    let childShape: ChildShape
    let layout: PackageLayout
    /// The parent's style, which says how its builder is declared and what the messages say.
    let parentStyle: ChildShape.Style

    private var p: String { parent.value }
    private var c: String { child.value }
    private var flag: String { parentStyle == .rvb ? "rvb" : "stream" }

    /// `<child>Builder: …` among the arguments of `<Parent>Router(…)` in the parent's builder's
    /// `build`. A viewless classic child needs the parent's node made there first: it shows its
    /// children in the node's view container.
    func passBuilder(in sources: inout ModuleSources) throws(ScaffoldError) {
        let members: MemberBlockSyntax
        let path: String
        if parentStyle == .rvb {
            let found = try sources.declaration(
                "\(p)Builder", as: ClassDeclSyntax.self, expected: "final class \(p)Builder: Builder<\(p)Dependency>")
            (members, path) = (found.node.memberBlock, found.path)
        } else {
            let found = try sources.declaration(
                "\(p)Builder", as: StructDeclSyntax.self,
                expected: "struct \(p)Builder { func build(…) -> BuiltRIB<…> }")
            (members, path) = (found.node.memberBlock, found.path)
        }
        guard
            let build = members.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                .first(where: { $0.name.text == "build" }), let body = build.body,
            let routerCall = ParentWiring.call(of: "\(p)Router", in: body)
        else {
            throw ScaffoldError(
                "\(sources.place(of: members, in: path)): expected \(p)Builder.build to make the router with \(p)Router(…), as ribs new --style \(flag) writes it."
            )
        }
        if childShape.style == .classic, !childShape.ownsView, !ParentWiring.declaresLocal("node", in: body) {
            throw ScaffoldError(
                "\(sources.place(of: build, in: path)): \(c) has no view: it shows its children in \(p)'s view container, so \(p)Builder.build must make \(p)'s node first (`let node = RIBNode(name: \"\(p)\")`, handed to the view), as ribs new --style \(flag) writes it."
            )
        }
        let made = ChildBuilderExpression(child: child, shape: childShape).made(
            from: "dependency", component: "\(p)\(c)Component", viewContainer: "node.viewContainer")
        let argument = "\(child.lowerCamel)Builder: \(made)"
        try sources.edit(path) { edits throws(ScaffoldError) in
            let arguments = routerCall.arguments
            edits.appendListElement(
                argument, after: arguments.last, hasTrailingComma: arguments.last?.trailingComma != nil,
                closing: routerCall.rightParen ?? routerCall.lastToken(viewMode: .sourceAccurate)!)
        }
    }

    /// What the child needs and the parent's struct lacks, the struct gains (and every place that
    /// makes it passes); a classic child gets a component on the struct,
    /// `<Parent>Component+<Child>.swift`. Returns the notes and that file.
    func giveDependency(in sources: inout ModuleSources) throws(ScaffoldError) -> (
        notes: [ScaffoldMessage], component: FileSetWriter.Change?
    ) {
        let (dependency, dependencyPath) = try sources.declaration(
            "\(p)Dependency", as: StructDeclSyntax.self, expected: "struct \(p)Dependency")
        let notes = try ParentDependencyStruct.add(
            childShape.dependencyProperties, of: child, to: (dependency, dependencyPath), parent: parent,
            layout: layout, in: &sources)
        guard childShape.style == .classic else { return (notes, nil) }
        let file = (dependencyPath as NSString).deletingLastPathComponent + "/\(p)Component+\(c).swift"
        if FileManager.default.fileExists(atPath: file) {
            throw ScaffoldError("\(layout.relative(file)) already exists: nothing was written.")
        }
        let text = ClassicChildComponentTemplate(parent: p, child: child, shape: childShape, style: parentStyle).text
        return (notes, FileSetWriter.Change(path: file, contents: text))
    }
}

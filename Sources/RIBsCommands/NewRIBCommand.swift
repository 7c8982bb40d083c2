import ArgumentParser
import Foundation
import RIBsScaffold

/// `ribs new NAME` (or `ribs new rib NAME`): writes a new RIB (and its tests) into a package, in
/// one of Uber's template variants or the other two styles. `ribs new component-extension
/// --parent P --child C`, the first spelling of `ribs component-extension`, still works, with a
/// deprecation note.
struct NewRIBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rib",
        abstract: "Writes a new RIB, with its tests, into the package (what `ribs new NAME` runs).",
        discussion: HelpText.paragraphs(NewCommand.ribHelp)
    )

    enum Style: String, ExpressibleByArgument, CaseIterable {
        case classic, stream, rvb
    }

    @Argument(help: "The RIB's name, such as LoggedOut.")
    var name: String

    @Flag(help: "The RIB owns a view controller that is its presenter.")
    var view = false

    @Flag(help: "The RIB owns a view controller and a separate Presenter.")
    var presenter = false

    @Flag(help: "A root RIB: a LaunchRouter, an app component and the entry point that launches it.")
    var launch = false

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("A value each build takes, such as rideID:String; repeatable.", valueName: "name:Type"))
    var parameters: [String] = []

    @Option(
        name: .customLong("dependency"),
        help: ArgumentHelp(
            "A value the RIB takes from its parent's scope, such as 'rideService:any RideService'; repeatable.",
            valueName: "name:Type"))
    var dependencies: [String] = []

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp(
            "What a stream-style RIB or an RVB module tells its parent besides finished, such as chose:String: an Events<String> its parent's handler receives; repeatable.",
            valueName: "name:Type"))
    var outputs: [String] = []

    @Flag(
        name: .customLong("entry-point"), inversion: .prefixedNo,
        help: "With --launch in an executable target: write its entry point (default: yes).")
    var entryPoint = true

    @Option(help: "classic (Uber's), stream (SwiftUI-RIB's shape) or rvb (Router-View-Builder).")
    var style: Style = .classic

    @Flag(
        help:
            "With --view, --presenter or --launch in a target that depends on RIBsUIKit: the view is a SwiftUI view in a RIBHostingController (else a RIBViewController)."
    )
    var swiftui = false

    @OptionGroup var placement: PlacementOptions
    @OptionGroup var writing: ScaffoldWriteOptions

    @Option(help: .hidden)
    var parent: String?

    @Option(help: .hidden)
    var child: String?

    func validate() throws {
        let variants = [view, presenter, launch].filter { $0 }.count
        if variants > 1 {
            throw ValidationError("--view, --presenter and --launch are variants: pick one.")
        }
        if style != .classic, variants > 0 {
            throw ValidationError(
                "--view, --presenter and --launch are classic variants: drop them with --style \(style).")
        }
        if swiftui, style != .classic || variants == 0 {
            throw ValidationError(
                "--swiftui writes a classic RIB's view controller: use it with --view, --presenter or --launch.")
        }
        if style == .classic, !outputs.isEmpty {
            throw ValidationError(
                "--output is for --style stream and rvb: a classic RIB tells its parent through its listener (a method of \(name)Listener, which ribs attach stubs in the parent)."
            )
        }
        if name == "component-extension" {
            guard parameters.isEmpty, dependencies.isEmpty else {
                throw ValidationError("--param and --dependency are for RIBs: drop them with component-extension.")
            }
            guard parent != nil, child != nil else {
                throw ValidationError(
                    "component-extension needs --parent and --child, such as --parent Root --child LoggedOut.")
            }
        } else if parent != nil || child != nil {
            throw ValidationError("--parent and --child go with ribs new component-extension.")
        }
    }

    var shape: RIBShape {
        switch style {
        case .stream: .stream
        case .rvb: .rvb
        case .classic: launch ? .launch : presenter ? .presenter : view ? .view : .viewless
        }
    }

    /// What the view controller is in `layout`'s target: a terminal screen, a RIBsUIKit view
    /// controller, or a plain class.
    private func views(in layout: PackageLayout) throws -> ViewKind {
        if layout.usesTerminal { return .terminal }
        if layout.usesUIKit { return swiftui ? .swiftUI : .uiKit }
        if swiftui {
            throw ValidationError(
                "--swiftui writes a RIBHostingController, from RIBsUIKit, which \(layout.module) does not depend on: add .product(name: \"RIBsUIKit\", package: \"\(layout.swiftRIBsPackage)\") to its dependencies in Package.swift."
            )
        }
        return .plain
    }

    func run() throws {
        let layout = try placement.layout(testsIn: writing.tests)
        let plan: NewRIBPlan
        if name == "component-extension", let parent, let child {
            FileHandle.standardError.write(
                Data(
                    "warning: `ribs new component-extension` is deprecated: run `ribs component-extension --parent \(parent) --child \(child)`.\n"
                        .utf8))
            plan = try NewRIBPlan(
                componentExtensionOf: try RIBName(parent), for: try RIBName(child), layout: layout,
                overwrite: writing.force)
        } else {
            let spec = ScaffoldSpec(
                name: try RIBName(name), shape: shape, module: layout.module,
                tests: writing.writeTests ?? layout.hasTests,
                generatedDependencies: layout.generatesDependencies,
                parameters: try parameters.map { text throws(ScaffoldError) in try BuilderParameter(parsing: text) },
                dependencies: try dependencies.map { text throws(ScaffoldError) in
                    try BuilderParameter(parsing: text, input: .dependency)
                }, views: try views(in: layout),
                outputs: try outputs.map { text throws(ScaffoldError) in
                    try BuilderParameter(parsing: text, input: .output)
                })
            plan = try NewRIBPlan(spec: spec, layout: layout, overwrite: writing.force, entryPoint: entryPoint)
        }
        // The plan checked every file it replaces: only with --force, or SwiftPM's hello world.
        try ScaffoldOutput(layout: layout, dryRun: writing.dryRun).apply(
            plan.changes, overwrite: true, notes: plan.notes)
    }
}

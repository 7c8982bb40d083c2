import Foundation
import TestSupport
import Testing

@testable import RIBsScaffold

/// Two children of one parent that need the same thing: the second attach finds it in the
/// component extension the first one wrote, and forwards it no more (a new user's app had
/// `invalid redeclaration of 'store'` after `ribs attach Shelf` and `ribs attach Expiry`).
@Suite struct AttachSharedDependencyTests {
    @Test func theSecondChildUsesWhatTheFirstChildsExtensionGives() async throws {
        let sandbox = try ScaffoldSandbox()
        defer { sandbox.remove() }
        try sandbox.new("Pantry", .view)
        for child in ["Shelf", "Expiry"] {
            try sandbox.new(child, .view)
            let builder = "Sources/App/\(child)/\(child)Builder.swift"
            try sandbox.write(
                try sandbox.text(builder).replacingOccurrences(
                    of: "protocol \(child)Dependency: Dependency {}\n",
                    with: "protocol \(child)Dependency: Dependency {\n    var store: String { get }\n}\n"),
                to: builder)
        }
        _ = try sandbox.attach("Shelf", to: "Pantry")
        _ = try sandbox.attach("Expiry", to: "Pantry")
        let shelf = try sandbox.text("Sources/App/Pantry/PantryComponent+Shelf.swift")
        let expiry = try sandbox.text("Sources/App/Pantry/PantryComponent+Expiry.swift")
        #expect(shelf.contains("    var store: String {\n        dependency.store\n    }"))
        #expect(!expiry.contains("var store"), "\(expiry)")
        let compiled = try ScaffoldCompilation(files: try sandbox.scaffoldFiles())
        defer { compiled.remove() }
        let module = try await compiled.buildModule()
        #expect(module.status == 0, "\(module.errors)")
    }
}

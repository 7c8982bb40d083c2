import RIBsSource

extension MockJob {
    /// Why a run made no mock: what each module had, as a warning the build shows.
    func emptyExplanation(sources: [MockGenerator.Source]) -> Diagnostic {
        let annotation = generator.annotation
        let lines = modules.map { module -> String in
            let folder = module.folder.isEmpty ? "" : module.folder.hasSuffix("/") ? module.folder : module.folder + "/"
            let files = sources.filter { !folder.isEmpty && $0.path.hasPrefix(folder) }
            guard !files.isEmpty else { return "  \(module.name): no Swift files" }
            let declaring = files.filter { $0.text.contains("protocol ") }.count
            let annotated = files.filter { $0.text.contains(annotation) }.count
            if declaring == 0 { return "  \(module.name): \(files.count) files, no protocol declared" }
            if annotated == 0 {
                return
                    "  \(module.name): \(files.count) files, \(declaring) declaring protocols, none marked `/// \(annotation)`"
            }
            return "  \(module.name): \(annotated) files mention \(annotation), but not in a protocol's doc comment"
        }
        return .warning(
            ([
                "ribs mock: no mock was generated. Mark a protocol with `/// \(annotation)` in its doc comment. Modules read:"
            ] + lines).joined(separator: "\n"))
    }
}

import RIBsDependencyGraph

extension DepsRun {
    /// The generated file for `module`, its components' parts rendered on `concurrency` threads.
    package func generated(module: String, concurrency: Int = 1) -> String {
        DepsRenderer(
            resolution: resolution, module: module, imports: (imports[module] ?? []).sorted(), concurrency: concurrency
        ).render()
    }
}

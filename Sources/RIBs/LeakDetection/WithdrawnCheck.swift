/// A deinitializer's last work: the check that the object deallocates is withdrawn, for it did.
struct WithdrawnCheck: MainActorDeinitWork {
    let check: DeallocationCheck?

    @MainActor mutating func run() {
        check?.withdraw()
    }
}

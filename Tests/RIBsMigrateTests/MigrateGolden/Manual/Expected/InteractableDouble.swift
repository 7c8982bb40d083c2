import RIBs

/// A test's hand double of RIBs' own protocol: swift-ribs asks for other members, so the tool
/// names it, with RIBsTesting's doubles as the recipe.
class InteractableDouble: Interactable {
    var isActive = false
    let isActiveSubject = ValueRelay<Bool>(false)
    var isActiveStream: Events<Bool> { isActiveSubject.values }

    func activate() { isActive = true }
    func deactivate() { isActive = false }
}

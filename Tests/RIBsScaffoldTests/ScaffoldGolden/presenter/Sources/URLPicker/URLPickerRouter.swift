import RIBs

/// What URLPicker's router needs from its interactor.
/// @mockable
@MainActor
protocol URLPickerInteractable: Interactable {
    var router: (any URLPickerRouting)? { get set }
    var listener: (any URLPickerListener)? { get set }
}

/// What URLPicker's router does with its view: show and hide its children's views.
/// @mockable
@MainActor
protocol URLPickerViewControllable: ViewControllable {}

/// Attaches and detaches URLPicker's children.
final class URLPickerRouter: ViewableRouter<any URLPickerInteractable, any URLPickerViewControllable>, URLPickerRouting
{
    override init(interactor: any URLPickerInteractable, viewController: any URLPickerViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

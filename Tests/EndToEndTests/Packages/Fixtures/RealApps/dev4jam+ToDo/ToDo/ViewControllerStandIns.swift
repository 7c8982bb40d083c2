// Stand-ins for ToDo's view controllers (their protocols kept from the migrated files, their
// classes replaced by these): the protocols they adopt and the initialisers the builders call,
// nothing of UIKit's behaviour.
import Eureka
import RIBs
import UIKit

final class RootViewController: UIViewController, RootPresentable, RootViewControllable, LoggedInViewControllable {
    weak var listener: RootPresentableListener?
    func replaceModal(viewController: ViewControllable?) {}
}

final class LoggedOutViewController: UIViewController, LoggedOutPresentable, LoggedOutViewControllable {
    weak var listener: LoggedOutPresentableListener?
    func showLoadingIndicator() {}
    func hideLoadingIndicator() {}
    func showError(_ text: String) {}
}

final class DrawerViewController: UIViewController, DrawerPresentable, DrawerViewControllable {
    weak var listener: DrawerPresentableListener?
    init(menuWidth: CGFloat) { super.init(nibName: nil, bundle: nil) }
    func showSelectedMenuItem(_ menuItem: String) {}
    func showMenu() {}
    func hideMenu() {}
    func showHi() {}
    func presentContent(viewController: ViewControllable) {}
    func presentMenu(viewController: ViewControllable) {}
}

final class ListViewController: UIViewController, ListPresentable, ListViewControllable {
    weak var listener: ListPresentableListener?
    func showIncompleteItems(_ items: [ItemViewModel]) {}
    func showCompletedItems(_ items: [ItemViewModel]) {}
    func showTitle(_ title: String) {}
    func showMenu() {}
    func showRevertConfirmationDialog(item: ItemViewModel, listener: RevertConfirmationDialogListener) {}
    func present(view: ViewControllable) {}
    func dismiss(view: ViewControllable) {}
}

final class ItemViewController: UIViewController, ItemPresentable, ItemViewControllable {
    weak var listener: ItemPresentableListener?
    func showTitle(_ title: String) {}
    func showDetails(_ value: String) {}
}

final class MenuViewController: UIViewController, MenuPresentable, MenuViewControllable {
    weak var listener: MenuPresentableListener?
    func showMenuItems(_ sections: [Section]) {}
}

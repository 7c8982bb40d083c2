// Written by Scripts/rx-api.py --darwin from RxSwift 6.9.1's sources: do not edit.

extension RxNames {
    /// RxCocoa's types for Apple's platforms only, which the Linux symbol graphs lack.
    static let darwinTypes: Set<String> = [
        "DelegateProxy",
        "DelegateProxyType",
        "DisposableBuilder",
        "DisposeKey",
        "HasDataSource",
        "HasDelegate",
        "HasPrefetchDataSource",
        "KeyValueObservingOptions",
        "RxCocoaInterceptionMechanism",
        "RxCocoaObjCRuntimeError",
        "RxCollectionViewDataSourcePrefetchingProxy",
        "RxCollectionViewDataSourceProxy",
        "RxCollectionViewDataSourceType",
        "RxCollectionViewDelegateProxy",
        "RxNavigationControllerDelegateProxy",
        "RxPickerViewDataSourceProxy",
        "RxPickerViewDataSourceType",
        "RxPickerViewDelegateProxy",
        "RxScrollViewDelegateProxy",
        "RxSearchBarDelegateProxy",
        "RxSearchControllerDelegateProxy",
        "RxTabBarControllerDelegateProxy",
        "RxTabBarDelegateProxy",
        "RxTableViewDataSourcePrefetchingProxy",
        "RxTableViewDataSourceProxy",
        "RxTableViewDataSourceType",
        "RxTableViewDelegateProxy",
        "RxTextFieldDelegateProxy",
        "RxTextStorageDelegateProxy",
        "RxTextViewDelegateProxy",
        "RxWKNavigationDelegateProxy",
        "TextInput",
    ]
}

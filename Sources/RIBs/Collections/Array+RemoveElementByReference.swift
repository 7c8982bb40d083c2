extension Array where Element: AnyObject {
    /// Removes the first element that is `element` itself (compared with `===`), as Uber's RIBs
    /// offers for arrays of routers or views.
    ///
    /// Only for arrays of objects (`[any Routing]`, `[any ViewControllable]`): Uber's spelling
    /// compiled for values too and always returned `nil` there.
    ///
    /// - Returns: The removed element, or `nil` if the array does not hold it.
    @discardableResult
    public mutating func removeElementByReference(_ element: Element) -> Element? {
        guard let index = firstIndex(where: { $0 === element }) else { return nil }
        return remove(at: index)
    }
}

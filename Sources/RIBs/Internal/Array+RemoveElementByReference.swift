extension Array {
    /// Removes the first element that is `element` itself (compared with `===`), as Uber's RIBs
    /// offers for arrays of routers or views.
    ///
    /// - Returns: The removed element, or `nil` if the array does not hold it.
    @discardableResult
    public mutating func removeElementByReference(_ element: Element) -> Element? {
        guard let index = firstIndex(where: { ($0 as AnyObject) === (element as AnyObject) }) else { return nil }
        return remove(at: index)
    }
}

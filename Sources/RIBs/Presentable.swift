/// The interface an interactor uses to show things: usually adopted by the RIB's view, through a
/// `<Name>Presentable` protocol.
@MainActor
public protocol Presentable: AnyObject {}

// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of Eureka (a forms library) that ToDo's MenuInteractor builds its menu with, with
// Eureka's signatures. Nothing here draws.
import UIKit

@MainActor
public class BaseRow {
    public var tag: String?
    public var title: String?
}

@MainActor
public final class ButtonRow: BaseRow {
    public typealias Cell = UITableViewCell
    public init(tag: String?) {
        super.init()
        self.tag = tag
    }
    @discardableResult
    public func onCellSelection(_ callback: @escaping (Cell, ButtonRow) -> Void) -> ButtonRow { self }
    @discardableResult
    public func cellUpdate(_ callback: @escaping (Cell, ButtonRow) -> Void) -> ButtonRow { self }
}

@MainActor
public final class LabelRow: BaseRow {
    public typealias Cell = UITableViewCell
    public var value: String?
    public init(tag: String?) {
        super.init()
        self.tag = tag
    }
    @discardableResult
    public func cellUpdate(_ callback: @escaping (Cell, LabelRow) -> Void) -> LabelRow { self }
}

@MainActor
public final class Section {
    public private(set) var rows: [BaseRow] = []
    public init(_ header: String) {}
    public init() {}
    public func append(_ row: BaseRow) { rows.append(row) }
}

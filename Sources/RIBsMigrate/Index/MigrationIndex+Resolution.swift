import SwiftSyntax

/// What the index concludes once the module is read: which classes are a RIB's, which
/// protocols become `@MainActor`, and which types flow with what a stream carries.
extension MigrationIndex {
    /// What a flowing value type or immutable final class stores flows with it: a reducer's
    /// `State` carries its items, which must be `Sendable` as the state is. A flowing type
    /// alias's type flows (a reactor's `typealias State = TodayPresentableState`, a public
    /// struct, which Swift does not take as `Sendable` unless it says so).
    mutating func closeFlowingTypes() {
        var pending = Array(flowingTypes)
        while let name = pending.popLast() {
            for aliased in typeAliases[name] ?? [] where flowingTypes.insert(aliased).inserted {
                pending.append(aliased)
            }
            guard valueTypes.contains(name) || immutableFinalClasses.contains(name) else { continue }
            for stored in storedTypes[name] ?? [] where flowingTypes.insert(stored).inserted {
                pending.append(stored)
            }
        }
    }

    /// The protocols that become `@MainActor`: those a RIB declares, by what they refine, what
    /// adopts them or their name, as *Swift 6 and your RIB's protocols* says.
    func isRIBProtocol(_ name: String) -> Bool {
        mainActorProtocols.contains(name)
    }

    /// Whether the module's class `name` is an XCTest case: it inherits `XCTestCase`, itself or
    /// through the module's classes (an app's `BaseTestCase`).
    func isTestCase(_ name: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if type == "XCTestCase" { return true }
            current = classes[type]?.first
        }
        return false
    }

    /// Whether a class of the module inherits the class `name`.
    func hasSubclass(_ name: String) -> Bool {
        classes.values.contains { $0.first == name }
    }

    /// Whether the class `name` is main-actor isolated once migrated: a RIB's class, or one that
    /// adopts a protocol that becomes `@MainActor`. Such a class is `Sendable`.
    func isMainActorClass(_ name: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if MigrationCatalog.runtimeClasses.contains(type) { return true }
            if !(adoptions[type] ?? []).isDisjoint(with: mainActorProtocols) { return true }
            current = classes[type]?.first
        }
        return false
    }

    func isMarkable(_ name: String) -> Bool {
        guard let declared = protocols[name] else { return false }
        return !declared.isIsolated && !declared.inherited.contains("Sendable")
    }

    func isRIBProtocolByItself(_ name: String) -> Bool {
        guard let declared = protocols[name] else { return false }
        if adoptedByRIBs.contains(name) { return true }
        if MigrationCatalog.ribProtocolSuffixes.contains(where: name.hasSuffix) { return true }
        var seen: Set<String> = []
        var pending = declared.inherited
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if MigrationCatalog.runtimeProtocols.contains(next) { return true }
            pending += protocols[next]?.inherited ?? []
        }
        return false
    }

    mutating func resolveMainActorProtocols() {
        var marked = Set(protocols.keys.filter { isRIBProtocolByItself($0) })
        var changed = true
        while changed {
            changed = false
            for name in marked {
                for refined in protocols[name]?.inherited ?? []
                where protocols[refined] != nil && !marked.contains(refined) {
                    marked.insert(refined)
                    changed = true
                }
            }
            for adopted in adoptions.values where !adopted.isDisjoint(with: marked) {
                for name in adopted where protocols[name] != nil && !marked.contains(name) {
                    marked.insert(name)
                    changed = true
                }
            }
        }
        mainActorProtocols = marked.filter(isMarkable)
    }

    mutating func resolveRIBClasses() {
        var ribClasses: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, inherited) in classes where !ribClasses.contains(name) {
                guard let superclass = inherited.first,
                    MigrationCatalog.runtimeClasses.contains(superclass) || ribClasses.contains(superclass)
                else { continue }
                ribClasses.insert(name)
                changed = true
            }
        }
        for name in ribClasses {
            for adopted in classes[name]?.dropFirst() ?? [] { adoptedByRIBs.insert(adopted) }
        }
        // A protocol refined by one a RIB adopts is adopted too (`LoggedInInteractable:
        // LoggedOutListener`).
        var pending = Array(adoptedByRIBs)
        while let next = pending.popLast() {
            for refined in protocols[next]?.inherited ?? [] where adoptedByRIBs.insert(refined).inserted {
                pending.append(refined)
            }
        }
    }
}

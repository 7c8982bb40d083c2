import RIBs
import Testing

private final class Service {}

private final class TestComponent: Component<EmptyComponent> {
    var factoryCalls: [String] = []
    var sharedService: Service {
        shared {
            factoryCalls.append("sharedService")
            return Service()
        }
    }
    var otherSharedService: Service {
        shared {
            factoryCalls.append("otherSharedService")
            return Service()
        }
    }
    var unsharedService: Service { Service() }
    var optionalService: Service? {
        shared {
            factoryCalls.append("optionalService")
            return nil
        }
    }
    var dependentValue: Int {
        shared {
            factoryCalls.append("dependentValue")
            return ObjectIdentifier(sharedService).hashValue
        }
    }

    init() { super.init(dependency: EmptyComponent()) }
}

/// More shared properties than the linear store holds, to cover its indexed form.
private final class LargeComponent: Component<EmptyComponent> {
    var p0: Service { shared { Service() } }
    var p1: Service { shared { Service() } }
    var p2: Service { shared { Service() } }
    var p3: Service { shared { Service() } }
    var p4: Service { shared { Service() } }
    var p5: Service { shared { Service() } }
    var p6: Service { shared { Service() } }
    var p7: Service { shared { Service() } }
    var p8: Service { shared { Service() } }
    var p9: Service { shared { Service() } }
    var p10: Service { shared { Service() } }
    var p11: Service { shared { Service() } }
    var p12: Service { shared { Service() } }
    var p13: Service { shared { Service() } }
    var p14: Service { shared { Service() } }
    var p15: Service { shared { Service() } }
    var p16: Service { shared { Service() } }
    var p17: Service { shared { Service() } }
    var all: [Service] { [p0, p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, p13, p14, p15, p16, p17] }
    init() { super.init(dependency: EmptyComponent()) }
}

@MainActor
@Suite struct ComponentTests {
    @Test func sharedReturnsTheSameInstanceAndCallsTheFactoryOnce() {
        let component = TestComponent()
        #expect(component.sharedService === component.sharedService)
        #expect(component.unsharedService !== component.unsharedService)
        #expect(component.factoryCalls == ["sharedService"])
    }

    @Test func eachSharedPropertyHasItsOwnInstance() {
        let component = TestComponent()
        #expect(component.sharedService !== component.otherSharedService)
        #expect(component.factoryCalls == ["sharedService", "otherSharedService"])
    }

    @Test func eachComponentHasItsOwnInstances() {
        #expect(TestComponent().sharedService !== TestComponent().sharedService)
    }

    @Test func sharedNilIsKeptAsNil() {
        let component = TestComponent()
        #expect(component.optionalService == nil)
        #expect(component.optionalService == nil)
        #expect(component.factoryCalls == ["optionalService"])
    }

    @Test func factoryMayReadOtherSharedProperties() {
        let component = TestComponent()
        let value = component.dependentValue
        #expect(component.dependentValue == value)
        #expect(value == ObjectIdentifier(component.sharedService).hashValue)
        #expect(component.factoryCalls == ["dependentValue", "sharedService"])
    }

    @Test func manySharedPropertiesStayDistinctAndStable() {
        let component = LargeComponent()
        let first = component.all
        let second = component.all
        #expect(zip(first, second).allSatisfy { $0 === $1 })
        #expect(Set(first.map(ObjectIdentifier.init)).count == 18)
    }
}

@Suite struct ArrayExtensionTests {
    @Test func removeElementByReferenceRemovesThatInstanceOnly() {
        let first = Service()
        let second = Service()
        let stranger = Service()
        var services = [first, second, first]
        #expect(services.removeElementByReference(stranger) == nil)
        #expect(services.removeElementByReference(first) === first)
        #expect(services.map(ObjectIdentifier.init) == [second, first].map(ObjectIdentifier.init))
    }
}

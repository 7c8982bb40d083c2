/// What `ribs migrate` tells a person to write where it leaves an Rx construct as it was: the
/// recipe of each diagnostic (`construct: recipe`). A rule names what it cannot rewrite with one
/// of these; the catalogue (`RxCatalogue`) names with one each entry of RxSwift's API that no
/// rule rewrites. The raw value is the construct's own name where a rule names it by that.
enum Recipe: String, CaseIterable, Sendable {
    case disposeBag = "DisposeBag"
    case disposed
    case disposedInProtocolsBag
    case disposedInKeptBag
    case disposedInOthersBag
    case reactiveExtension
    case observableCreate = "create"
    case single = "Single"
    case completable = "Completable"
    case maybe = "Maybe"
    case driver = "Driver"
    case signal = "Signal"
    case controlEvent = "ControlEvent"
    case controlProperty = "ControlProperty"
    case binder = "Binder"
    case rxCocoa = "rx"
    case rxCocoaView
    case reactiveExtensionReader
    case rxCocoaTraits
    case viewStreamToEvents
    case rxExtensionLibrary
    case keptTypeExtension
    case keptAdoptedProtocol
    case rxProducer
    case producerLoop
    case sectionModels
    case mainScheduler = "MainScheduler"
    case disposeOnDeactivateBridge
    case disposeOnStopBridge
    case subclassSetUp
    case twoSetUps
    case drive
    case subscribeOn
    case observeOn
    case observe
    case observableOf = "of"
    case observableFrom = "from"
    case observableError = "error"
    case interval
    case timer
    case zip
    case concat
    case oneResult
    case awaitedRx
    case completesEmpty
    case unawaitedAsync
    case asyncThroughRxBridge
    case eventsThroughRxBridge
    case awaitedInFlatMap
    case driverFallback
    case bridgedAsyncChain
    case sharedAsyncName
    case reactorKit
    case keptImport
    case mockolo
    case needle
    case unappliedStream
    case catchError
    case catchOperator = "catch"
    case retry
    case scan
    case materialize
    case sideEffect = "do"
    case subscribeWithHandlers
    case replayBuffer
    case unknownRelay
    case ribsDouble
    case disposeWithWorkflow
    case executor
    case stepAsObservable
    case sendableClass
    case sendableGenerated
    case testScheduler = "TestScheduler"
    case testableObserver = "TestableObserver"
    case toBlocking
    case customOperator
    case onCompleted
    case variable = "Variable"
    case scheduler
    case injectedScheduler
    case neverFails
    case superSetUp
    case heldSelf
    case rxError
    case activityIndicatorCopy
    case rxType
    case disposables
    case observer
    case subject
    case connectable
    case timeOperator
    case filtering
    case collecting
    case otherOperator
    case creation
    case debug
    case infallible
    case kvo
    case concurrencyBridge
    case rxCocoaFoundation
    case singleton
    case mutableStatic
    case unprovenCallbackValue
    case trackActivityOnStream
    case failingStream
    case subjectError
    case waitForExpectations
    case handDetachOnClose
}

import Foundation

/// The lines of a Swift file that use RxSwift, RxRelay, RxCocoa or ReactorKit, counted as a
/// reader counts them: a line that names an Rx type, calls an Rx-only member (`.rx`, `.bind`,
/// `.disposed(by:)`, `.accept(_:)`, `.subscribe(onSuccess:)`…) or imports an Rx module.
/// Comments and string literals do not count.
///
/// It is the measure of issue 39, written apart from `ribs migrate`'s own rules on purpose: it
/// reads text, not the tool's syntax tree, so a construct the tool does not know still counts.
/// `RxLinesTests` pins it on a sample counted by hand.
package enum RxLines {
    /// Rx's types and ReactorKit's protocol: a line naming one is an Rx line.
    package static let types: Set<String> = [
        "Observable", "Single", "Maybe", "Completable", "PublishSubject", "BehaviorSubject", "ReplaySubject",
        "AsyncSubject", "PublishRelay", "BehaviorRelay", "Variable", "Disposable", "Disposables", "DisposeBag",
        "CompositeDisposable", "SerialDisposable", "Driver", "Signal", "ControlEvent", "ControlProperty", "Binder",
        "ObservableType", "ObserverType", "AnyObserver", "PrimitiveSequence", "PrimitiveSequenceType", "Infallible",
        "MainScheduler", "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler", "ConcurrentMainScheduler",
        "SchedulerType", "ImmediateSchedulerType", "TestScheduler", "TestableObserver", "RxTimeInterval", "Reactor",
        "SingleEvent", "MaybeEvent", "CompletableEvent", "RxError",
    ]

    /// Members only Rx has: `x.rx`, `.bind(to:)`, `.accept(_:)`… (a runtime of swift-ribs has
    /// none of them).
    package static let members: Set<String> = [
        "rx", "bind(onNext", "bind(with", "disposed", "drive", "asObservable", "asDriver", "asSignal", "asSingle",
        "asMaybe",
        "asCompletable", "asInfallible", "observeOn", "subscribeOn", "accept", "onNext",
        "onCompleted", "onError", "catchAndReturn", "catchError", "catchErrorJustReturn", "flatMapFirst",
        "distinctUntilChanged", "startWith", "withLatestFrom", "takeUntil", "disposeOnDeactivate", "disposeOnStop",
        "toBlocking", "asDriverOnErrorJustComplete", "emit", "subscribe(on", "observe(on", "subscribe(with",
        "subscribe(onSuccess", "subscribe(onFailure", "subscribe(onError", "subscribe(onCompleted",
        "subscribe(onDisposed", "do(onNext", "do(onSuccess", "do(onError", "catch", "retry", "materialize",
        "reactor", "debounce(",
        "throttle(",
    ]

    /// Rx's operators that are only ever called (`.retry(3)`, `.catch { … }`): the same name not
    /// called is an enum case or a property of the app's (`[.retry, .ok]`, `Text.retry.text`).
    package static let calledOnly: Set<String> = ["retry", "catch", "materialize", "emit"]

    /// Rx's writes of a value, which never take no argument.
    package static let valueWrites: Set<String> = ["accept", "onNext"]

    /// Members Rx has only without a labelled argument (`.bind { … }`): a call of the same name
    /// with labels of its own (an app's `presenter.bind(viewModel:)`) is the app's.
    package static let unlabelledMembers: Set<String> = ["bind"]

    /// Members Rx and swift-ribs share: they count in the original (`.subscribe(onNext:` there
    /// is Rx's), not in what a migration left, where the line may now be swift-ribs'.
    package static let sharedMembers: Set<String> = [
        "subscribe(onNext", "subscribe", "flatMapLatest", "flatMapLatest(", "debounce(for", "throttle(for", "share",
        "share(", "share(replay", "withUnretained(", "subscribe(with", "do(onNext", "flatMap(", "flatMap", "just(",
        "empty(", "never(", "bind(to",
        // The runtime's `do(onNext:onSubscribe:onDispose:)`.
        "do(onSubscribe", "do(onDispose",
        // No label on the line: a workflow's `subscribe(item)`, `subscribe()`, or a
        // `subscribe(` whose `onNext:` is on the next line, all swift-ribs' too.
        "subscribe(",
    ]

    /// Members Rx shares with swift-ribs' `Mutations` (a reactor's `.catch { .just(…) }`, and
    /// the observer of `Mutations.create`): in a migrated file that imports no Rx module they are
    /// `Mutations`', as Rx's `ObservableType` cannot be named there; in a file that still imports
    /// Rx they count.
    package static let mutationsMembers: Set<String> = ["catch", "catchAndReturn", "onNext", "onCompleted", "onError"]

    /// The 1-based numbers of the lines of `source` that use Rx. With `onlyRxOnly`, a line counts
    /// only for what swift-ribs does not have (the measure of what a migration left).
    package static func lines(in source: String, onlyRxOnly: Bool = false) -> [Int] {
        let code = codeOnly(source)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let importsRx = lines.contains { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return (trimmed.hasPrefix("import ") || trimmed.hasPrefix("@")) && usesRx(line)
        }
        var found: [Int] = []
        for (index, line) in lines.enumerated() {
            // In a file that still imports Rx, `catch` is `Mutations`' where its chain starts
            // from `Mutations` (`Mutations.from(…)` on the line that opens it).
            var head = index
            while head > 0, lines[head].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(".") { head -= 1 }
            let isMutations = lines[head].contains("Mutations")
            let shared = onlyRxOnly && (!importsRx || isMutations) ? mutationsMembers : []
            if usesRx(line, onlyRxOnly: onlyRxOnly, alsoShared: shared) { found.append(index + 1) }
        }
        return found
    }

    /// Whether one line of code (comments and strings removed) uses Rx; `alsoShared` are members
    /// that count as swift-ribs' too.
    package static func usesRx(_ line: String, onlyRxOnly: Bool = false, alsoShared: Set<String> = []) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if let range = trimmed.range(of: "import "), trimmed.hasPrefix("import ") || trimmed.hasPrefix("@") {
            // `import RxSwift`, `@preconcurrency import RxSwift`.
            let module = trimmed[range.upperBound...].split(separator: " ").first.map(String.init) ?? ""
            return module.hasPrefix("Rx") || module == "ReactorKit"
        }
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard isIdentifierStart(scalars[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < scalars.count, isIdentifierPart(scalars[index]) { index += 1 }
            let word = String(String.UnicodeScalarView(scalars[start..<index]))
            let afterDot = start > 0 && previousNonSpace(scalars, before: start) == "."
            if !afterDot, types.contains(word), !isLabel(scalars, after: index) { return true }
            guard afterDot else { continue }
            // `helper.onError = { … }` sets a property of the app's: Rx's members are methods.
            if isAssigned(scalars, after: index) { continue }
            if calledOnly.contains(word), !isCalled(scalars, after: index, trailingClosure: word == "catch") {
                continue
            }
            // `listener?.accept()`: Rx's writes take a value, so an empty call is the app's.
            if valueWrites.contains(word), isEmptyCall(scalars, after: index) { continue }
            let call = word + labelled(scalars, from: index)
            if sharedMembers.contains(call) || alsoShared.contains(word) {
                if !onlyRxOnly { return true }
            } else if members.contains(call) || members.contains(word) {
                return true
            } else if unlabelledMembers.contains(word), call == word || call == word + "(",
                !isEmptyCall(scalars, after: index)
            {
                return true
            }
        }
        return false
    }

    /// Whether `()` follows: an app's `bind()`, which Rx's `bind` (always given a closure or a
    /// target) is not.
    private static func isEmptyCall(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        var position = index
        guard position < scalars.count, scalars[position] == "(" else { return false }
        position += 1
        while position < scalars.count, scalars[position] == " " { position += 1 }
        return position < scalars.count && scalars[position] == ")"
    }

    /// Whether `=` (not `==`) follows the name at `index`: an assignment to it.
    private static func isAssigned(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        var position = index
        while position < scalars.count, scalars[position] == " " { position += 1 }
        guard position < scalars.count, scalars[position] == "=" else { return false }
        return !(position + 1 < scalars.count && scalars[position + 1] == "=")
    }

    /// Whether a call's `(` follows the name at `index`, or its trailing `{` where the operator
    /// takes one (`catch { … }`; `if type == .retry {` opens an `if`'s body).
    private static func isCalled(_ scalars: [Unicode.Scalar], after index: Int, trailingClosure: Bool) -> Bool {
        var position = index
        while position < scalars.count, scalars[position] == " " { position += 1 }
        guard position < scalars.count else { return trailingClosure }
        return scalars[position] == "(" || (trailingClosure && scalars[position] == "{")
    }

    /// `(label` after a member name: `subscribe(onNext` for `.subscribe(onNext: {`, `(` when the
    /// call has no label, empty when there is no call.
    private static func labelled(_ scalars: [Unicode.Scalar], from index: Int) -> String {
        var position = index
        guard position < scalars.count, scalars[position] == "(" else { return "" }
        position += 1
        while position < scalars.count, scalars[position] == " " { position += 1 }
        let start = position
        while position < scalars.count, isIdentifierPart(scalars[position]) { position += 1 }
        guard position < scalars.count, scalars[position] == ":", position > start else { return "(" }
        return "(" + String(String.UnicodeScalarView(scalars[start..<position]))
    }

    /// Whether the word before `index` is an argument label (`single: x`), not a type.
    private static func isLabel(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        var position = index
        while position < scalars.count, scalars[position] == " " { position += 1 }
        return position < scalars.count && scalars[position] == ":"
            && !(position + 1 < scalars.count && scalars[position + 1] == ":")
    }

    private static func previousNonSpace(_ scalars: [Unicode.Scalar], before index: Int) -> Unicode.Scalar? {
        var position = index - 1
        while position >= 0, scalars[position] == " " || scalars[position] == "\t" { position -= 1 }
        return position >= 0 ? scalars[position] : nil
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    /// `source` with comments and the contents of string literals blanked out (line breaks
    /// kept), so that only code is searched.
    package static func codeOnly(_ source: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var blockDepth = 0
        var inString = false
        var multiline = false
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if blockDepth > 0 {
                if scalar == "*", next == "/" {
                    blockDepth -= 1
                    index += 2
                    continue
                }
                if scalar == "/", next == "*" {
                    blockDepth += 1
                    index += 2
                    continue
                }
                out.append(scalar == "\n" ? "\n" : " ")
                index += 1
                continue
            }
            if inString {
                if scalar == "\\", next != nil {
                    out.append(" ")
                    out.append(next == "\n" ? "\n" : " ")
                    index += 2
                    continue
                }
                let closesMultiline =
                    multiline && scalar == "\"" && next == "\"" && index + 2 < scalars.count
                    && scalars[index + 2] == "\""
                if closesMultiline || (!multiline && (scalar == "\"" || scalar == "\n")) {
                    inString = false
                    out.append(scalar)
                    index += closesMultiline ? 3 : 1
                    continue
                }
                out.append(scalar == "\n" ? "\n" : " ")
                index += 1
                continue
            }
            if scalar == "/", next == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if scalar == "/", next == "*" {
                blockDepth = 1
                index += 2
                continue
            }
            if scalar == "\"" {
                inString = true
                multiline = next == "\"" && index + 2 < scalars.count && scalars[index + 2] == "\""
                out.append(scalar)
                index += multiline ? 3 : 1
                continue
            }
            out.append(scalar)
            index += 1
        }
        return String(out)
    }
}

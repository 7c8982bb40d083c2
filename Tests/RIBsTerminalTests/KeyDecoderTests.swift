import RIBsTerminal
import Testing

@Suite struct KeyDecoderTests {
    @Test(
        arguments: [
            ([0x1B, 0x5B, 0x41], [Key.up]),
            ([0x1B, 0x5B, 0x42], [.down]),
            ([0x1B, 0x4F, 0x43], [.right]),  // application mode
            ([0x1B, 0x5B, 0x44], [.left]),
            ([0x0D], [.enter]),
            ([0x0D, 0x0A], [.enter]),  // CR LF is one Enter
            ([0x0A, 0x0A], [.enter, .enter]),
            ([0x7F], [.backspace]),
            ([0x03], [.interrupt]),
            ([0x04], [.endOfInput]),
            ([0x31, 0x32], [.character("1"), .character("2")]),
            ([0xC3, 0xA9], [.character("é")]),
            ([0xF0, 0x9F, 0x8E, 0xB2], [.character("🎲")]),
            ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], [.right]),  // Ctrl-Right: parameters skipped, an arrow
            ([0x1B, 0x5B, 0x33, 0x7E, 0x61], [.character("a")]),  // Delete dropped whole, then "a"
            ([0x1B, 0x61], [.escape, .character("a")]),
            ([0xC3, 0x41], [.character("A")]),  // a broken UTF-8 sequence is dropped, not typed
        ] as [([UInt8], [Key])])
    func bytesBecomeKeys(bytes: [UInt8], keys: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes) == keys)
    }

    @Test func aLoneEscapeIsGivenOutWhenInputPauses() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.flush() == [])
        #expect(decoder.feed([0x41]) == [.character("A")])
    }

    @Test func sequencesSplitAcrossReadsStillDecode() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed([0x5B]) == [])
        #expect(decoder.feed([0x42, 0x0D]) == [.down, .enter])
    }
}

@Suite struct LineEditorTests {
    @Test func typedTextIsSubmittedOnEnterAndOtherKeysGoToTheView() {
        var editor = LineEditor()
        #expect(editor.handle(.character("5")) == .edited)
        #expect(editor.handle(.character("x")) == .edited)
        #expect(editor.handle(.backspace) == .edited)
        #expect(editor.text == "5")
        #expect(editor.handle(.left) == .forward(.left))
        #expect(editor.handle(.enter) == .submit("5"))
        #expect(editor.text == "")
        #expect(editor.handle(.enter) == .forward(.enter))
        #expect(editor.handle(.backspace) == LineEditor.Action.none)
    }

    @Test func escapeClearsThePromptAndCtrlCOrCtrlDOnAnEmptyPromptQuit() {
        var editor = LineEditor()
        _ = editor.handle(.character("a"))
        #expect(editor.handle(.endOfInput) == LineEditor.Action.none)
        #expect(editor.handle(.escape) == .edited)
        #expect(editor.text.isEmpty)
        #expect(editor.handle(.endOfInput) == .quit)
        _ = editor.handle(.character("a"))
        #expect(editor.handle(.interrupt) == .quit)
    }
}

@Suite struct ScreenFrameTests {
    let frame = ScreenFrame(
        title: "Board", body: ["row 1", "row 2", "row 3"], commands: ["1-9", "quit"], message: "? no", prompt: "4")

    @Test func rowsFitTheWindowWithThePromptLast() {
        #expect(
            frame.rows(columns: 80, rows: 24) == [
                "== Board ==", "row 1", "row 2", "row 3", "commands: 1-9, quit", "? no", "> 4",
            ])
        // Too short: the top of the body, a note, and the footer.
        #expect(
            frame.rows(columns: 80, rows: 6) == [
                "== Board ==", "row 1", "… (2 more lines: enlarge the window)", "commands: 1-9, quit", "? no", "> 4",
            ])
        // Too narrow: rows are cut, never wrapped.
        #expect(frame.rows(columns: 12, rows: 24)[4] == "commands: 1…")
    }

    @Test func theLastLogLinesStayUnderTheBodyAndTheBodyGivesWayFirst() {
        var logged = frame
        logged.log = ["Alice and Bob logged in"]
        #expect(
            logged.rows(columns: 80, rows: 24) == [
                "== Board ==", "row 1", "row 2", "row 3", "log: Alice and Bob logged in", "commands: 1-9, quit", "? no",
                "> 4",
            ])
        #expect(logged.rows(columns: 80, rows: 7)[1...2] == ["row 1", "… (2 more lines: enlarge the window)"])
    }

    @Test @MainActor func theLogKeepsTheSessionAndHandsEachLineOnceToAPipedHost() {
        TerminalLog.clear()
        TerminalLog.write("one")
        TerminalLog.write("two")
        #expect(TerminalLog.recent(1) == ["two"])
        #expect(TerminalLog.lines == ["one", "two"])
        TerminalLog.clear()
    }

    @Test func ansiDrawsOverThePreviousFrameAndLeavesTheCursorAtThePrompt() {
        let ansi = frame.ansi(columns: 80, rows: 24)
        #expect(ansi.hasPrefix("\u{1B}[H== Board ==\u{1B}[K\r\nrow 1\u{1B}[K"))
        #expect(ansi.hasSuffix("> 4\u{1B}[K\u{1B}[J\u{1B}[7;4H"))
        #expect(!ansi.contains("\u{1B}[2J"))  // no full clear: no flicker
    }
}

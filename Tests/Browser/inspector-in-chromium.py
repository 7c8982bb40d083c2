#!/usr/bin/env python3
"""Opens the RIBs Inspector of a running TicTacToe in headless Chromium, as a person would,
plays a game while the page is open, and reads the page's DOM over the DevTools protocol.

    inspector-in-chromium.py BUILT_PRODUCTS_DIR SCREENSHOT.png

Checks that the tree shows Root, LoggedIn and TicTacToe with the right active marks while the
game runs, and that the timeline shows the attach and detach events in order. Saves a
screenshot. Exit status 0 on success, 1 on a failed check (with what was seen), 77 when no
browser is installed (the caller reports the test as skipped, with this message).
Standard library only: the DevTools WebSocket is spoken here, in a few lines.
"""
import base64
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


class DevTools:
    """A minimal WebSocket client for one DevTools target (text frames, masked, as RFC 6455 asks)."""

    def __init__(self, url):
        match = re.match(r"ws://([^:/]+):(\d+)(/.*)", url)
        self.sock = socket.create_connection((match.group(1), int(match.group(2))), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {match.group(3)} HTTP/1.1\r\nHost: {match.group(1)}:{match.group(2)}\r\n"
                           f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError(f"DevTools refused the WebSocket: {head!r}")
        self.next_id = 0

    def _read_exact(self, count):
        data = b""
        while len(data) < count:
            chunk = self.sock.recv(count - len(data))
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            data += chunk
        return data

    def _read_message(self):
        payload = b""
        while True:
            first, second = self._read_exact(2)
            length = second & 0x7F
            if length == 126:
                length = int.from_bytes(self._read_exact(2), "big")
            elif length == 127:
                length = int.from_bytes(self._read_exact(8), "big")
            payload += self._read_exact(length)
            if first & 0x80:
                return json.loads(payload)

    def call(self, method, **params):
        self.next_id += 1
        body = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(body) < 126:
            header += bytes([0x80 | len(body)])
        elif len(body) < 65536:
            header += bytes([0x80 | 126]) + len(body).to_bytes(2, "big")
        else:
            header += bytes([0x80 | 127]) + len(body).to_bytes(8, "big")
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(body)))
        while True:
            message = self._read_message()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")


TREE = """JSON.stringify([...document.querySelectorAll('#tree li')].map(li => [li.dataset.path, li.dataset.active]))"""
TIMELINE = """JSON.stringify([...document.querySelectorAll('#events tr')].reverse().map(tr => tr.dataset.kind + ' ' + tr.dataset.path))"""


def wait_for(devtools, expression, condition, what, seconds=10):
    deadline = time.time() + seconds
    value = None
    while time.time() < deadline:
        value = json.loads(devtools.evaluate(expression) or "null")
        if value is not None and condition(value):
            return value
        time.sleep(0.1)
    raise AssertionError(f"{what}: the page showed {value}")


def main():
    products, screenshot = sys.argv[1], sys.argv[2]
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if browser is None:
        print("no browser: install Debian's chromium (.ci/run does) to run the inspector's browser test")
        return 77
    app = subprocess.Popen([os.path.join(products, "tictactoe"), "--inspect"], stdin=subprocess.PIPE,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    profile = tempfile.mkdtemp(prefix="ribs-chromium-")
    chromium = None
    try:
        line = ""
        while "RIBs inspector on" not in line:
            line = app.stderr.readline()
            if not line:
                raise AssertionError("tictactoe --inspect printed no URL")
        url = re.search(r"http://\S+", line).group(0)
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        chromium = subprocess.Popen([browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                     f"--user-data-dir={profile}", f"--remote-debugging-port={port}",
                                     "--window-size=1280,900", "about:blank"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        targets = None
        for _ in range(100):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2))
                if any(t.get("type") == "page" for t in targets):
                    break
            except OSError:
                pass
            time.sleep(0.1)
        page = next(t for t in targets if t.get("type") == "page")
        devtools = DevTools(page["webSocketDebuggerUrl"])
        devtools.call("Page.enable")
        devtools.call("Page.navigate", url=url)

        # The page is open: the logged-out tree, live.
        wait_for(devtools, TREE, lambda tree: ["Root/LoggedOut", "true"] in tree and ["Root", "true"] in tree,
                 "the tree before login")
        wait_for(devtools, "JSON.stringify(document.getElementById('status').textContent)", lambda s: s == "live",
                 "the WebSocket")

        def send(command):
            app.stdin.write(command + "\n")
            app.stdin.flush()

        send("login Alice Bob")
        send("1")  # start Tic Tac Toe
        for move in ["1", "4", "2", "5"]:
            send(move)
        tree = wait_for(devtools, TREE,
                        lambda t: ["Root/LoggedIn/TicTacToe", "true"] in t and ["Root/LoggedIn", "true"] in t
                        and ["Root/LoggedIn/OffGame", "true"] not in t,
                        "the tree during the game")
        paths = [path for path, _ in tree]
        assert "Root/LoggedOut" not in paths, f"LoggedOut is still shown: {tree}"
        result = devtools.call("Page.captureScreenshot", format="png")
        os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
        with open(screenshot, "wb") as file:
            file.write(base64.b64decode(result["data"]))

        send("3")   # Alice wins
        send("ok")  # back to OffGame: TicTacToe is detached
        # LoggedOut was attached at launch, before the page connected (the inspector observes
        # only while a client watches): the timeline starts with its detach.
        wanted = ["detached Root/LoggedOut", "attached Root/LoggedIn",
                  "attached Root/LoggedIn/OffGame", "detached Root/LoggedIn/OffGame", "attached Root/LoggedIn/TicTacToe",
                  "detached Root/LoggedIn/TicTacToe", "attached Root/LoggedIn/OffGame"]

        def in_order(timeline):
            rows = [row for row in timeline if row.split(" ")[0] in ("attached", "detached")]
            position = 0
            for row in rows:
                if position < len(wanted) and row == wanted[position]:
                    position += 1
            return position == len(wanted)

        wait_for(devtools, TIMELINE, in_order, "the timeline's attaches and detaches in order")
        wait_for(devtools, TREE, lambda t: ["Root/LoggedIn/OffGame", "true"] in t
                 and not any(p == "Root/LoggedIn/TicTacToe" for p, _ in t), "the tree after the game")
        app.stdin.close()
        app.wait(timeout=10)
        assert app.returncode == 0, f"tictactoe exited with {app.returncode}"
        print(f"the inspector page showed the game's tree and timeline; screenshot: {screenshot}")
        return 0
    except AssertionError as failure:
        print(f"FAILED: {failure}")
        return 1
    finally:
        if app.poll() is None:
            app.kill()
        if chromium is not None:
            chromium.kill()
            chromium.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())

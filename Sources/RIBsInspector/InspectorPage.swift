/// The inspector's page: one HTML document with its CSS and script inline, served by the
/// library itself (no CDN, no build step). It reads the token from its own URL, opens the
/// WebSocket `/events`, and reconnects (getting a snapshot again) when the connection drops.
enum InspectorPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>RIBs Inspector</title>
        <style>
          :root { --bg:#fafafa; --fg:#222; --muted:#777; --line:#ddd; --active:#1a7f37; --inactive:#999; --leak:#c62828; --sel:#e8f0fe; }
          * { box-sizing: border-box; }
          body { margin:0; font:13px/1.4 -apple-system, system-ui, sans-serif; color:var(--fg); background:var(--bg); }
          header { display:flex; gap:12px; align-items:center; padding:8px 12px; border-bottom:1px solid var(--line); background:#fff; position:sticky; top:0; }
          header h1 { font-size:15px; margin:0 8px 0 0; }
          #status { color:var(--muted); }
          #status.live { color:var(--active); }
          #dropped { color:var(--leak); }
          main { display:grid; grid-template-columns: 1fr 360px; grid-template-rows: minmax(200px, 55vh) 1fr; gap:0; height: calc(100vh - 45px); }
          section { overflow:auto; padding:8px 12px; border-right:1px solid var(--line); border-bottom:1px solid var(--line); }
          h2 { font-size:12px; text-transform:uppercase; letter-spacing:.05em; color:var(--muted); margin:4px 0 8px; }
          #tree ul { list-style:none; margin:0; padding-left:18px; border-left:1px dotted var(--line); }
          #tree > ul { padding-left:0; border-left:none; }
          .rib { display:inline-flex; gap:6px; align-items:center; padding:1px 6px; border-radius:4px; cursor:pointer; }
          .rib:hover { background:#f0f0f0; }
          .rib.selected { background:var(--sel); }
          .rib .dot { width:8px; height:8px; border-radius:50%; background:var(--inactive); }
          li[data-active="true"] > .rib .dot { background:var(--active); }
          li[data-active="false"] > .rib .name { color:var(--inactive); }
          li.leak > .rib { outline:2px solid var(--leak); }
          li.dim > .rib { opacity:.35; }
          .tag { font-size:11px; color:var(--muted); border:1px solid var(--line); border-radius:3px; padding:0 3px; }
          .id { color:var(--muted); font-size:11px; }
          #detail dl { display:grid; grid-template-columns: 110px 1fr; gap:2px 8px; margin:0; }
          #detail dt { color:var(--muted); }
          #detail dd { margin:0; word-break:break-all; }
          #leaks li { color:var(--leak); }
          #timeline { grid-column: 1 / span 2; }
          table { border-collapse:collapse; width:100%; font-family: ui-monospace, monospace; font-size:12px; }
          td { padding:1px 8px 1px 0; white-space:nowrap; border-bottom:1px solid #eee; }
          td.detail { white-space:normal; color:var(--muted); }
          tr[data-kind="leaked"] td { color:var(--leak); }
          tr[data-kind="attached"] td.kind { color:var(--active); }
          tr[data-kind="detached"] td.kind { color:#a15c00; }
          input[type=search] { width:180px; }
        </style>
        </head>
        <body>
        <header>
          <h1>RIBs Inspector</h1>
          <span id="status">connecting…</span>
          <input id="search" type="search" placeholder="filter by name or path">
          <button id="pause">Pause</button>
          <label>history <input id="history" type="range" min="0" max="0" value="0"></label>
          <span id="historyLabel">live</span>
          <span id="counts"></span>
          <span id="dropped"></span>
        </header>
        <main>
          <section id="treePane"><h2>Tree</h2><div id="tree"></div></section>
          <section id="detail"><h2>Selected RIB</h2><div id="detailBody">Click a RIB.</div><h2>Leaks</h2><ul id="leaks"></ul></section>
          <section id="timeline"><h2>Timeline</h2><table><tbody id="events"></tbody></table></section>
        </main>
        <script>
        "use strict";
        const token = new URLSearchParams(location.search).get("token") || "";
        const state = { trees: [], view: -1, events: [], leaks: [], dropped: 0, paused: false, queued: [], selected: null, filter: "" };
        const maxTrees = 200, maxEvents = 2000;
        const $ = (id) => document.getElementById(id);

        function el(tag, attrs, ...children) {
          const node = document.createElement(tag);
          for (const [k, v] of Object.entries(attrs || {})) {
            if (k === "class") node.className = v; else if (k.startsWith("on")) node.addEventListener(k.slice(2), v); else node.setAttribute(k, v);
          }
          for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
          return node;
        }

        function currentTree() { return state.view < 0 ? state.trees[state.trees.length - 1] : state.trees[state.view]; }

        function matches(node) {
          const f = state.filter;
          return !f || node.name.toLowerCase().includes(f) || node.path.toLowerCase().includes(f);
        }
        function anyMatch(node) { return matches(node) || node.children.some(anyMatch); }

        function renderNode(node, leakPaths) {
          const label = el("span", { class: "rib" + (state.selected === node.path ? " selected" : ""), onclick: () => { state.selected = node.path; render(); } },
            el("span", { class: "dot" }), el("span", { class: "name" }, node.name), el("span", { class: "id" }, node.id != null ? "#" + node.id : ""));
          if (node.viewable) label.append(el("span", { class: "tag" }, "view"));
          if (node.workers.length) label.append(el("span", { class: "tag" }, node.workers.length + " worker" + (node.workers.length > 1 ? "s" : "")));
          if (node.boundWork) label.append(el("span", { class: "tag" }, node.boundWork + " bound"));
          const li = el("li", { "data-path": node.path, "data-name": node.name, "data-active": String(node.active), "data-id": String(node.id ?? "") }, label);
          if (leakPaths.has(node.path)) li.classList.add("leak");
          if (!matches(node)) li.classList.add("dim");
          const kids = node.children.filter(anyMatch);
          if (kids.length) li.append(el("ul", {}, ...kids.map((c) => renderNode(c, leakPaths))));
          return li;
        }

        function find(node, path) {
          if (!node) return null;
          if (node.path === path) return node;
          for (const c of node.children) { const f = find(c, path); if (f) return f; }
          return null;
        }

        function render() {
          const tree = currentTree();
          const leakPaths = new Set(state.leaks.map((e) => e.path));
          $("tree").replaceChildren(tree ? el("ul", {}, renderNode(tree.root, leakPaths)) : "no tree yet");
          $("counts").textContent = tree ? count(tree.root) + " RIBs" : "";
          $("dropped").textContent = state.dropped ? state.dropped + " events dropped" : "";
          $("historyLabel").textContent = state.view < 0 ? "live" : "state " + (state.view + 1) + " of " + state.trees.length + " (" + ms(tree.t) + ")";
          const h = $("history"); h.max = String(Math.max(0, state.trees.length - 1)); if (state.view < 0) h.value = h.max;
          const sel = tree && state.selected ? find(tree.root, state.selected) : null;
          if (sel) {
            const rows = [["name", sel.name], ["identity", sel.id != null ? "#" + sel.id : "—"], ["path", sel.path], ["state", sel.active ? "active" : "inactive"],
              ["view", sel.viewable ? "viewable" : "viewless"], ["router", sel.router], ["interactor", sel.interactor],
              ["workers", sel.workers.join(", ") || "none"], ["bound work", String(sel.boundWork)], ["children", String(sel.children.length)]];
            $("detailBody").replaceChildren(el("dl", {}, ...rows.flatMap(([k, v]) => [el("dt", {}, k), el("dd", {}, v)])));
          } else {
            $("detailBody").textContent = state.selected ? state.selected + " is not in this tree" : "Click a RIB.";
          }
          $("leaks").replaceChildren(...state.leaks.map((e) => el("li", {}, e.detail)));
          const shown = state.events.filter((e) => !state.filter || e.path.toLowerCase().includes(state.filter) || e.name.toLowerCase().includes(state.filter));
          $("events").replaceChildren(...shown.slice(-500).reverse().map((e) =>
            el("tr", { "data-kind": e.kind, "data-path": e.path, "data-seq": String(e.seq) },
              el("td", {}, ms(e.t)), el("td", { class: "kind" }, e.kind), el("td", {}, e.path || e.name),
              el("td", {}, e.us ? e.us.toFixed(1) + " µs" : ""), el("td", { class: "detail" }, e.detail))));
        }

        function count(n) { return 1 + n.children.reduce((s, c) => s + count(c), 0); }
        function ms(t) { return (t / 1000).toFixed(3) + " s"; }

        function apply(message) {
          state.dropped = Math.max(state.dropped, message.dropped || 0);
          if (message.type === "snapshot") { state.events = []; state.leaks = []; }
          for (const e of message.events || []) {
            state.events.push(e);
            if (e.kind === "leaked") state.leaks.push(e);
          }
          if (state.events.length > maxEvents) state.events.splice(0, state.events.length - maxEvents);
          if (message.tree) {
            const last = state.events.length ? state.events[state.events.length - 1].t : 0;
            state.trees.push({ root: message.tree, t: last });
            if (state.trees.length > maxTrees) { state.trees.shift(); if (state.view > 0) state.view--; }
          }
        }

        function receive(message) {
          if (state.paused) { state.queued.push(message); $("pause").textContent = "Resume (" + state.queued.length + ")"; return; }
          apply(message); render();
        }

        function connect() {
          const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/events?token=" + encodeURIComponent(token));
          socket.onopen = () => { $("status").textContent = "live"; $("status").className = "live"; };
          socket.onmessage = (m) => receive(JSON.parse(m.data));
          socket.onclose = () => { $("status").textContent = "disconnected, reconnecting…"; $("status").className = ""; setTimeout(connect, 1000); };
        }

        $("pause").onclick = () => {
          state.paused = !state.paused;
          if (!state.paused) { for (const m of state.queued) apply(m); state.queued = []; render(); }
          $("pause").textContent = state.paused ? "Resume" : "Pause";
        };
        $("search").oninput = (e) => { state.filter = e.target.value.trim().toLowerCase(); render(); };
        $("history").oninput = (e) => { const v = Number(e.target.value); state.view = v >= state.trees.length - 1 ? -1 : v; render(); };
        render();
        connect();
        </script>
        </body>
        </html>
        """#
}

// riftbound's page: draws the JSON views of /api/s/ID and sends the person's answers back.
// Our own small script, no framework. Everything from the server is put in with textContent.
"use strict";

const S = {sid: null, view: null, log: [], viewer: "all", busy: false};
const $ = (sel, root = document) => root.querySelector(sel);

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

async function api(method, path, body) {
  const opts = {method, headers: {}};
  if (body !== undefined) {
    opts.headers["Content-Type"] = "application/json";
    opts.body = JSON.stringify(body);
  }
  const r = await fetch(path, opts);
  let data;
  try { data = await r.json(); } catch (e) { data = {error: r.statusText}; }
  if (!r.ok) throw new Error(data.error || r.statusText);
  return data;
}

function showError(msg) {
  const e = $("#error");
  e.textContent = msg || "";
  e.hidden = !msg;
}

async function guard(fn) {
  if (S.busy) return;
  S.busy = true;
  document.body.classList.add("busy");
  try { showError(""); await fn(); } catch (e) { showError(e.message); } finally {
    S.busy = false;
    document.body.classList.remove("busy");
  }
}

// --- opening a game -----------------------------------------------------------------------------

function open(sid, view) {
  S.sid = sid;
  S.log = [];
  history.replaceState(null, "", "?s=" + encodeURIComponent(sid));
  show(view);
}

async function load(query) {
  const view = await api("GET", `/api/s/${encodeURIComponent(S.sid)}?since=${S.log.length}` + (query || ""));
  show(view);
}

function readFile(input) {
  return new Promise((resolve, reject) => {
    const f = input.files[0];
    if (!f) return reject(new Error("choose a file"));
    const r = new FileReader();
    r.onload = () => {
      try { resolve({name: f.name, data: JSON.parse(r.result)}); } catch (e) { reject(new Error(`${f.name}: not JSON: ${e.message}`)); }
    };
    r.onerror = () => reject(new Error(`${f.name}: cannot read it`));
    r.readAsText(f);
  });
}

// --- drawing ------------------------------------------------------------------------------------

function show(view) {
  S.view = view;
  S.log = S.log.slice(0, view.log_start).concat(view.log);
  $("#game").hidden = false;
  $("#setup").hidden = true;
  $("#game").dataset.kind = view.kind;
  drawStatus(view);
  drawBoard(view);
  drawDecision(view);
  drawReplay(view);
  drawLog();
}

function pname(view, p) {
  const deck = view.decks ? view.decks[p] : null;
  let who = `P${p}`;
  if (view.kind === "play") who += p === view.seat ? " (you)" : ` (${view.bot} bot)`;
  return deck ? `${who}: ${deck}` : who;
}

function drawStatus(view) {
  const s = $("#status");
  s.replaceChildren();
  const pts = view.players.map((p, i) => `P${i} ${p.points}`).join(" – ");
  s.append(el("span", "turn", `Turn ${view.turn} · P${view.turn_player}'s turn · ${view.phase}`));
  s.append(el("span", "points", `Points ${pts} (${view.victory_score} to win)`));
  if (view.scored.length) {
    s.append(el("span", "scored", "Scored this turn: " +
      view.scored.map(x => `P${x.player} bf ${x.battlefield} (${x.how})`).join(", ")));
  }
  if (view.outcome) {
    const o = view.outcome;
    const who = o.winners.length ? o.winners.map(w => `P${w}`).join(" and ") + " won" : "No winner";
    s.append(el("strong", "outcome", `${who} by ${o.termination} (rule ${o.rule})`));
  }
}

function seats(view) {
  const n = view.players.length;
  let bottom = 0;
  if (view.viewer !== null && view.viewer !== undefined && view.viewer >= 0) bottom = view.viewer;
  return {bottom, top: (bottom + 1) % n};
}

function cardChip(c, cls) {
  const e = el("span", "card " + (cls || ""), c.name);
  const bits = [];
  if (c.cost !== undefined) bits.push(`${c.cost} Energy` + (c.power ? ` + ${c.power.join(", ")}` : ""));
  if (c.keywords && c.keywords.length) bits.push(c.keywords.join(", "));
  if (bits.length) e.title = bits.join(" · ");
  return e;
}

function unitChip(u) {
  const e = el("div", "unit p" + u.controller + (u.exhausted ? " exhausted" : ""));
  e.append(el("span", "name", u.name));
  e.append(el("span", "might", u.damage ? `${u.might - u.damage}/${u.might}` : String(u.might)));
  const flags = [];
  if (u.role) flags.push(u.role);
  if (u.buffs) flags.push(`buff ${u.buffs}`);
  if (u.stunned) flags.push("stunned");
  if (u.exhausted) flags.push("exhausted");
  if (u.temporary) flags.push("temporary");
  if (u.keywords_this_turn && u.keywords_this_turn.length) flags.push(u.keywords_this_turn.join(", ") + " this turn");
  if (flags.length) e.append(el("span", "flags", flags.join(" · ")));
  const tip = [`P${u.controller}'s ${u.name}: Might ${u.might}, damage ${u.damage}`];
  if (u.keywords.length) tip.push(u.keywords.join(", "));
  e.title = tip.join(" · ");
  return e;
}

function gearChip(x) {
  const e = el("div", "unit gear p" + x.controller + (x.exhausted ? " exhausted" : ""));
  e.append(el("span", "name", x.name));
  if (x.attached_to) e.append(el("span", "flags", `attached to ${x.attached_to}`));
  return e;
}

function drawSide(view, p, where) {
  const box = $(where);
  box.replaceChildren();
  const pl = view.players[p];
  box.className = "side p" + p;
  const head = el("div", "side-head");
  head.append(el("strong", null, pname(view, p)));
  head.append(el("span", "pts", `${pl.points} point${pl.points === 1 ? "" : "s"}`));
  if (pl.legend) head.append(el("span", "legend", `Legend: ${pl.legend}`));
  if (pl.champion) head.append(el("span", "champ", `Champion zone: ${pl.champion}`));
  if (pl.xp) head.append(el("span", null, `XP ${pl.xp}`));
  box.append(head);

  const zones = el("div", "zones");
  zones.append(el("span", null, `Deck ${pl.deck_count} · Runes left ${pl.rune_deck_count}`));
  const pool = pl.energy || pl.power.length ? ` · pool ${pl.energy} Energy` + (pl.power.length ? `, ${pl.power.join(", ")}` : "") : "";
  const runes = el("span", "runes", `Runes: `);
  for (const r of pl.runes) runes.append(el("span", "rune" + (r.exhausted ? " exhausted" : ""), r.name.replace(" Rune", "")));
  zones.append(runes);
  if (pool) zones.append(el("span", null, pool));
  const trash = el("details", "trash");
  trash.append(el("summary", null, `Trash ${pl.trash.length}` + (pl.banishment.length ? ` · banished ${pl.banishment.length}` : "")));
  trash.append(el("div", null, pl.trash.concat(pl.banishment.map(b => b + " (banished)")).join(", ") || "empty"));
  zones.append(trash);
  box.append(zones);

  const base = el("div", "base");
  base.append(el("span", "label", "Base"));
  const b = view.bases[p];
  for (const u of b.units) base.append(unitChip(u));
  for (const x of b.gear) base.append(gearChip(x));
  box.append(base);

  const hand = el("div", "hand");
  if (pl.hand) {
    hand.append(el("span", "label", `Hand (${pl.hand.length})`));
    for (const c of pl.hand) hand.append(cardChip(c));
  } else {
    hand.append(el("span", "label", `Hand: ${pl.hand_count} card${pl.hand_count === 1 ? "" : "s"}`));
    for (let i = 0; i < pl.hand_count; i++) hand.append(el("span", "card back", ""));
  }
  box.append(hand);
}

function drawBoard(view) {
  const {top, bottom} = seats(view);
  drawSide(view, top, "#side-top");
  drawSide(view, bottom, "#side-bottom");
  const bfs = $("#battlefields");
  bfs.replaceChildren();
  for (const bf of view.battlefields) {
    const box = el("div", "bf" + (bf.controller !== null ? " ctl" + bf.controller : ""));
    box.append(el("div", "bf-name", `bf ${bf.index}: ${bf.name}`));
    const who = [];
    who.push(bf.controller === null ? "uncontrolled" : `controlled by P${bf.controller}`);
    if (bf.contested_by !== null) who.push(`contested by P${bf.contested_by}`);
    for (const s of view.scored) if (s.battlefield === bf.index) who.push(`scored by P${s.player}`);
    if (view.showdown && view.showdown.battlefield === bf.index) {
      who.push(view.showdown.combat ? `combat: P${view.showdown.attacker} attacks` : "showdown");
    }
    box.append(el("div", "bf-info", who.join(" · ")));
    for (const p of [top, bottom]) {
      const row = el("div", "bf-row");
      for (const u of bf.units.filter(u => u.controller === p)) row.append(unitChip(u));
      for (const x of bf.gear.filter(x => x.controller === p)) row.append(gearChip(x));
      if (bf.facedown && bf.facedown.controller === p) {
        row.append(el("div", "unit facedown", bf.facedown.name ? `facedown: ${bf.facedown.name}` : "a facedown card"));
      }
      box.append(row);
    }
    bfs.append(box);
  }
  const chain = $("#chain");
  chain.replaceChildren();
  if (view.chain.length) {
    chain.append(el("span", "label", "Chain (newest last):"));
    for (const it of view.chain) chain.append(el("span", "card p" + it.controller, `${it.name} (P${it.controller})`));
  }
}

function drawDecision(view) {
  const box = $("#decision");
  box.replaceChildren();
  const d = view.decision;
  if (view.outcome) {
    box.append(el("h3", null, "The game is over"));
    if (view.kind === "play") {
      const a = el("a", "button", "Save the game record");
      a.href = `/api/s/${encodeURIComponent(S.sid)}/record`;
      a.download = "riftbound-game.json";
      box.append(a);
    }
    return;
  }
  if (!d) return;
  box.append(el("h3", null, `P${d.player}: ${d.title}`));
  box.append(el("p", "desc", d.description));
  if (view.kind === "replay") {
    const next = view.moves[view.step];
    if (next) box.append(el("p", "next", `Next: P${next.player} ${next.text}`));
    return;
  }
  if (!d.actions) return;
  const filter = el("input", "filter");
  filter.type = "search";
  filter.placeholder = `filter ${d.actions.length} actions`;
  const list = el("div", "actions");
  list.id = "actions";
  box.append(filter, list);
  const groups = new Map();
  for (const a of d.actions) {
    if (!groups.has(a.group)) groups.set(a.group, []);
    groups.get(a.group).push(a);
  }
  const openAll = d.actions.length <= 12;
  for (const [name, items] of groups) {
    if (items.length === 1) {
      list.append(actButton(items[0]));
      continue;
    }
    const g = el("details", "group");
    g.open = openAll;
    g.append(el("summary", null, `${name} (${items.length})`));
    for (const a of items) g.append(actButton(a));
    list.append(g);
  }
  filter.addEventListener("input", () => {
    const q = filter.value.trim().toLowerCase();
    for (const b of list.querySelectorAll("button.act")) b.hidden = q !== "" && !b.textContent.toLowerCase().includes(q);
    for (const g of list.querySelectorAll("details.group")) {
      const shown = g.querySelectorAll("button.act:not([hidden])").length;
      g.hidden = shown === 0;
      if (q !== "") g.open = shown > 0;
    }
  });
  const form = el("form", "typed");
  const input = el("input");
  input.name = "text";
  input.placeholder = "or type an action, e.g. end turn";
  input.autocomplete = "off";
  form.append(input, el("button", null, "Do"));
  form.addEventListener("submit", ev => {
    ev.preventDefault();
    const text = input.value.trim();
    if (text) guard(() => act({text}));
  });
  box.append(form);
  if (view.kind === "play") {
    const c = el("button", "concede", "Concede");
    c.type = "button";
    c.addEventListener("click", () => { if (confirm("Concede the game?")) guard(() => act({concede: true})); });
    box.append(c);
  }
}

function actButton(a) {
  const b = el("button", "act", a.label);
  b.type = "button";
  b.dataset.index = a.i;
  b.addEventListener("click", () => guard(() => act({index: a.i})));
  return b;
}

async function act(what) {
  const body = Object.assign({step: S.view.step, since: S.log.length}, what);
  const r = await api("POST", `/api/s/${encodeURIComponent(S.sid)}/act`, body);
  show(r.view);
}

function drawReplay(view) {
  const bar = $("#replay-bar");
  const moves = $("#moves");
  bar.hidden = moves.hidden = view.kind !== "replay";
  if (view.kind !== "replay") return;
  $("#replay-pos").textContent = `action ${view.step} of ${view.steps}`;
  $("#replay-check").textContent = view.check;
  const sel = $("#replay-turn");
  const turns = Object.keys(view.turn_starts);
  if (sel.options.length !== turns.length) {
    sel.replaceChildren();
    for (const t of turns) { const o = el("option", null, t); o.value = t; sel.append(o); }
  }
  sel.value = String(view.turn);
  const ol = $("#moves ol");
  if (ol.children.length !== view.moves.length) {
    ol.replaceChildren();
    view.moves.forEach((m, i) => {
      const li = el("li", null, `T${m.turn} P${m.player}: ${m.text}`);
      li.addEventListener("click", () => guard(() => load(`&at=${i + 1}&viewer=${S.viewer}`)));
      ol.append(li);
    });
  }
  [...ol.children].forEach((li, i) => li.classList.toggle("current", i === view.step - 1));
  const cur = ol.children[view.step - 1];
  if (cur) cur.scrollIntoView({block: "nearest"});
}

function drawLog() {
  const ol = $("#log");
  ol.replaceChildren();
  for (const e of S.log) {
    const li = el("li", e.kind === "turn" ? "turn-line" : null);
    li.append(el("span", "text", e.text.replace(/\s+\(rule [^)]*\)$/, "")));
    li.append(el("span", "rule", `rule ${e.rule}`));
    li.append(el("span", "why", e.why));
    ol.append(li);
  }
  ol.scrollTop = ol.scrollHeight;
}

// --- wiring -------------------------------------------------------------------------------------

function replayGo(where) {
  const v = S.view;
  const at = {first: 0, back: v.step - 1, next: v.step + 1, last: v.steps}[where];
  return guard(() => load(`&at=${at}&viewer=${S.viewer}`));
}

async function init() {
  for (const t of document.querySelectorAll("button.tab")) {
    t.addEventListener("click", () => {
      $("#setup").hidden = false;
      for (const x of document.querySelectorAll("button.tab")) x.classList.toggle("on", x === t);
      for (const p of document.querySelectorAll(".tabpanel")) p.hidden = p.dataset.tab !== t.dataset.tab;
    });
  }
  $("#play-form").addEventListener("submit", ev => {
    ev.preventDefault();
    const f = new FormData(ev.target);
    guard(async () => {
      const deck = name => (f.get(name + "_text") || "").trim() ? f.get(name + "_text") : f.get(name);
      const r = await api("POST", "/api/play", {deck: deck("deck"), bot_deck: deck("bot_deck"),
        seat: Number(f.get("seat")), bot: f.get("bot"), seed: Number(f.get("seed") || 1)});
      open(r.id, r.view);
    });
  });
  $("#replay-form input").addEventListener("change", ev => guard(async () => {
    const f = await readFile(ev.target);
    const r = await api("POST", "/api/replay", {record: f.data, source: f.name});
    S.viewer = "all";
    $("#replay-viewer").value = "all";
    open(r.id, r.view);
  }));
  $("#position-form input").addEventListener("change", ev => guard(async () => {
    const f = await readFile(ev.target);
    const r = await api("POST", "/api/position", {position: f.data, source: f.name});
    open(r.id, r.view);
  }));
  for (const b of document.querySelectorAll("#replay-bar button")) b.addEventListener("click", () => replayGo(b.dataset.go));
  $("#replay-turn").addEventListener("change", ev => guard(() => load(`&turn=${ev.target.value}&viewer=${S.viewer}`)));
  $("#replay-viewer").addEventListener("change", ev => {
    S.viewer = ev.target.value;
    S.log = [];
    guard(() => load(`&viewer=${S.viewer}`));
  });
  document.addEventListener("keydown", ev => {
    if (!S.view || S.view.kind !== "replay" || ev.target.tagName === "INPUT") return;
    if (ev.key === "ArrowRight") replayGo("next");
    if (ev.key === "ArrowLeft") replayGo("back");
  });

  const opts = await api("GET", "/api/options");
  const dl = $("#deck-names");
  for (const d of opts.decks) { const o = el("option"); o.value = d; dl.append(o); }
  const bots = $("#play-form select[name=bot]");
  for (const b of opts.bots) { const o = el("option", null, b); o.value = b; bots.append(o); }
  if (opts.preload.length) {
    const ul = $("#preload ul");
    for (const p of opts.preload) {
      const li = el("li");
      const a = el("a", null, `${p.kind}: ${p.source}`);
      a.href = "?s=" + encodeURIComponent(p.id);
      li.append(a);
      ul.append(li);
    }
    $("#preload").hidden = false;
  }
  const params = new URLSearchParams(location.search);
  const record = params.get("record");  // a link of a matchup report: a record given to the server
  if (record) {
    const hit = opts.preload.find(p => p.kind === "replay" && p.source.split(/[\\/]/).pop() === record);
    if (hit) params.set("s", hit.id);
    else showError(`this server was not given the record ${record}: start it with riftbound serve --record ${record}`);
  }
  const sid = params.get("s");
  if (sid) {
    S.sid = sid;
    await guard(() => load(""));
  }
  document.body.dataset.ready = "1";
}

document.addEventListener("DOMContentLoaded", () => init().catch(e => showError(e.message)));

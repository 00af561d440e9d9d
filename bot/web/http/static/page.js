// The match page: the facts from page.json, one position at a time from ply/<n>.json
// and its image, rewound with the buttons, the slider, the move list or the arrow keys,
// and kept live by a long wait for the match's next version. No third-party code.
"use strict";

const base = location.pathname.replace(/\/+$/, "");
const $ = (id) => document.getElementById(id);
let facts = null;
let shown = 0;
let following = true;

async function getJson(path) {
  const response = await fetch(`${base}/${path}`, { cache: "no-store" });
  const body = await response.text();  // read even a refusal's, so the request finishes
  if (!response.ok) throw new Error(String(response.status));
  return JSON.parse(body);
}

function label(id, text) { $(id).textContent = text; }

function drawFacts() {
  const w = facts.words;
  document.documentElement.lang = facts.locale;
  document.title = facts.title;
  label("title", facts.title);
  label("status", facts.status);
  label("clock", facts.clock || "");
  $("viewer").hidden = facts.viewer === null;
  if (facts.viewer !== null) label("viewer", `${w["your-hand"]}: ${facts.viewer}`);
  label("moves-heading", w.moves);
  label("keys", w.keys);
  label("where", w["table-where"]);
  label("what", w["table-what"]);
  label("table-caption", w.board);
  label("review-heading", w.review);
  for (const [id, word] of [["first", w.first], ["previous", w.previous], ["next", w.next], ["last", w.last]]) {
    $(id).setAttribute("aria-label", word);
    $(id).title = word;
  }
  $("slider").setAttribute("aria-label", w.position);
  $("slider").max = String(facts.ply);
  const history = $("history");
  history.hidden = !facts.history;
  history.href = `${base}/history.txt`;
  history.textContent = w.history;
  const list = $("moves");
  list.replaceChildren(...facts.moves.map((move, index) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = move;
    button.dataset.ply = String(index + 1);
    button.addEventListener("click", () => show(index + 1));
    item.append(button);
    return item;
  }));
}

async function show(ply) {
  ply = Math.max(0, Math.min(facts.ply, ply));
  shown = ply;
  following = ply === facts.ply;
  $("slider").value = String(ply);
  for (const button of $("moves").querySelectorAll("button")) {
    button.setAttribute("aria-current", String(Number(button.dataset.ply) === ply));
  }
  const position = await getJson(`ply/${ply}.json`);
  if (position.ply !== shown) return;
  label("heading", position.heading);
  const board = $("board");
  board.src = `${base}/ply/${ply}.png?v=${facts.version}`;
  board.alt = position.description;
  const rows = position.rows.map(([where, what]) => {
    const row = document.createElement("tr");
    const head = document.createElement("th");
    head.scope = "row";
    head.textContent = where;
    const cell = document.createElement("td");
    cell.textContent = what;
    row.append(head, cell);
    return row;
  });
  $("rows").replaceChildren(...rows);
  const handArea = $("hand-area");
  handArea.hidden = position.hand === null;
  if (position.hand !== null) {
    $("hand").src = `${base}/ply/${ply}/hand.png?v=${facts.version}`;
    $("hand").alt = position.hand;
    label("hand-caption", position.hand);
  }
  document.body.dataset.shown = String(ply);
}

async function refresh() {
  facts = await getJson("page.json");
  drawFacts();
  await show(following ? facts.ply : shown);
  document.body.dataset.version = String(facts.version);
}

async function live() {
  for (;;) {
    try {
      const answer = await getJson(`wait?version=${facts.version}`);
      if (answer.version !== facts.version) await refresh();
    } catch (error) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

async function review() {
  // The computer's review, where the match has one: drawn by its own module once
  // it is stored (`ReviewSource` in bot/web/http/app.py names the hook).
  try {
    const found = await getJson("review.json");
    $("review").hidden = false;
    $("review").dataset.plies = String((found.plies || []).length);
  } catch (error) {
    $("review").hidden = true;
  }
}

document.addEventListener("keydown", (event) => {
  if (!facts || event.target instanceof HTMLInputElement && event.target.type !== "range") return;
  const moves = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: facts.ply };
  if (!(event.key in moves)) return;
  event.preventDefault();
  show(moves[event.key]);
});

document.addEventListener("DOMContentLoaded", async () => {
  $("first").addEventListener("click", () => show(0));
  $("previous").addEventListener("click", () => show(shown - 1));
  $("next").addEventListener("click", () => show(shown + 1));
  $("last").addEventListener("click", () => show(facts.ply));
  $("slider").addEventListener("input", (event) => show(Number(event.target.value)));
  await refresh();
  $("page").setAttribute("aria-busy", "false");
  review();
  live();
});

// The match page: the facts from page.json, one position at a time from ply/<n>.json
// and its image (under the position's key, kept by the browser), rewound with the
// buttons, the slider, the move list or the arrow keys, and kept live by a long wait
// for the match's next version, whose answer brings the new facts. No third-party code.
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

async function show(ply, given) {
  ply = Math.max(0, Math.min(facts.ply, ply));
  shown = ply;
  following = ply === facts.ply;
  $("slider").value = String(ply);
  for (const button of $("moves").querySelectorAll("button")) {
    button.setAttribute("aria-current", String(Number(button.dataset.ply) === ply));
  }
  const position = given || await getJson(`ply/${ply}.json`);
  if (position.ply !== shown) return;
  label("heading", position.heading);
  const board = $("board");
  board.src = `${base}/${position.board}`;
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
    $("hand").src = `${base}/${position.hand_image}`;
    $("hand").alt = position.hand;
    label("hand-caption", position.hand);
  }
  document.body.dataset.shown = String(ply);
}

async function refresh(given, latest) {
  facts = given || await getJson("page.json");
  drawFacts();
  await show(following ? facts.ply : shown, following ? latest : undefined);
  document.body.dataset.version = String(facts.version);
}

async function live() {
  for (;;) {
    try {
      const answer = await getJson(`wait?version=${facts.version}`);
      if (answer.version !== facts.version) await refresh(answer.page, answer.position);
    } catch (error) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

const SVG = "http://www.w3.org/2000/svg";

function drawn(name, attributes, text) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

function jumper(element, ply) {
  element.addEventListener("click", () => show(ply));
  element.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    show(ply);
  });
}

// The review's graph, drawn here from review.json (the same points and marks as
// `/match review`'s picture): the first seat's edge up, the other's down, the biggest
// swings numbered and clickable to their position, and listed in words below it.
function drawReview(found) {
  const w = found.words;
  const points = found.advantage;
  const [width, height, pad] = [600, 160, 14];
  const last = Math.max(1, points.length - 1);
  const x = (index) => (pad + (width - 2 * pad) * index / last).toFixed(1);
  const y = (edge) => (height / 2 - (height / 2 - pad) * edge).toFixed(1);
  const line = points.map((edge, index) => `${x(index)},${y(edge)}`).join(" ");
  const graph = drawn("svg", { viewBox: `0 0 ${width} ${height}`, role: "group", "aria-label": w.title });
  graph.append(
    drawn("title", {}, w.title),
    drawn("polygon", { points: `${x(0)},${y(0)} ${line} ${x(last)},${y(0)}`, class: "area" }),
    drawn("line", { x1: pad, x2: width - pad, y1: y(0), y2: y(0), class: "level" }),
    drawn("polyline", { points: line, class: "edge" }),
    drawn("text", { x: pad, y: pad, class: "side" }, w.first_ahead),
    drawn("text", { x: pad, y: height - 4, class: "side" }, w.second_ahead),
  );
  const items = found.swings.map((index, order) => {
    const ply = found.plies[index].number;
    const mark = drawn("g", { class: "swing", tabindex: 0, role: "button", "aria-label": w.marks[order], "data-ply": ply });
    mark.append(
      drawn("title", {}, w.marks[order]),
      drawn("circle", { cx: x(index + 1), cy: y(points[index + 1]), r: 9 }),
      drawn("text", { x: x(index + 1), y: Number(y(points[index + 1])) + 4, "text-anchor": "middle" }, String(order + 1)),
    );
    jumper(mark, ply);
    graph.append(mark);
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = w.marks[order];
    button.dataset.ply = String(ply);
    jumper(button, ply);
    item.append(button);
    return item;
  });
  $("review-graph").replaceChildren(graph);
  $("review-swings").replaceChildren(...items);
}

async function review() {
  // The computer's review, where the match has one stored (`ReviewSource` in
  // bot/web/http/app.py); none: the section stays hidden.
  let found;
  try {
    found = await getJson("review.json");
  } catch (error) {
    $("review").hidden = true;
    return;
  }
  drawReview(found);
  $("review").dataset.plies = String(found.plies.length);
  $("review").hidden = false;
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

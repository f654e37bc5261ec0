// docs/rules.md as a page: a small Markdown reader for what that file uses (headings, paragraphs, lists,
// tables, code spans, bold, links, `<a id>` anchors, rules). Everything is built as DOM nodes from text;
// no HTML from the file is ever parsed, except the anchor ids, read with a strict pattern.
import { h, put } from "./dom.js";

/** Inline markup → nodes: `code`, **bold**, [text](href). Links go only to #anchors and http(s). */
function inline(text) {
  const out = [];
  const pattern = /`([^`]+)`|\*\*(.+?)\*\*|\[((?:[^\][]|\[[^\]]*\])+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(h("code", {}, m[1]));
    else if (m[2] !== undefined) out.push(h("strong", {}, inline(m[2])));
    else {
      const href = m[4];
      const safe = href.startsWith("#") || /^https?:\/\//.test(href);
      out.push(safe ? h("a", { href }, inline(m[3])) : h("span", { title: href }, inline(m[3])));
    }
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

const cells = (line) => line.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());

export function render(markdown) {
  const lines = markdown.split("\n");
  const blocks = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    let m;
    if (!line.trim()) { i++; continue; }
    if ((m = /^<a id="([a-z0-9-]+)"><\/a>$/.exec(line.trim()))) { blocks.push(h("a", { id: m[1], class: "anchor" })); i++; continue; }
    if ((m = /^(#{1,6}) (.*)$/.exec(line))) { blocks.push(h(`h${m[1].length}`, {}, inline(m[2]))); i++; continue; }
    if (/^---+$/.test(line.trim())) { blocks.push(h("hr")); i++; continue; }
    if (line.trim().startsWith("|")) {
      const rows = [];
      while (i < lines.length && lines[i].trim().startsWith("|")) rows.push(cells(lines[i++]));
      const [head, , ...body] = rows;
      blocks.push(h("table", {}, h("thead", {}, h("tr", {}, head.map((c) => h("th", {}, inline(c))))),
        h("tbody", {}, body.map((r) => h("tr", {}, r.map((c) => h("td", {}, inline(c))))))));
      continue;
    }
    if (/^\s*([-*]|\d+\.) /.test(line)) {
      // A list, nested by indentation; a continuation line (indented, no marker) joins the item above.
      const root = { indent: -1, el: null, items: [] };
      const stack = [root];
      let lastItem = null;
      while (i < lines.length && lines[i].trim() && (/^\s*([-*]|\d+\.) /.test(lines[i]) || /^\s+\S/.test(lines[i]))) {
        const item = /^(\s*)([-*]|\d+\.) (.*)$/.exec(lines[i]);
        if (!item) { lastItem?.append(" ", ...inline(lines[i].trim())); i++; continue; }
        const indent = item[1].length;
        while (stack.length > 1 && indent <= stack.at(-1).indent) stack.pop();
        let list = stack.at(-1).list;
        if (!list || stack.at(-1).childIndent !== indent) {
          list = h(/\d/.test(item[2]) ? "ol" : "ul");
          (stack.at(-1) === root ? blocks : null)?.push(list);
          if (stack.at(-1) !== root) stack.at(-1).li.append(list);
          stack.at(-1).list = list;
          stack.at(-1).childIndent = indent;
        }
        lastItem = h("li", {}, inline(item[3]));
        list.append(lastItem);
        stack.push({ indent, li: lastItem });
        i++;
      }
      continue;
    }
    const para = [];
    while (i < lines.length && lines[i].trim() && !/^(#{1,6} |\||<a id=|\s*([-*]|\d+\.) |---)/.test(lines[i])) para.push(lines[i++].trim());
    blocks.push(h("p", {}, inline(para.join(" "))));
  }
  return blocks;
}

async function main() {
  const doc = document.getElementById("doc");
  try {
    const response = await fetch("/docs/rules.md");
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    put(doc, render(await response.text()));
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
    document.body.dataset.ready = "1";
  } catch (error) {
    put(doc, h("p", { class: "violation" }, `docs/rules.md could not be loaded: ${error.message}`));
  }
}

main();

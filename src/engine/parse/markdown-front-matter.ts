/**
 * Front matter of Markdown pages, and of the HTML pages a Jekyll site writes with one: the top-level scalar keys
 * (title, description, sidebar label...) of a YAML or TOML block, read without a YAML library (nested maps and lists
 * are skipped). Go's HTML documents carry theirs as JSON in a comment: only its title is read.
 * @module
 */

/** Where a page's YAML front matter may end: a longer block is text, not a header. */
const FRONT_MATTER_MAX_CHARS = 64 * 1024;

/** How far into a page the JSON comment that opens it is looked for: Go's are a few lines. */
const JSON_COMMENT_MAX_CHARS = 4 * 1024;

/**
 * The "Title" of a JSON object in a comment before any element, as Go's HTML documents open (they have no <title>
 * and no h1: `<!--{ "Title": "The Go Programming Language Specification", "Path": "/ref/spec" }-->`).
 */
export function jsonCommentTitle(page: string): string | undefined {
  const head = page.slice(0, JSON_COMMENT_MAX_CHARS);
  const open = /^\s*<!--/.exec(head);
  if (!open) return undefined;
  const end = head.indexOf('-->', open[0].length);
  const json = end === -1 ? '' : head.slice(open[0].length, end).trim();
  if (!json.startsWith('{')) return undefined;
  try {
    const title: unknown = (JSON.parse(json) as { Title?: unknown }).Title;
    return typeof title === 'string' && title.trim() ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page's leading YAML front matter (`---` lines around `key: value` lines, as Jekyll reads them from any page,
 * HTML too): its keys and the page without it, or undefined when the page has none.
 */
export function splitYamlFrontMatter(page: string): { fields: Record<string, string>; body: string } | undefined {
  const open = /^\uFEFF?---[ \t]*\r?\n/.exec(page);
  if (!open) return undefined;
  const close = /^---[ \t]*$/m;
  const rest = page.slice(open[0].length, open[0].length + FRONT_MATTER_MAX_CHARS);
  const end = close.exec(rest);
  if (!end) return undefined;
  const after = open[0].length + end.index + end[0].length;
  return { fields: readYamlFrontMatter(rest.slice(0, end.index)), body: page.slice(after).replace(/^\r?\n/, '') };
}

/**
 * The top-level scalar keys of a YAML front matter block (`title: "x"`, block scalars `|` and `>`);
 * nested maps and lists are skipped.
 */
export function readYamlFrontMatter(yaml: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = yaml.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    // No lazy value before trailing blanks, and a value of any characters: over a long run of spaces inside a value,
    // or before a character `.` does not match (U+2028), the value backtracked quadratically (a site's `_config.yml`
    // is read whole).
    const m = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+([^]*))?$/.exec(lines[i]!);
    if (!m) continue;
    const key = m[1]!;
    let value = (m[2] ?? '').trimEnd();
    if (/^[|>][+-]?\d*$/.test(value)) {
      const folded = value.startsWith('>');
      const body: string[] = [];
      while (i + 1 < lines.length && (/^\s+\S/.test(lines[i + 1]!) || lines[i + 1]!.trim() === '')) body.push(lines[++i]!.trim());
      out[key] = body.join(folded ? ' ' : '\n').trim();
      continue;
    }
    if (value.startsWith('"')) {
      const end = findClosingQuote(value, '"');
      value = value.slice(1, end).replace(/\\(["\\/])/g, '$1').replace(/\\n/g, '\n').replace(/\\t/g, '\t');
    } else if (value.startsWith("'")) {
      const end = findClosingQuote(value, "'");
      value = value.slice(1, end).replace(/''/g, "'");
    } else {
      const comment = value.search(/\s#/);
      if (comment >= 0) value = value.slice(0, comment).trimEnd();
      // Plain multi-line scalars continue on more-indented lines.
      while (i + 1 < lines.length && /^\s+\S/.test(lines[i + 1]!) && !/^\s+-\s/.test(lines[i + 1]!) && value !== '') value += ` ${lines[++i]!.trim()}`;
    }
    out[key] = value;
  }
  return out;
}

function findClosingQuote(value: string, quote: string): number {
  for (let i = 1; i < value.length; i++) {
    const c = value[i];
    if (quote === '"' && c === '\\') {
      i++;
      continue;
    }
    if (c === quote) {
      if (quote === "'" && value[i + 1] === "'") {
        i++;
        continue;
      }
      return i;
    }
  }
  return value.length;
}

/** `title = "x"` lines of a TOML front matter block. */
export function readTomlFrontMatter(toml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of toml.split(/\r?\n/)) {
    if (/^\s*\[/.test(line)) break;
    const m = /^([A-Za-z_][\w-]*)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/.exec(line);
    if (m) out[m[1]!] = m[2] ?? m[3] ?? '';
  }
  return out;
}

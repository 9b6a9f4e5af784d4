/**
 * Hugo's shortcodes in Markdown pages: `{{< callout info >}}`, `{{% notice %}}`, `{{< /tab >}}`, inline
 * `{{< param "version" >}}` or `[dialog]({{< docsref "/components/modal" >}})`. A site renders them away (into a
 * box, a tab, a link); read as text they are noise in every answer. Only pages with front matter are read this way
 * (Hugo's content pages have it: YAML `---` or TOML `+++`). Shortcodes in fenced code and inline code are left as
 * written (a page that documents them), and so is everything between a paired shortcode's tags: the callout's text
 * is the page's. `{{< highlight go >}}` blocks are fenced code in their language. A shortcode in Hugo's comment
 * marks (`{{</*` ... `*` `/>}}`), its way to show one in a page, reads as the shortcode. In a line of prose a
 * shortcode gives way to the words it quotes (`{{% heading "prerequisites" %}}`, `{{< param "version" >}}`); a line
 * of shortcodes alone (a box's or a tab's tags) goes. One pass over the lines.
 * @module
 */
import { editOutsideCode } from './_shared.ts';
import { FenceTracker } from './bounds.ts';

const END_HIGHLIGHT = /^\s*\{\{<\s*\/\s*highlight\s*>\}\}\s*$/;

/** Whether a page opens with front matter (YAML or TOML): the content pages Hugo renders. */
function hasFrontMatter(text: string): boolean {
  return /^\uFEFF?(?:---|\+\+\+)[ \t]*\r?\n/.test(text);
}

/** The page without Hugo's shortcodes (see the module's description). */
export function withoutHugoShortcodes(text: string): string {
  if (!hasFrontMatter(text) || (!text.includes('{{<') && !text.includes('{{%'))) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  const code = new FenceTracker();
  let highlight = false;
  let skipTo = -1;
  const searched = new Map<string, number>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (index <= skipTo) continue;
    if (highlight) {
      if (END_HIGHLIGHT.test(line)) {
        highlight = false;
        out.push('~~~~~~');
      } else out.push(line);
      continue;
    }
    if (code.inside(line)) {
      // Hugo renders shortcodes in code too: a parameter shows as a placeholder (`<docs_version>`), others stay.
      out.push(line.includes('{{') ? withoutShortcodes(line, true, true) : line);
      continue;
    }
    // A paired shortcode around raw HTML (a rendered example, `{{< example >}}`) shows that HTML: it is code.
    const example = htmlExample(lines, index, searched);
    if (example) {
      out.push('~~~~~~html', ...example.body, '~~~~~~');
      skipTo = example.end;
      continue;
    }
    const lang = highlightLanguage(line);
    if (lang !== undefined) {
      highlight = true;
      out.push(`~~~~~~${lang}`);
      continue;
    }
    if (!line.includes('{{<') && !line.includes('{{%')) {
      // A line indented as code (four spaces or a tab) may be an indented code block: left as written.
      out.push(line.includes('{{') && !/^(?: {4}|\t)/.test(line) ? withoutTemplateActions(line) : line);
      continue;
    }
    // A line that held only shortcodes (a box's or a tab's tags) goes, but for a tab's name (`{{% tab name="Linux"
    // %}}` reads "Linux:"); it stays blank between paragraphs, which stay apart. In prose, a shortcode gives way to
    // the words it quotes (`{{% heading "prerequisites" %}}`).
    const said = boxText(line);
    if (said !== undefined) out.push(said);
    else if (readLine(line, false).trim() !== '') out.push(readLine(line, true));
    else out.push(tabName(line) ?? boxTitle(line) ?? '');
  }
  // A highlight block never closed was not one: read the page again without taking any as code.
  // Each try stops at the next `{` or `>`: linear however many tags a line holds.
  if (highlight) return text.replace(/\{\{<[ \t]*\/?[ \t]*highlight[^\n>{]*>\}\}/g, '');
  return out.join('\n');
}

/**
 * Prose without the Go template actions an inline shortcode's body holds (Bootstrap's alerts: `{{- range (index
 * $.Site.Data "theme-colors") }}`, `A simple {{ .name }} alert`, `{{ end -}}`): the site renders them into the page's
 * repeated examples; read as text they are noise. A line of actions alone goes.
 */
function withoutTemplateActions(line: string): string {
  // Inline code shows them as written (a page that documents templates).
  const out = editOutsideCode(line, (prose) => prose.replace(TEMPLATE_ACTION, ''));
  if (out.trim() === '') return '';
  // The runs of spaces an action leaves behind, not the line's own indent (a list item's continuation).
  const indent = /^\s*/.exec(out)![0];
  return indent + out.slice(indent.length).replace(/ {2,}/g, ' ');
}
/** `{{ .name }}`, `{{- range ... }}`, `{{ end -}}`: an action that opens with a dot, a variable or a keyword. */
const TEMPLATE_ACTION = /\{\{-?[ \t]*(?:[.$]|(?:range|end|if|else|with|define|block|template|partial)\b)[^{}\n]{0,300}?-?\}\}/g;

/** The language of `{{< highlight go "linenos=table" >}}` alone on its line, read without backtracking; else undefined. */
function highlightLanguage(line: string): string | undefined {
  const tag = line.trim();
  if (!tag.startsWith('{{<') || !tag.endsWith('>}}')) return undefined;
  const words = tag.slice(3, -3).trim().split(/\s+/, 2);
  return words[0] === 'highlight' && words[1] && /^[\w+#.-]+$/.test(words[1]) ? words[1] : undefined;
}

/** A shortcode's raw HTML shown as code runs at most this many lines. */
const EXAMPLE_MAX_LINES = 200;

/**
 * The raw HTML between a shortcode's tags alone on their lines (`{{< example >}}`, `<div class="...">`...,
 * `{{< /example >}}`), when the first line inside is an HTML tag; looked for within EXAMPLE_MAX_LINES lines.
 * `searched` holds, per name, the line a search found no closing tag before: no line is searched twice.
 */
function htmlExample(lines: string[], at: number, searched: Map<string, number>): { body: string[]; end: number } | undefined {
  const line = lines[at]!;
  const open = line.length <= 300 ? /^\s*\{\{<[ \t]*([\w-]+)[^\n]*>\}\}\s*$/.exec(line) : null;
  if (!open || open[1] === 'highlight' || !/^\s*<[A-Za-z]/.test(lines[at + 1] ?? '')) return undefined;
  const name = open[1]!;
  const limit = Math.min(lines.length, at + EXAMPLE_MAX_LINES + 1);
  for (let i = Math.max(at + 1, searched.get(name) ?? 0); i < limit; i++) {
    const tag = lines[i]!.trim();
    if (tag.startsWith('{{<') && tag.endsWith('>}}') && tag.slice(3, -3).replace(/\s+/g, '') === `/${name}`) return { body: lines.slice(at + 1, i), end: i };
  }
  searched.set(name, limit);
  return undefined;
}

/**
 * The text a box written as one shortcode shows (Doks' and Docsy's `{{< alert icon="👉" text="The tutorial is for
 * beginners." />}}`), when the line is that shortcode alone; else undefined. Read before inline code is looked for:
 * the text may hold some (`` text="Edit `./package.json`" ``).
 */
function boxText(line: string): string | undefined {
  const tag = line.trim();
  if (tag.length > 3000 || !/[>%]\}\}$/.test(tag) || tag.indexOf('}}') !== tag.length - 2) return undefined;
  const name = /^\{\{[<%][ \t]*([\w/-]+)[ \t]/.exec(tag)?.[1];
  return name && BOXES.test(name) ? /[ \t]text="([^"\n]+)"/.exec(tag)?.[1] : undefined;
}

/**
 * The title a box opens with, a quoted first argument of words (`{{< details "Why Node.js?" >}}`, a collapsed box's
 * summary), when the line is that opening tag alone; else undefined. A one-word argument is a kind (`"warning"`).
 */
function boxTitle(line: string): string | undefined {
  const tag = line.trim();
  if (tag.length > 300) return undefined;
  const title = /^\{\{[<%][ \t]*([\w-]+)[ \t]+"([^"\n]*\s[^"\n]*)"[^"\n/]*[>%]\}\}$/.exec(tag);
  return title && COLLAPSED.test(title[1]!) ? title[2]!.trim() || undefined : undefined;
}

/** Shortcodes of boxes beside the text (an alert, a callout), and of collapsed boxes (details and the like). */
const BOXES = /^(?:blocks\/)?(?:alert|callout|notice|note|tip|hint|info|warning|caution|danger|important|admonition|pageinfo)$/;
const COLLAPSED = /^(?:details|expand|collapse|collapsible|accordion|spoiler|toggle)$/;

/** `Linux:` for a line that opens a tab (`{{< tab "Linux" >}}`, `{{% tab name="Linux" %}}`), else undefined. */
function tabName(line: string): string | undefined {
  const tag = line.trim();
  if (tag.length > 300 || !/^\{\{[<%][ \t]*tab[ \t]/.test(tag)) return undefined;
  const name = /"([^"\n]{1,100})"/.exec(tag)?.[1];
  return name ? `${name}:` : undefined;
}

/** One line of prose without its shortcodes (or with the words they quote); inline code spans are left as written. */
function readLine(line: string, quoted: boolean): string {
  return editOutsideCode(line, (prose) => withoutShortcodes(prose, quoted));
}

/**
 * Prose without its shortcodes, one in comment marks read as the shortcode it shows. Each tag runs to the first
 * close of its kind after it; with none, no later tag on the line closes either. Each kind of opening is looked
 * for again only once passed: linear in the line.
 */
function withoutShortcodes(prose: string, quoted: boolean, paramsOnly = false): string {
  let out = '';
  let at = 0;
  let angle = prose.indexOf('{{<');
  let percent = prose.indexOf('{{%');
  for (;;) {
    if (angle >= 0 && angle < at) angle = prose.indexOf('{{<', at);
    if (percent >= 0 && percent < at) percent = prose.indexOf('{{%', at);
    const start = angle < 0 ? percent : percent < 0 ? angle : Math.min(angle, percent);
    if (start < 0) break;
    const kind = prose[start + 2]!;
    const closing = kind === '<' ? '>' : '%';
    const shown = prose.startsWith('/*', start + 3);
    const close = shown ? `*/${closing}}}` : `${closing}}}`;
    const end = prose.indexOf(close, start + 3);
    if (end < 0) break;
    const after = end + close.length;
    const tag = prose.slice(start, after);
    // A parameter's name is not its value (`{{< param "version" >}}`): it shows as a placeholder, `<version>`.
    const param = /^\{\{[<%][ \t]*param[ \t]+"?([\w.-]+)/.exec(tag)?.[1];
    if (shown) out += `${prose.slice(at, start)}{{${kind} ${prose.slice(start + 5, end).trim()} ${closing}}}`;
    else if (/^[ \t]*\/?[ \t]*[\w.-]/.test(prose.slice(start + 3, start + 40)) && (!paramsOnly || param !== undefined)) {
      // In prose the placeholder is inline code, which Markdown would otherwise take for an HTML tag.
      const words = param ? (paramsOnly ? `<${param}>` : `\`<${param}>\``) : quoted ? (/"([^"]*)"/.exec(tag)?.[1] ?? '') : '';
      // Words on both sides stay apart.
      const apart = words === '' && /\w/.test(prose[start - 1] ?? '') && /\w/.test(prose[after] ?? '');
      out += prose.slice(at, start) + (apart ? ' ' : words);
    } else out += prose.slice(at, after);
    at = after;
  }
  return out + prose.slice(at);
}

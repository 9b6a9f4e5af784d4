/**
 * reStructuredText inline markup (emphasis, literals, roles, references) to plain text and backticked code:
 * a scanner over one paragraph's text, with no document state.
 * @module
 */

/** Roles whose text Sphinx shows as code. */
const CODE_ROLES = new Set([
  'func', 'meth', 'class', 'mod', 'attr', 'data', 'exc', 'obj', 'const', 'envvar', 'option', 'program', 'file',
  'command', 'samp', 'kbd', 'code', 'literal', 'makevar', 'macro', 'type', 'member', 'var', 'expr', 'enum',
  'enumerator', 'struct', 'union', 'keyword', 'token', 'opcode', 'pdbcmd', 'cmdoption', 'mimetype', 'mailheader',
  'regexp', 'setting', 'confval', 'directive', 'role', 'cfunc', 'cmember', 'cmacro', 'ctype', 'cdata',
]);
const CALLABLE_ROLES = new Set(['func', 'meth']);

const START_BEFORE = /[\s'"([{<\-/:‘“’«¡¿‐‑‒–— ]/u;
const END_AFTER = /[\s'")\]}>\-/:.,;!?\\‘“’»‐‑‒–— ]/u;
const SPECIAL = /[\\`:*|[_]/g;
/** Bounded repeats: tried at every colon, an unbounded chain would be rescanned from each. */
const ROLE = /:((?:[\w.+-]{1,64}:){0,3}[\w.+-]{1,64}):`/y;

function startOk(text: string, p: number, len: number): boolean {
  const before = p === 0 ? ' ' : text[p - 1]!;
  const after = text[p + len];
  return START_BEFORE.test(before) && after !== undefined && !/\s/.test(after);
}

function endOk(text: string, p: number, len: number, suffixes = false): boolean {
  const before = text[p - 1];
  const after = p + len >= text.length ? ' ' : text[p + len]!;
  return before !== undefined && !/\s/.test(before) && (END_AFTER.test(after) || (suffixes && (after === '_' || after === ':')));
}

/**
 * Finds where inline markup ending with `marker` ends, at or after `from` (-1: nowhere). Whether a position
 * can end markup does not depend on where the markup started, so the last answer per marker is reused: a
 * paragraph full of unmatched `*` stays linear.
 */
function endFinder(text: string): (marker: string, from: number) => number {
  const last = new Map<string, { from: number; at: number }>();
  return (marker, from) => {
    const cached = last.get(marker);
    if (cached && from >= cached.from && (cached.at < 0 || from <= cached.at)) return cached.at;
    let p = text.indexOf(marker, from);
    while (p >= 0) {
      if (endOk(text, p, marker.length, marker === '`') && (marker !== '`' || text[p - 1] !== '\\')) break;
      p = text.indexOf(marker, p + 1);
    }
    last.set(marker, { from, at: p });
    return p;
  };
}

/**
 * Inline markup to plain text: ``literals`` and code roles in backticks (when `code`), other roles, references
 * and emphasis as their text, substitutions and footnote references dropped or reduced to their name.
 */
export function inline(text: string, code = true): string {
  let out = '';
  let p = 0;
  const n = text.length;
  const findEnd = endFinder(text);
  const quote = (s: string): string => (code ? (s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``) : s);
  while (p < n) {
    SPECIAL.lastIndex = p;
    const m = SPECIAL.exec(text);
    if (!m) {
      out += text.slice(p);
      break;
    }
    const q = m.index;
    out += text.slice(p, q);
    p = q;
    const c = text[q]!;
    if (c === '\\') {
      const next = text[q + 1];
      if (next === undefined || /\s/.test(next)) p = q + 2;
      else {
        out += next;
        p = q + 2;
      }
      continue;
    }
    if (c === '`') {
      if (text.startsWith('``', q) && startOk(text, q, 2)) {
        const e = findEnd('``', q + 2);
        if (e > 0) {
          out += quote(text.slice(q + 2, e).replace(/\s+/g, ' '));
          p = e + 2;
          continue;
        }
      }
      if (startOk(text, q, 1)) {
        const e = findEnd('`', q + 1);
        if (e > 0) {
          let after = e + 1;
          const body = text.slice(q + 1, e).replace(/\s+/g, ' ');
          let role: string | undefined;
          let reference = true;
          if (text.startsWith('__', after)) after += 2;
          else if (text[after] === '_') after += 1;
          else {
            ROLE.lastIndex = after;
            const r = ROLE.exec(text);
            if (r) role = r[1];
            reference = false;
          }
          out += role ? roleText(role, body, quote) : reference ? referenceText(body) : defaultRoleText(body, quote);
          p = after;
          continue;
        }
      }
      out += c;
      p = q + 1;
      continue;
    }
    if (c === ':') {
      ROLE.lastIndex = q;
      const r = ROLE.exec(text);
      if (r && (q === 0 || START_BEFORE.test(text[q - 1]!) || /[\w]/.test(text[q - 1]!) === false)) {
        const bodyStart = ROLE.lastIndex;
        const e = findEnd('`', bodyStart);
        if (e > 0) {
          out += roleText(r[1]!, text.slice(bodyStart, e).replace(/\s+/g, ' '), quote);
          p = e + 1;
          continue;
        }
      }
      out += c;
      p = q + 1;
      continue;
    }
    if (c === '*') {
      const len = text.startsWith('**', q) ? 2 : 1;
      if (startOk(text, q, len)) {
        const e = findEnd(len === 2 ? '**' : '*', q + len);
        if (e > 0) {
          out += text.slice(q + len, e);
          p = e + len;
          continue;
        }
      }
      out += text.slice(q, q + len);
      p = q + len;
      continue;
    }
    if (c === '|') {
      if (startOk(text, q, 1)) {
        // A substitution's end may be followed by the underscore of a reference to it (`|fetch*|_`).
        const ended = findEnd('|', q + 1);
        const e = ended > 0 ? ended : substitutionEnd(text, q);
        if (e > 0 && e - q < 60) {
          out += text.slice(q + 1, e);
          p = e + 1;
          if (text.startsWith('__', p)) p += 2;
          else if (text[p] === '_') p += 1;
          continue;
        }
      }
      out += c;
      p = q + 1;
      continue;
    }
    if (c === '[') {
      const fm = /^\[(?:\d+|#[\w-]*|\*|[A-Za-z][\w.-]*)\]_/.exec(text.slice(q, q + 40));
      if (fm && (q === 0 || /\s/.test(text[q - 1]!))) {
        out = out.replace(/ $/, '');
        p = q + fm[0].length;
        continue;
      }
      out += c;
      p = q + 1;
      continue;
    }
    // `_`: a simple reference `name_` loses its underscore.
    const prev = text[q - 1];
    const after = text[q + 1];
    const simple = prev !== undefined && /[A-Za-z0-9]/.test(prev) && (after === undefined || /[\s.,;:!?)'"]/.test(after)) && isSimpleName(text, q);
    if (!simple) out += c;
    p = q + 1;
  }
  return out;
}

/** Whether a word of letters, digits and hyphens that starts at a space or the beginning ends before `end`. */
function isSimpleName(text: string, end: number): boolean {
  let i = end - 1;
  while (i >= 0 && /[A-Za-z0-9-]/.test(text[i]!)) i--;
  return i < end - 1 && /[A-Za-z0-9]/.test(text[i + 1]!) && (i < 0 || /\s/.test(text[i]!));
}

/**
 * Interpreted text without a role: Sphinx's default role, which projects set to an object reference (`~module.Name`,
 * `!None`): a name in it is code, shown as a role's would be (`~` keeps its last part, `!` is no link); words are a
 * title's text.
 */
function defaultRoleText(body: string, quote: (s: string) => string): string {
  // A leading dot only before a reference's form (`.stream_request_body`, `.Handler.get`), not a file's (`.gitignore`).
  if (/^[~!]?\.?[A-Za-z_][\w.]*(?:\(\))?$/.test(body) && (/^[~!]/.test(body) || /[._]|\(\)$/.test(body.replace(/^\./, '')))) return roleText('obj', body, quote);
  return body;
}

/** The end of a substitution reference at `start` followed by a reference's underscore (`|name|_`), or -1. */
function substitutionEnd(text: string, start: number): number {
  const e = text.indexOf('|', start + 1);
  return e > start + 1 && e - start < 60 && !/\s/.test(text[e - 1]!) && text[e + 1] === '_' ? e : -1;
}

function referenceText(body: string): string {
  const m = explicitTarget(body);
  if (m && m.target) return m.title || m.target;
  return body;
}

/**
 * `title <target>` split in two (the title without trailing space), else undefined: the linear form of
 * `/^(.*?)\s*<(.*)>$/`, which backtracks quadratically over a long run of spaces. After white space the target may
 * hold angle brackets of its own (CMake's `` `X <MAP_IMPORTED_CONFIG_<CONFIG>>` ``); joined to the title, it holds
 * none, as Sphinx reads `` :ref:`partial object<partial-objects>` ``, and a placeholder joined to a name by `_` or `$`
 * is part of it, as CMake's roles read `` :prop_tgt:`PDB_NAME_<CONFIG>` `` and `` :genex:`$<$<CONFIG:Debug>:foo>` ``.
 */
function explicitTarget(body: string): { title: string; target: string } | undefined {
  if (!body.endsWith('>')) return undefined;
  let open = -1;
  for (let i = body.length - 1, depth = 0; i >= 0; i--) {
    if (body[i] === '>') depth++;
    else if (body[i] === '<' && --depth === 0) {
      open = i;
      break;
    }
  }
  if (open === -1) return undefined;
  const target = body.slice(open + 1, -1);
  const title = body.slice(0, open).trimEnd();
  const joined = open > 0 && !/\s/.test(body[open - 1]!);
  if (joined && (target.includes('<') || /[_$]$/.test(title))) return undefined;
  if (target.includes('\n') || title.includes('\n')) return undefined;
  return { title, target };
}

/**
 * A cross-reference's target as Sphinx shows it: `!name` is no link, `~a.b.name` shows its last part. MyST's roles in
 * Markdown write targets the same way.
 */
export function shownTarget(target: string): string {
  const text = target.startsWith('!') ? target.slice(1) : target;
  return text.startsWith('~') ? (text.slice(1).split('.').pop() ?? text) : text;
}

/** Python's reference roles: a leading dot in their target (search the current module first) is not shown. */
const PYTHON_ROLES = new Set(['func', 'meth', 'class', 'mod', 'attr', 'data', 'exc', 'obj', 'const']);

function roleText(fullRole: string, body: string, quote: (s: string) => string): string {
  const role = fullRole.slice(fullRole.lastIndexOf(':') + 1).toLowerCase();
  let text = body;
  const explicit = explicitTarget(text);
  let titled = false;
  if (explicit && explicit.title) {
    text = explicit.title;
    titled = true;
  } else if (explicit) text = explicit.target;
  text = titled ? text.replace(/^!/, '') : shownTarget(text);
  // `.stream_request_body` shows without its dot, as Sphinx's Python domain shows it; `:file:`.bashrc`` keeps it.
  if (!titled && PYTHON_ROLES.has(role)) text = text.replace(/^\.(?=[A-Za-z_])/, '');
  switch (role) {
    case 'pep':
      return `PEP ${text.split('#')[0]}`;
    case 'rfc':
      return `RFC ${text.split('#')[0]}`;
    case 'issue':
      return `bpo-${text}`;
    case 'gh':
      return `gh-${text}`;
    case 'abbr':
      return text.endsWith(')') && text.includes('(') ? text.slice(0, text.indexOf('(')).trimEnd() : text;
    case 'menuselection':
      return text.split('-->').map((part) => part.trim()).join(' ▸ ');
    case 'guilabel':
      return text.replace(/&(\w)/g, '$1');
  }
  if (CODE_ROLES.has(role)) {
    if (!titled && CALLABLE_ROLES.has(role) && !text.endsWith(')')) text += '()';
    return quote(text);
  }
  return text;
}

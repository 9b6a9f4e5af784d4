/**
 * Code languages: the names sources give, with rare aliases mapped (`mjs` → js; `python3`, `pycon` → python),
 * and a small line-based guess for code that names none.
 * @module
 */

/**
 * Only names a reader or a highlighter would not know are changed; common names stay as the source wrote them
 * (`js` stays `js`).
 */
const ALIASES: Record<string, string> = {
  mjs: 'js', cjs: 'js',
  python3: 'python', py3: 'python', pycon: 'python', ipython: 'python', ipython3: 'python',
  'shell-session': 'console', shellsession: 'console',
  txt: 'text', plain: 'text', plaintext: 'text', none: 'text', nohighlight: 'text',
  'html+jinja': 'jinja', jinja2: 'jinja',
  'c++': 'cpp', 'c#': 'csharp',
};

/** A source's language name, lowercased, with rare aliases mapped; undefined for empty names and Sphinx's `default`. */
export function normalizeLanguage(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  // Pandoc's `{.python}`; VuePress', VitePress' and Docusaurus' lines to highlight and numbering (`js{12}`, `ts:line-numbers`).
  const l = lang.trim().toLowerCase().replace(/^\{?\.?/, '').replace(/[,{}].*$/, '').replace(/:(?:no-)?line-numbers$/, '');
  if (!l || l === 'default') return undefined;
  // A site's own variant of a language, shown as a live example too (Foundation's `html_example`): the language.
  const shown = EXAMPLE_VARIANT.exec(l)?.[1] ?? l;
  return ALIASES[shown] ?? shown;
}

const EXAMPLE_VARIANT = /^([a-z][\w+#]*)[_-](?:example|demo|preview|live)$/;

const SHELL_COMMAND =
  /^(?:\$|#|>|PS>|C:\\.*>)?\s*(?:sudo\s+)?(?:npm|npx|pnpm|yarn|bun|deno|node|pip3?|pipx|python3? -m|poetry|uv|curl|wget|git|cd|ls|mkdir|rm|cp|mv|cat|echo|export|source|apt(?:-get)?|brew|docker|kubectl|make|cargo|go|chmod|chown|tar|ssh|scp|systemctl|service|flask|gunicorn|uvicorn|createdb|dropdb|initdb|pg_ctl|pg_dump|pg_restore|psql|touch|grep|sed|awk|find|openssl|set|unset|alias|which|env|conda|virtualenv|tox|pytest)(?:\s|$)/;

/**
 * A C declaration: a type and a name, perhaps a pointer, an array or a value (`ssh_channel channel;`,
 * `char buffer[256];`, `const char *name = NULL;`). The first word must be a type, not a keyword that reads the same.
 */
const C_DECLARATION = /^(?:(?:const|static|unsigned|signed|struct|enum|extern|volatile)\s+)*([A-Za-z_]\w*)(?:\s+\**|\s*\*+\s*)[A-Za-z_]\w*(?:\[\w*\])?(?:\s*=\s*[^=].*)?;$/;
const NOT_A_TYPE = new Set(['let', 'const', 'var', 'return', 'throw', 'delete', 'typeof', 'void', 'await', 'yield', 'new', 'import', 'export', 'goto', 'else', 'local', 'declare', 'readonly', 'package', 'use', 'using', 'namespace', 'EXEC']);

/**
 * Go's own lines: a function or method (`func name(`, `func (r *T) name[P any](`; Swift's has `->`), a struct,
 * interface or generic type, `package x` (Java's ends in `;`), a grouped declaration (`var (`), a var or const with a
 * type after its names (`var x, y float32 = 1, 2`: not JavaScript; a const has a value, C's `const char *name` none),
 * `go f()` (a shell's `go build` has no call) and `if err != nil {`. TypeScript's `type X = {` and `interface X {`
 * are not among them.
 */
const GO_LINE =
  /^func\s+(?:\((?:\s*\w+\s+)?\*?[\w.]+(?:\[[^\]]*\])?\s*\)\s*)?\w+\s*(?:\[[^\]]*\]\s*)?\((?!.*->)|^type\s+\w+(?:\[[^\]]*\])?\s+(?:struct|interface)\s*\{|^type\s+\w+\[\w+\s|^(?:var|const|type|import)\s*\($|^var\s+\w+(?:\s*,\s*\w+)*\s+(?:\*|\[|map\[|chan\b|func\(|(?:interface|struct)\s*\{|[A-Za-z_][\w.]*\s*(?:=|$|\/\/))|^const\s+\w+(?:\s*,\s*\w+)*\s+[A-Za-z_][\w.]*\s*=[^=]|^go\s+(?:func\s*\(|[\w.]+\()|^if\s+err\s*!=\s*nil\s*\{/;
/** Go's package clause: Kotlin's and Scala's read alike, so it counts only beside a line of Go's own. */
const GO_PACKAGE = /^package\s+[a-z_]\w*$/;
/** A parameter written `name: Type` (Swift's, TypeScript's, Kotlin's): Go writes `name Type`. */
const TYPED_PARAMETER = /\(\s*\w+\s*:/;
/** Go's short declaration (`v, ok := m[k]`, `for i := 0; i < n; i++ {`); Python's `:=` stands in parentheses. */
const GO_SHORT = /^(?:(?:if|for|switch)\s+)?[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*:=\s*\S/;
/** Go's idioms, which other languages share one at a time: a slice or map literal, `make(chan`, `x.(T)`, channels. */
const GO_IDIOM = /\[\][\w*.]+\{|\bmap\[[\w*.]+\]|\bmake\((?:\[\]|map\[|chan\b)|\.\((?:type|\*?[\w.]+)\)|\bchan\b|<-/;

/** Characters of a line the guess reads. */
const LINE_READ_MAX = 1000;
/** Lines longer than this are not looked at for Lua's marks. */
const LUA_LINE_MAX = 500;
const LUA_MARK =
  /^local\s+(?:function\s+[A-Za-z_]|[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s+=\s)|^(?:if|elseif)\s[^;]*\sthen(?:\s+--.*)?$|\bfunction\s*[\w.:]{0,100}\s*\([^)]{0,200}\).*\bend$|[\w)\]]\s+~=\s+[\w"'(]/;

/**
 * Guesses the language of a code block: json, bash, python, javascript, typescript, java, sql, html, xml, yaml,
 * toml, css, c, lua, go; text when nothing fits.
 */
export function detectLanguage(code: string): string {
  const trimmed = code.trim();
  if (!trimmed) return 'text';
  const first = trimmed[0];
  if ((first === '{' || first === '[') && trimmed.length < 200_000) {
    const last = trimmed[trimmed.length - 1];
    if ((first === '{' && last === '}') || (first === '[' && last === ']')) {
      try {
        JSON.parse(trimmed);
        return 'json';
      } catch {
        // not JSON
      }
    }
  }
  if (/^<\?xml\b/.test(trimmed)) return 'xml';

  const score = { bash: 0, python: 0, javascript: 0, typescript: 0, java: 0, sql: 0, html: 0, yaml: 0, toml: 0, css: 0, c: 0, lua: 0, go: 0 };
  let luaMarks = 0;
  let luaEnds = 0;
  let goLines = 0;
  let goShorts = 0;
  let goPackages = 0;
  let goIdioms = 0;
  let sharedDeclarations = 0;
  const lines = trimmed.split('\n', 400);
  let yamlLines = 0;
  let tomlLines = 0;
  let content = 0;
  for (const raw of lines) {
    // The start of a long line says what it is; its patterns over a whole minified or hostile line of 100,000
    // characters backtracked quadratically (`def f(` then `)->` repeated).
    const line = (raw.length > LINE_READ_MAX ? raw.slice(0, LINE_READ_MAX) : raw).trimEnd();
    const t = line.trim();
    if (!t) continue;
    content++;
    // A statement ending in `;` is C's or Java's, a trailing comment aside (`const int kMax = 10; // max`).
    const endsStatement = t.replace(/\s*\/\/.*$/, '').endsWith(';');
    const goLine = GO_LINE.test(t) && !endsStatement && !(t.startsWith('func') && TYPED_PARAMETER.test(t));
    if (goLine) goLines++;
    else if (GO_PACKAGE.test(t)) goPackages++;
    else if (GO_SHORT.test(t) && !endsStatement) goShorts++;
    if (GO_IDIOM.test(t)) goIdioms++;
    if (!goLine && (t.startsWith('$ ') || SHELL_COMMAND.test(t))) score.bash += t.startsWith('$ ') ? 3 : 2;
    if (t.startsWith('#!/') && /\b(?:ba|z)?sh\b/.test(t)) score.bash += 5;
    if (t.startsWith('>>> ') || t === '>>>' || t.startsWith('... ')) score.python += 3;
    if (/^(?:async\s+)?def\s+\w+\s*\(.*\)\s*(?:->.*)?:$/.test(t)) score.python += 4;
    if (/^(?:from\s+[\w.]+\s+import\s|import\s+[\w.]+(?:\s+as\s+\w+)?(?:,\s*[\w.]+)*$)/.test(t)) score.python += 3;
    if (/^class\s+\w+(?:\(.*\))?:$/.test(t) || /^(?:elif|except|finally|with)\b.*:$/.test(t) || /^if __name__ ==/.test(t)) score.python += 3;
    if (/^print\(/.test(t) || /\bself\./.test(t) || /^@\w[\w.]*(?:\(.*\))?$/.test(t)) score.python += 1;
    if (/^(?:const|var)\s+[\w$]+\s*(?:=|,|$)/.test(t) && !t.endsWith(';')) sharedDeclarations++;
    // `const x: T` is a type annotation; `const std::string name(…)` C++'s scope operator.
    if (/^(?:const|let|var)\s+(?:[\w$]+\s*(?:[=;,]|:(?!:)|$)|[{[])/.test(t) || /\brequire\(['"]/.test(t) || /^import\s.*\sfrom\s+['"]/.test(t) || /^import\s+['"]/.test(t)) score.javascript += 3;
    if (/=>/.test(t) || /\bfunction\s*\w*\s*\(/.test(t) || /\bconsole\.\w+\(/.test(t) || /^module\.exports\b|^export\s+(?:default|const|function|class|async)\b/.test(t)) score.javascript += 2;
    if (/;$/.test(t) && !/^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP)\b/i.test(t)) score.javascript += 0.5;
    if ((!goLine && /^(?:export\s+)?(?:interface|type|enum)\s+\w+.*[={]/.test(t)) || /^import\s+type\s/.test(t) || /\b\w+\??:\s*(?:string|number|boolean|unknown|any|void|never|Promise<|Record<|Array<)/.test(t) || /\bas\s+const\b/.test(t)) score.typescript += 3;
    if (/^(?:SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(?:OR\s+REPLACE\s+)?(?:TABLE|INDEX|UNIQUE|VIEW|FUNCTION|TRIGGER|EXTENSION|SCHEMA|DATABASE|ROLE|USER|TYPE|SEQUENCE|MATERIALIZED|TEMP)|ALTER\s+(?:TABLE|ROLE|DATABASE|SYSTEM|INDEX)|DROP\s+(?:TABLE|INDEX|VIEW)|WITH\s+(?:RECURSIVE\s+)?\w+\s+(?:AS|\()|BEGIN;|COMMIT;|ROLLBACK;|GRANT\s|REVOKE\s|VACUUM|ANALYZE|EXPLAIN|COPY\s|SET\s+\w+\s*(?:=|TO)|FROM\s|WHERE\s|ORDER\s+BY|GROUP\s+BY|VALUES\s*\()/.test(t)) score.sql += 3;
    if (/^\w+=[#>]\s/.test(t)) score.sql += 3;
    if (/^<(?:!DOCTYPE|html|head|body|div|p|span|a|ul|li|table|form|input|script|link|meta|section|h[1-6])\b/i.test(t) || /^<\/\w+>$/.test(t)) score.html += 2;
    if (/^[A-Za-z_][\w.-]*:(?:\s+[^\s{].*)?$/.test(t) && !/^(?:https?|ftp):/.test(t) && !t.endsWith(';')) yamlLines++;
    else if (/^-\s+\S/.test(t) || t === '---') yamlLines += 0.5;
    if (/^\[\[?[\w.-]+\]\]?$/.test(t) || /^[\w.-]+\s*=\s*(?:".*"|'.*'|\d[\w.:-]*|true|false|\[.*|\{.*)$/.test(t)) tomlLines++;
    if (t.endsWith('{') && /^[.#:*]?[\w-][\w\s>+~,.:#[\]="'*-]*\{$/.test(t) && !/^(?:function|if|for|while|class|else|switch|try|do)\b/.test(t)) score.css += 1;
    if (/^[\w-]+\s*:\s*[^;]+;$/.test(t)) score.css += 1;
    // An include is C's (or C++'s) alone: it outweighs the semicolons of a synopsis of prototypes.
    if (/^#\s*include\s*[<"]/.test(t)) score.c += 10;
    else if (/^#\s*(?:define|ifn?def|endif|pragma)\b/.test(t)) score.c += 4;
    if (/^(?:static\s+|const\s+|unsigned\s+|extern\s+)*(?:int|void|char|long|double|float|size_t|struct\s+\w+|PyObject\s*\*)\s*\**\s*\w+\s*\(.*\)\s*[{;]?$/.test(t) || /->\w+/.test(t) || /\bprintf\(/.test(t)) score.c += 2;
    const declared = C_DECLARATION.exec(t);
    if (declared && !NOT_A_TYPE.has(declared[1]!)) score.c += 2;
    if (/\bNULL\b|\bsizeof\s*\(|^typedef\s/.test(t)) score.c += 2;
    if (/\b(?:perror|fprintf|malloc|calloc|realloc|free|memset|memcpy|strcmp|strncmp|strlen|strdup)\(/.test(t)) score.c += 1;
    if (/^(?:public|private|protected)\s+(?:(?:static|final|abstract|synchronized)\s+)*[\w<>[\],.? ]+\s+\w+\s*\([^)]*\)\s*(?:throws\s+[\w.,\s]+)?[{;]?$/.test(t) || /\bSystem\.(?:out|err)\.print/.test(t)) score.java += 3;
    if (/^(?:import\s+(?:static\s+)?[\w.]+(?:\.\*)?|package\s+[\w.]+);$/.test(t) || /^@Override$/.test(t)) score.java += 3;
    // Lua's own marks: `local x = 1`, `if ... then`, `~=` between spaces, a one-line function ending in `end`; its
    // `end` (Ruby's too) counts only beside them. Only on lines of ordinary length (the patterns may backtrack).
    if (t.length <= LUA_LINE_MAX && LUA_MARK.test(t)) luaMarks++;
    if (/^end[),]?$/.test(t)) luaEnds++;
  }
  // Two marks, or one and an `end`: `if ... then` alone is also Fortran's, Pascal's and a shell's.
  if (luaMarks >= 2 || (luaMarks === 1 && luaEnds > 0)) score.lua = 3 * luaMarks + luaEnds;
  if (content === 0) return 'text';
  // A `:=` is also a Makefile's and `<-` R's: they say Go beside one another or beside a line of Go's own. In Go's
  // code, `var x = 1` and `const y = 2` are Go's as much as JavaScript's.
  if (goLines > 0 || (goShorts > 0 && goIdioms > 0)) score.go = 3 * goLines + 3 * goPackages + 2 * goShorts + goIdioms + 3 * sharedDeclarations;
  if (score.typescript > 0 && score.javascript + score.typescript >= 3) score.typescript += score.javascript;
  if (yamlLines >= Math.max(2, content * 0.6)) score.yaml = yamlLines * 2;
  if (tomlLines >= Math.max(2, content * 0.6) && /^\[/m.test(trimmed)) score.toml = tomlLines * 2 + 1;
  if (score.html > 0 && /<\/\w+>/.test(trimmed)) score.html += 2;
  // Braces after words are also a ruleset's or a configuration's (nftables' `table inet filter {`): CSS declares.
  if (score.css > 0 && (!/[{}]/.test(trimmed) || !/^[ \t]*[\w-]+[ \t]*:[ \t]*[^;\n]+;/m.test(trimmed))) score.css = 0;
  let best = 'text';
  let bestScore = 1.5;
  for (const [lang, s] of Object.entries(score)) {
    if (s > bestScore) {
      best = lang;
      bestScore = s;
    }
  }
  return best;
}

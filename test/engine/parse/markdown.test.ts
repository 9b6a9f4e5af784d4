import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseMarkdown } from '../../../src/engine/parse/markdown.ts';
import { readYamlFrontMatter } from '../../../src/engine/parse/markdown-front-matter.ts';
import { splitAtHeadings } from '../../../src/engine/parse/markdown-pieces.ts';
import { toSnippets } from '../../../src/engine/parse/snippets.ts';
import type { ParsedPage } from '../../../src/engine/types.ts';
import { fixtures } from '../../helpers.ts';

const read = (name: string): string => readFileSync(join(fixtures, 'parse', name), 'utf8');
const outline = (page: ParsedPage): [number, string, string | undefined][] => page.sections.map((s) => [s.level, s.heading, s.anchor]);

test('README: sponsor HTML, badges and link lists are dropped; the HTML h1 is the title', () => {
  const page = parseMarkdown(read('readme.md'));
  assert.equal(page.title, 'Fetcher');
  assert.deepEqual(outline(page), [
    [1, 'Fetcher', undefined],
    [2, 'Table of Contents', 'table-of-contents'],
    [2, 'Installing', 'installing'],
    [2, 'Example', 'example'],
    [2, 'Example', 'example-1'],
    [3, 'Timeouts', 'timeouts'],
  ]);
  // Only the sentence survives from the logo, badge and sponsor HTML.
  assert.deepEqual(page.sections[0]!.blocks, [{ type: 'text', text: 'Promise based HTTP client for the browser & node.js' }]);
  // A table of contents made of links only has no text.
  assert.deepEqual(page.sections[1]!.blocks, []);
});

test('README: code in list items stays code; fences keep the first word of the info string and say their title', () => {
  const page = parseMarkdown(read('readme.md'));
  assert.deepEqual(page.sections[2]!.blocks, [
    { type: 'text', text: '1. Install the package:' },
    { type: 'code', lang: 'bash', code: 'npm install fetcher' },
    { type: 'text', text: "2. Import it with `require('fetcher')`." },
  ]);
  assert.deepEqual(page.sections[3]!.blocks, [
    { type: 'text', text: 'Performing a `GET` request with a timeout:' },
    // The fence's title says which file the code is.
    { type: 'text', text: 'get.js:' },
    { type: 'code', lang: 'js', code: "const fetcher = require('fetcher');\n\nfetcher.get('/user', { timeout: 5000 });" },
    { type: 'text', text: 'Note: Set a timeout in production.' },
    {
      type: 'text',
      text: 'Option | Default | Description\n`timeout` | `0` | Milliseconds before the request is aborted\n`retries` | `3` | How often to retry (docs)',
    },
  ]);
  assert.deepEqual(page.sections[5]!.blocks, [{ type: 'text', text: 'Requests time out with `ECONNABORTED`. See errors.' }]);
});

test('GitHub slugs: punctuation removed, spaces to hyphens, repeats numbered', () => {
  const page = parseMarkdown(
    [
      '# Using `application/x-www-form-urlencoded` format',
      '##### axios(url[, config])',
      '## Café & Co. 2.0',
      '## Example',
      '## Example',
      '## Example-1',
      '## Example {#custom}',
    ].join('\n\n'),
  );
  assert.deepEqual(
    page.sections.map((s) => s.anchor),
    ['using-applicationx-www-form-urlencoded-format', 'axiosurl-config', 'café--co-20', 'example', 'example-1', 'example-1-1', 'custom'],
  );
  assert.equal(page.sections[0]!.heading, 'Using application/x-www-form-urlencoded format');
  assert.equal(page.sections[6]!.heading, 'Example');
});

test('front matter title and description; preamble before the first heading; other code forms', () => {
  const md = [
    '---',
    'title: "Getting started: the basics"',
    "description: 'It''s quick'",
    'sidebar_label: Start',
    'nested:',
    '  key: value',
    '---',
    '',
    'Intro paragraph with a <br> break and ~~old~~ text.',
    '',
    '~~~python extra words',
    'print("hi")',
    '~~~',
    '',
    '    indented code',
    '',
    '<!-- a comment -->',
    '',
    '## Next',
    '',
    '```',
    '// highlight-next-line',
    'const a = 1;',
    '```',
  ].join('\n');
  const page = parseMarkdown(md);
  assert.equal(page.title, 'Getting started: the basics');
  assert.equal(page.description, "It's quick");
  assert.deepEqual(page.sections, [
    {
      level: 0,
      heading: '',
      blocks: [
        // The front matter's description opens the page, as a site's theme shows it.
        { type: 'text', text: "It's quick" },
        { type: 'text', text: 'Intro paragraph with a break and old text.' },
        { type: 'code', lang: 'python', code: 'print("hi")' },
        { type: 'code', code: 'indented code' },
      ],
    },
    { level: 2, heading: 'Next', anchor: 'next', blocks: [{ type: 'code', code: 'const a = 1;' }] },
  ]);
});

test('a page without front matter or h1 has no title', () => {
  assert.equal(parseMarkdown('## Install\n\nRun it.').title, undefined);
});

test("a page opening with an h1 that says its front matter's title and more is titled by the h1: no extra level", () => {
  const page = parseMarkdown('---\ntitle: File\n---\n\n# cordova-plugin-file\n\nReads and writes files.\n\n## Android Quirks\n\nPaths differ.\n');
  assert.equal(page.title, 'cordova-plugin-file');
  const snippets = toSnippets(page, 'README.md');
  assert.deepEqual(snippets.map((s) => s.breadcrumb), [['cordova-plugin-file'], ['cordova-plugin-file', 'Android Quirks']]);
  // An h1 that says something else than the title, or one after another heading, leaves the front matter's title.
  assert.equal(parseMarkdown('---\ntitle: File\n---\n\n# Quick start\n\nRun it.\n').title, 'File');
  assert.equal(parseMarkdown('---\ntitle: File\n---\n\n## Intro\n\n# The file plugin\n\nRun it.\n').title, 'File');
});

test('front matter reader: quoted, plain, folded and literal scalars', () => {
  assert.deepEqual(readYamlFrontMatter('a: plain value # comment\nb: "q \\"x\\""\nc: >-\n  folded\n  text\nd: |\n  one\n  two\ne:\n  - x'), {
    a: 'plain value',
    b: 'q "x"',
    c: 'folded text',
    d: 'one\ntwo',
    e: '',
  });
});

test('a large page is parsed in pieces at headings with the same result: fences and link definitions kept', () => {
  const section = (i: number) =>
    `## Part ${i}\n\nSee [the guide][guide] and [\`api.call()\`][].\n\n\`\`\`sh\n# a comment, not a heading\necho ${i}\n\`\`\`\n\n${'Filler text. '.repeat(60)}\n`;
  const body = Array.from({ length: 120 }, (_, i) => section(i)).join('\n');
  const text = `# Big\n\n${body}\n[guide]: https://example.com/guide\n[\`api.call()\`]: https://example.com/api\n`;
  assert.ok(text.length > 64 * 1024);
  assert.ok(splitAtHeadings(text, 16 * 1024).length > 3);
  const page = parseMarkdown(text);
  assert.equal(page.sections.filter((s) => s.level === 2).length, 120);
  const last = page.sections[page.sections.length - 1]!;
  assert.equal(last.heading, 'Part 119');
  const prose = last.blocks.find((b) => b.type === 'text');
  assert.match(prose?.type === 'text' ? prose.text : '', /^See the guide and `api\.call\(\)`\.$/m);
  assert.deepEqual(last.blocks.find((b) => b.type === 'code'), { type: 'code', lang: 'sh', code: '# a comment, not a heading\necho 119' });
});

test('a large page with `---` rules between its sections keeps every section and its own front matter', () => {
  // Foundation's docs put a rule before most headings; a piece of a large page may start at one, which is no YAML.
  const section = (i: number) => `---\n\n## Panel ${i}\n\nA panel opens from the side ${i}. ${'Filler text. '.repeat(40)}\n`;
  const text = `---\ntitle: Off-canvas\ndescription: Panels that slide in.\n---\n\n${Array.from({ length: 40 }, (_, i) => section(i)).join('\n')}`;
  assert.ok(splitAtHeadings(text, 4 * 1024).some((piece, i) => i > 0 && piece.startsWith('---')));
  const page = parseMarkdown(text);
  assert.equal(page.title, 'Off-canvas');
  assert.equal(page.description, 'Panels that slide in.');
  assert.deepEqual(
    page.sections.filter((s) => s.level === 2).map((s) => s.heading),
    Array.from({ length: 40 }, (_, i) => `Panel ${i}`),
  );
});

test("Jekyll pages: Liquid tags, site variables and kramdown attributes go; raw blocks and an include's prose stay", () => {
  const page = parseMarkdown(read('jekyll.md'));
  assert.equal(page.title, 'crate pack');
  assert.deepEqual(outline(page), [
    [0, '', undefined],
    [2, 'Examples', 'examples'],
    [3, 'Pack with a custom name format', 'pack-with-a-custom-name-format'],
  ]);
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'Pack a crate of widgets into one archive' },
    { type: 'text', text: 'Use `crate pack` to write every widget of a crate into one archive.' },
    { type: 'text', text: 'Note' },
    // A site variable's value is not known: it goes, as Jekyll would have replaced it.
    { type: 'text', text: 'Packing reads the whole crate; see sizes for the limits of .' },
  ]);
  assert.deepEqual(page.sections[2]!.blocks, [
    // What {% raw %} protects is the example itself, inside or around the fence.
    { type: 'code', lang: 'console', code: "$ crate pack --format '{{.Name}}-{{.Version}}' ./widgets" },
    { type: 'code', lang: 'bash', code: "$ crate inspect --format='{{.Size}}' archive.tar" },
    // The include's prose (a one-word title is not prose).
    { type: 'text', text: 'Packing a crate twice overwrites the first archive without asking.' },
    {
      type: 'text',
      text: "A value such as `'{:.2f}'.format(size)` in inline code is left as written, and so is {{ .Field }} in prose; the manual has more.",
    },
  ]);
});

test('Liquid and kramdown markup is read as text in a page without front matter (Jekyll renders neither there)', () => {
  const page = parseMarkdown('# Templates\n\nWrite {% if user %} and {{ site.name }} in a template.{: .x}\n');
  assert.deepEqual(page.sections[0]!.blocks, [{ type: 'text', text: 'Write {% if user %} and {{ site.name }} in a template.{: .x}' }]);
});

test('a Jekyll comment never closed hides nothing', () => {
  const page = parseMarkdown('---\ntitle: t\n---\n\n{% comment %}\nStill shown.\n\n## Later\n\nAlso shown.\n');
  assert.deepEqual(page.sections.map((s) => s.blocks), [[{ type: 'text', text: 'Still shown.' }], [{ type: 'text', text: 'Also shown.' }]]);
});

const jekyll = (body: string): ParsedPage => parseMarkdown(`---\ntitle: t\n---\n\n${body}`);
const texts = (page: ParsedPage): string[] => page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'code' ? `[${b.lang}] ${b.code}` : b.text)));

test('Jekyll: a highlight block is code in its language; words on both sides of a tag stay apart', () => {
  const page = jekyll('{% highlight bash %}\n# install the gem\ngem install crate\n{% endhighlight %}\n\nThe {% if a %}fast{% endif %}{% if b %}slow{% endif %} path.\n');
  assert.deepEqual(texts(page), ['[bash] # install the gem\ngem install crate', 'The fast slow path.']);
});

test("Jekyll: a tag is read across lines only within its paragraph, and never from inside inline code", () => {
  const page = jekyll('Statements start with `{%`.\n\n## Variables\n\nSet one with:\n\n```sql\n{% set x = 1 %}\n```\n\n## Loops\n\nLoop {% for x in\n  xs %} text.\n');
  assert.deepEqual(page.sections.map((s) => s.heading), ['', 'Variables', 'Loops']);
  assert.deepEqual(texts(page), ['Statements start with `{%`.', 'Set one with:', '[sql] {% set x = 1 %}', 'Loop text.']);
});

test("Jekyll: raw blocks that open outside a fence and close inside it; the prose after is read again", () => {
  const page = jekyll('{% raw %}\n```yaml\nkey: "{{ x }}"\n{% endraw %}\n```\n\nSee [docs]({{ site.baseurl }}/a) now. {% include note.html content="Keys are case sensitive." %}\n{: .note}\n');
  assert.deepEqual(texts(page), ['[yaml] key: "{{ x }}"', 'See docs now. Keys are case sensitive.']);
});

test("Jekyll: a variable the page sets reads as the literal it assigns, or as nothing (its captured text stays where it is); kramdown's table of contents goes; another page's variables stay", () => {
  const page = jekyll(
    '* TOC\n{:toc}\n\n{% capture local-note %}\nUse the `local` driver to keep logs.\n{% endcapture %}\n{{ local-note | markdownify }}\n\n' +
      '{% assign engine = "containerd" %}Runs on {{ engine }} and {{ engineer }}, not `{{ engine }}`.\n',
  );
  assert.deepEqual(texts(page), ['Use the `local` driver to keep logs.', 'Runs on containerd and {{ engineer }}, not `{{ engine }}`.']);
  // A number, a boolean and a value with a percent sign read as written; a variable set twice to different values,
  // or a loop's, reads as nothing.
  const values = jekyll(
    '{% assign replicas = 3 %}{% assign debug = false %}{% assign share = "100%" %}Set {{ replicas }} replicas, debug {{ debug }}, {{ share }} coverage.\n\n' +
      '{% assign runtime = "runc" %}Uses {{ runtime }}.\n\n{% assign runtime = "crun" %}Now {{ runtime }}.\n\n{% for item in list %}Item {{ item }}.{% endfor %}\n',
  );
  assert.deepEqual(texts(values), ['Set 3 replicas, debug false, 100% coverage.', 'Uses .', 'Now .', 'Item .']);
  // kramdown replaces the one-item list before `{:toc}` whatever it says; an indented code block keeps its item.
  assert.deepEqual(texts(jekyll('Intro.\n\n1. Table of Contents\n{:toc}\n\nExample:\n\n    * TOC\n    {:toc}\n')).slice(0, 3), ['Intro.', 'Example:', '[undefined] * TOC']);
  // Without the tags that set them, `{{ name }}` is another template's (Go, Jinja) and stays; so does a list whose item is "TOC".
  assert.deepEqual(texts(jekyll('Write {{ engine }} in the template.\n\n* TOC\n* Index\n')), ['Write {{ engine }} in the template.', '- TOC\n- Index']);
});

test("Jekyll: an HTML table or box is read to its end tag across blank lines, as kramdown reads it; one that asks for Markdown inside keeps them", () => {
  const page = jekyll(
    '<table>\n  <tr>\n    <td><p><code>site</code></p></td>\n    <td><p>\n\n      Sitewide information and settings.\n\n    </p></td>\n  </tr>\n' +
      '  <tr>\n    <td><p><code>page</code></p></td>\n    <td><p>\n\n      Page specific information.\n\n    </p></td>\n  </tr>\n</table>\n\n' +
      '<div class="note">\n  <h5>ProTip: use variables</h5>\n  <p>\n\n    Variables can name files.\n\n  </p>\n</div>\n\n' +
      '<div markdown="1">\n\n**Markdown** inside.\n\n</div>\n\n' +
      // GitHub's idiom: Markdown at the margin between blank lines inside a box is Markdown.
      '<div class="tip">\n\n**Note:** see [the guide](guide.md).\n\n- one\n- two\n\n</div>\n',
  );
  assert.deepEqual(texts(page), [
    '`site` | Sitewide information and settings.\n`page` | Page specific information.',
    'ProTip: use variables: Variables can name files.',
    'Markdown inside.',
    'Note: see the guide.',
    '- one\n- two',
  ]);
});

test('Jekyll: a highlight block showing a highlight block inside a raw block ends at its own endhighlight', () => {
  const page = jekyll('Surround your code:\n\n{% highlight text %}\n{% raw %}\n{% highlight ruby %}\ndef foo\nend\n{% endhighlight %}\n{% endraw %}\n{% endhighlight %}\n\nThe argument is the language.\n');
  assert.deepEqual(texts(page), ['Surround your code:', '[text] {% highlight ruby %}\ndef foo\nend\n{% endhighlight %}', 'The argument is the language.']);
});

test("Jekyll: a raw tag written in inline code, never closed, leaves later highlight blocks code; a site's values fill plain tags, not those shown raw or changed by a filter", () => {
  const page = jekyll('Wrap a template in `{% raw %}` tags.\n\n{% highlight ruby %}\ndef foo\nend\n{% endhighlight %}\n\n{% highlight liquid %}\n{% raw %}{{ x }}{% endraw %}\n{% endhighlight %}\n');
  assert.deepEqual(texts(page), ['Wrap a template in `{% raw %}` tags.', '[ruby] def foo\nend', '[liquid] {{ x }}']);
  const site = { current_version: '1.14.2', url: 'https://x.org' };
  const filled = parseMarkdown(
    '---\ntitle: t\n---\n\n```html\n<script src="https://raw.githubusercontent.com/o/r/{{ site.current_version }}/a.js"></script>\n{% raw %}<script src="{{ site.current_version }}">{% endraw %}\n<link href="{{ site.url | append: \'/feed.xml\' }}">\n```\n',
    { site },
  );
  assert.deepEqual(texts(filled), ['[html] <script src="https://raw.githubusercontent.com/o/r/1.14.2/a.js"></script>\n<script src="{{ site.current_version }}">\n<link href="{{ site.url | append: \'/feed.xml\' }}">']);
});

test("Jekyll: a short page keeps a long site value; in code only the site's values fill, not the page's", () => {
  const description = `A static site generator that turns plain text into websites. ${'More words about it. '.repeat(5)}`.trim();
  const home = parseMarkdown('---\nlayout: home\n---\n{{ site.description }}\n', { site: { description } });
  assert.deepEqual(texts(home), [description]);
  const code = parseMarkdown('---\ntitle: t\n---\n{% assign v = "9.9" %}\n\n```sh\nnpm i foo@{{ v }} bar@{{ site.version }}\n```\n', { site: { version: '1.2.3' } });
  assert.deepEqual(texts(code), ['[sh] npm i foo@{{ v }} bar@1.2.3']);
});

test("Jekyll: a page of a site without front matter (an include's fragment) is rendered too; one of no site is read as written", () => {
  const fragment = '# Methods []({{ site.repo }}/blob/main/docs/methods.md)\n\nCall `bootstrapTable(name)`.\n\n{% t pages.home.sub_title %}\n\n## append\n\nAppends rows.\n';
  const page = parseMarkdown(fragment, { site: { repo: 'https://github.com/o/r' } });
  assert.deepEqual(page.sections.map((s) => [s.heading, s.anchor]), [['Methods', 'methods'], ['append', 'append']]);
  assert.deepEqual(texts(page), ['Call `bootstrapTable(name)`.', 'Appends rows.']);
  // A translation plugin's page of only `{% tf %}` includes holds no text of its own.
  assert.deepEqual(texts(parseMarkdown('---\ntitle: Documentation\n---\n\n{% tf documentation/methods.md %}\n', { site: { repo: 'x' } })), []);
  const plain = parseMarkdown(fragment);
  assert.match(plain.sections[0]!.heading, /site\.repo/);
});

test("a Markdown paragraph of imports of components (Docusaurus reads .md as MDX) is no text; an import the page shows, or prose about imports, is", () => {
  const page = parseMarkdown("---\ntitle: Rules\n---\n\nimport RulesTable from \"@site/src/components/RulesTable\";\nimport {Tabs, TabItem} from '@theme/Tabs';\n\nYou can import things from 'here' too.\n\nAdd this to your entry file:\n\nimport \"core-js/stable\";\n\n```js\nimport fetch from 'node-fetch';\n```\n");
  assert.deepEqual(texts(page), ["You can import things from 'here' too.", 'Add this to your entry file:', 'import "core-js/stable";', "[js] import fetch from 'node-fetch';"]);
});

test("Pandoc's title block (go-md2man's man-page sources) titles the page and is no text of it; a percent sign elsewhere is text", () => {
  const page = parseMarkdown('% containers.conf 5 Container engine configuration file\n% Dan Walsh\n% September 2018\n# NAME\ncontainers.conf - The container engine configuration file\n\n# DESCRIPTION\nText.\n');
  assert.equal(page.title, 'containers.conf 5 Container engine configuration file');
  assert.deepEqual(texts(page), ['containers.conf - The container engine configuration file', 'Text.']);
  assert.equal(parseMarkdown('%YAML 1.2\n# Title\n\nText.\n').title, 'Title');
  assert.deepEqual(texts(parseMarkdown('# Rates\n\n% of users who retry.\n')), ['% of users who retry.']);
  assert.equal(parseMarkdown('% DOCKER(1) Docker User Manuals\n% Docker Community\n% JUNE 2014\n# NAME\ndocker - Docker image and container command line interface\n').title, 'DOCKER(1) Docker User Manuals');
  assert.equal(parseMarkdown('% "PODMAN" "1" "May 2020"\n# NAME\npodman - Simple management tool\n').title, 'PODMAN 1 May 2020');
  // A shell's prompt, or a sentence on a percentage, opening a page is text.
  assert.deepEqual(texts(parseMarkdown('% ./configure --prefix=/usr\n% make\n% make install\n\nBuilds it.\n')).length, 2);
  assert.match(texts(parseMarkdown('% of users retry within a minute.\n\nMore.\n'))[0]!, /^% of users retry/);
  assert.match(texts(parseMarkdown('% sleep 10\n% kill 9 1234\n\nStops the job.\n'))[0]!, /^% sleep 10/);
  assert.match(texts(parseMarkdown('% kill 9 1234\n\nStops the job.\n'))[0]!, /^% kill 9 1234/);
  // Front matter's title comes first.
  assert.equal(parseMarkdown('---\ntitle: Given\n---\n\n# Heading\n\nText.\n').title, 'Given');
});

test('an anchor written in a heading (`### <a name="publish"></a> Publish a port`) names it and is no word of it', () => {
  const page = jekyll('## Options\n\n| Name | Description |\n|---|---|\n| [`--publish`](#publish) | Publish a port |\n\n### <a name="publish"></a> Publish or expose port (-p, --expose)\n\nText.\n\n### <a id="env"></a>Set environment variables\n\nMore.\n\n### Plain <b>bold</b> heading\n\nLast.\n');
  assert.deepEqual(page.sections.slice(1).map((s) => [s.heading, s.anchor]), [
    ['Publish or expose port (-p, --expose)', 'publish'],
    ['Set environment variables', 'env'],
    ['Plain bold heading', 'plain-bold-heading'],
  ]);
});

test("Jekyll: a heading's kramdown attribute list gives its anchor, on the heading's line or on the line after it", () => {
  const page = jekyll('## 2.5.3 / 2014-12-22\n{: #v2-5-3}\n\n### Bug Fixes\n{:.fixes #bug-fixes-v2-5-3}\n\nFixed.\n\n## Same line {: #same }\n\nText.\n\n## Apart\n\n{: #a-paragraph-ial}\nWords.\n\n## Other {:target="_blank"}\n\nMore.\n');
  assert.deepEqual(
    page.sections.map((s) => [s.heading, s.anchor]),
    [['2.5.3 / 2014-12-22', 'v2-5-3'], ['Bug Fixes', 'bug-fixes-v2-5-3'], ['Same line', 'same'], ['Apart', 'apart'], ['Other', 'other']],
  );
  assert.deepEqual(texts(page), ['Fixed.', 'Text.', 'Words.', 'More.']);
});

test('Jekyll: other tools\' markup on pages with front matter stays (inline code, unknown tags, format strings); a Hugo shortcode gives way to the words it quotes', () => {
  const page = jekyll(
    'Wrap the filter in `{% if is_incremental() %}` here.\n\nSign in to {% data variables.product.prodname_dotcom %} first.\n\n' +
      "Format with '{:.2f}' or \"{:d}\"; see {{% heading \"prerequisites\" %}}.\n\nWrite `{% comment %}` to start.\n\n## Middle\n\nKept.\n\nAnd `{% endcomment %}` to end.\n",
  );
  assert.deepEqual(texts(page), [
    'Wrap the filter in `{% if is_incremental() %}` here.',
    'Sign in to {% data variables.product.prodname_dotcom %} first.',
    "Format with '{:.2f}' or \"{:d}\"; see prerequisites.",
    'Write `{% comment %}` to start.',
    'Kept.',
    'And `{% endcomment %}` to end.',
  ]);
});

test('Jekyll: front matter is not read as Liquid, and an unclosed one is not front matter', () => {
  assert.equal(parseMarkdown('---\ntitle: "The {% raw %} tag"\n---\n\nUse {% include x.html %}it.\n').title, 'The {% raw %} tag');
  assert.deepEqual(texts(parseMarkdown('---\ntitle: "The {% raw %} tag"\n---\n\nUse {% include x.html %}it.\n')), ['Use it.']);
  // A thematic break, not front matter: nothing is read as Jekyll.
  assert.deepEqual(texts(parseMarkdown('---\n\nUse {% include x.html %} it.\n')), ['Use {% include x.html %} it.']);
});

test('Jekyll: a highlight block holding a line of tildes stays one block; one never closed is not code', () => {
  const page = jekyll('{% highlight rst %}\nUsage\n~~~~~~~~\ntext\n{% endhighlight %}\n\n## Next\n\nSee {{ site.baseurl }} now.\n');
  assert.deepEqual(page.sections.map((s) => s.heading), ['', 'Next']);
  assert.deepEqual(texts(page), ['[rst] Usage\n~~~~~~~~\ntext', 'See now.']);
  const open = jekyll('{% highlight ruby %}\nputs 1\n\n## Later\n\nText.\n');
  assert.deepEqual(open.sections.map((s) => s.heading), ['', 'Later']);
  assert.deepEqual(texts(open), ['puts 1', 'Text.']);
});

test('Jekyll: raw markers in code: shown as written when a block would never close; raw inside raw shows the tag', () => {
  const page = jekyll('```liquid\nUse {% raw %} to escape\n```\n\nSee [x]({{ site.baseurl }}/a) {% include n.html content="Keys are case sensitive." %}\n');
  assert.deepEqual(texts(page), ['[liquid] Use {% raw %} to escape', 'See x Keys are case sensitive.']);
  assert.deepEqual(texts(jekyll('```liquid\n{% raw %}{% raw %}{% endraw %}\n```\n')), ['[liquid] {% raw %}']);
});

test('Jekyll: a comment hides a fence with it; words and included prose stay apart in any script', () => {
  assert.deepEqual(texts(jekyll('{% comment %}\nhidden\n```\nold\n{% endcomment %}\n\nVisible.\n')), ['Visible.']);
  assert.deepEqual(texts(jekyll('café{% if x %}über and See:{% include n.html content="Keys are case sensitive." %}Next.\n')), ['café über and See: Keys are case sensitive. Next.']);
});

test('Jekyll: a highlight block in a list item stays in the item', () => {
  const page = jekyll('- Step one:\n\n  {% highlight bash %}\n  make\n  {% endhighlight %}\n\n- Step two\n');
  assert.deepEqual(texts(page), ['- Step one:', '[bash] make', '- Step two']);
});

test('a no-break space written in Markdown code is kept: it may be what the code is about', () => {
  const page = parseMarkdown("# Format\n\n```js\nexpect(fmt(1234.5)).toBe('1\u00a0234,5\u00a0€');\n```\n");
  assert.deepEqual(texts(page), ["[js] expect(fmt(1234.5)).toBe('1\u00a0234,5\u00a0€');"]);
});

test('code is shown without bidirectional overrides and isolates (Trojan Source); prose keeps them', () => {
  const page = parseMarkdown('# Access\n\nשלום \u2067x\u2069 world.\n\n```js\nif (isAdmin) { /* \u202e } \u2066if (isAdmin)\u2069 \u2066 begin admins only */\n```\n');
  assert.deepEqual(texts(page), ['שלום \u2067x\u2069 world.', '[js] if (isAdmin) { /*  } if (isAdmin)  begin admins only */']);
});

test('Jekyll: raw markers around a template in inline code go; a line of markup alone keeps paragraphs apart', () => {
  assert.deepEqual(texts(jekyll('Show the title with `{% raw %}{{ page.title }}{% endraw %}` in a layout.\n')), ['Show the title with `{{ page.title }}` in a layout.']);
  assert.deepEqual(texts(jekyll('Para one\n{% endif %}\nPara two\n')), ['Para one', 'Para two']);
});

test('a zero-width space after a Thai or Myanmar tone mark is a word break; inline code and overrides lose their bidi tricks', () => {
  assert.deepEqual(texts(parseMarkdown('# T\n\nที่นี่\u200bคือ မြန်\u200bမာ 中文\u200b字\n')), ['ที่นี่ คือ မြန် မာ 中文字']);
  assert.deepEqual(texts(parseMarkdown('# T\n\nRun `access\u202e\u2066// check\u2069\u2066 level` and \u202eevil.\n')), ['Run `access// check level` and evil.']);
  // A span opened by two backticks closes at the next two, whatever single backtick lies inside.
  assert.deepEqual(texts(parseMarkdown('# T\n\nRun ``a \u2066` b\u2069`` now.\n')), ['Run `` a ` b `` now.']);
  // Scripts written with spaces join as Latin does (a zero-width space there is a line-break hint inside a word).
  assert.deepEqual(texts(parseMarkdown('# T\n\nПривет\u200bмир 안녕\u200b세계\n')), ['Приветмир 안녕세계']);
  // Headings are shown as titles: they lose the same tricks.
  assert.equal(parseMarkdown('## `isAdmin\u202e` check \u2066x\u2069\n\ntext\n').sections[0]!.heading, 'isAdmin check \u2066x\u2069');
});

test('Jekyll: a line of markup alone goes inside a table or a quote and with whitespace control; raw pairs close at the first endraw', () => {
  assert.deepEqual(texts(jekyll('| a | b |\n|---|---|\n| 1 | 2 |\n{% for r in site.data.rows -%}\n| 3 | 4 |\n{% endfor %}\n')), ['a | b\n1 | 2\n3 | 4']);
  assert.deepEqual(texts(jekyll('> a\n{% if x %}\n> b\n')), ['a b']);
  assert.deepEqual(texts(jekyll('Para one\n{%- endif -%}\nsame paragraph\n')), ['Para one same paragraph']);
  assert.deepEqual(texts(jekyll('Use `{% raw %}a{% endraw %} b {% raw %}c{% endraw %}` here.\n')), ['Use `a b c` here.']);
});

test('Hugo: shortcodes are rendered away, their boxes keep their text, highlight blocks are code, code keeps them as written', () => {
  const page = parseMarkdown(
    '+++\ntitle = "Modal"\n+++\n\nUse a [modal dialog]({{< docsref "/components/modal" >}}) for version {{< param current_version >}} today.\n\n' +
      '{{< callout info >}}\nModals use `position: fixed`.\n{{< /callout >}}\n\n{{< highlight go >}}\nfunc main() {}\n{{< /highlight >}}\n\n' +
      'Show one: {{</* myshortcode arg */>}} and `{{< kept >}}`.\n\n```html\n{{< example >}}\n<div class="modal"></div>\n{{< /example >}}\n```\n',
  );
  assert.deepEqual(texts(page), [
    'Use a modal dialog for version `<current_version>` today.',
    'Modals use `position: fixed`.',
    '[go] func main() {}',
    'Show one: {{< myshortcode arg >}} and `{{< kept >}}`.',
    '[html] {{< example >}}\n<div class="modal"></div>\n{{< /example >}}',
  ]);
  // A page without front matter is not Hugo's: left as written.
  assert.deepEqual(texts(parseMarkdown('Use {{< param "x" >}} here.\n')), ['Use {{< param "x" >}} here.']);
});

test('Hugo: a box written as one shortcode (Doks\' and Docsy\'s alert) shows its text, inline code in it too; a collapsed box its title', () => {
  const page = parseMarkdown(
    '---\ntitle: "Introduction"\n---\n\n{{< alert icon="👉" text="The Tutorial is intended for novice to intermediate users." />}}\n\n' +
      'Step one.\n\n{{< alert icon="💡" text="Edit `./package.json` to change the version." />}}\n\n{{< details "Why Node.js?" >}}\nBecause npm.\n{{< /details >}}\n',
  );
  assert.deepEqual(texts(page), ['The Tutorial is intended for novice to intermediate users.', 'Step one.', 'Edit `./package.json` to change the version.', 'Why Node.js? Because npm.']);
});

test('a heading inside a quote labels the quote: the sections after it stay where they were', () => {
  const page = parseMarkdown('# API\n\n## Logger Instance\n\n> ## Note\n> This section describes the default configuration.\n\n### logger.trace()\n\nWrites at trace level.\n');
  assert.deepEqual(page.sections.map((s) => s.heading), ['API', 'Logger Instance', 'logger.trace()']);
  assert.deepEqual(texts(page).slice(0, 2), ['Note', 'This section describes the default configuration.']);
});

test("Hugo: a parameter shows as a placeholder, in code too; a tab's tag says its name; an example's HTML is code", () => {
  const page = parseMarkdown(
    '---\ntitle: Install\n---\n\nInstall version {{< param "version" >}} today.\n\n{{% tab name="Linux" %}}\nRun the installer.\n{{% /tab %}}\n\n' +
      '```html\n<link href="{{< param "cdn.css" >}}" rel="stylesheet">\n```\n\n{{< example >}}\n<div class="text-truncate">Long text</div>\n{{< /example >}}\n',
  );
  assert.deepEqual(texts(page), [
    'Install version `<version>` today.',
    'Linux: Run the installer.',
    '[html] <link href="<cdn.css>" rel="stylesheet">',
    '[html] <div class="text-truncate">Long text</div>',
  ]);
});

test('a list of links that name API entries (options, calls, packages) is content; a list of links to places is navigation', () => {
  const page = parseMarkdown(
    [
      '# Warnings', '',
      '- [Codes](#codes)', '- [Security](#security)', '  - [`http`](#http)', '  - [`logger`](#logger)', '',
      'Deprecation codes are supported by the CLI options:', '',
      '- [`--no-deprecation`](https://nodejs.org/api/cli.html#--no-deprecation)',
      '- [--throw-deprecation](https://nodejs.org/api/cli.html#--throw-deprecation)',
      '- [fs.glob()](fs.md#fsglob), [@acme/compress](https://npm.im/@acme/compress)',
      '- [**`copyFile(File, File)`**](FileUtils.html#copyFile)', '',
    ].join('\n'),
  );
  const text = page.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : ''))).join('\n');
  assert.match(text, /no-deprecation[\s\S]*--throw-deprecation[\s\S]*fs\.glob\(\), @acme\/compress[\s\S]*copyFile\(File, File\)/);
  // A table of contents stays navigation, its entries in code or not.
  assert.doesNotMatch(text, /Codes|Security|http|logger/);
});

test('a long HTML block of indented tags, cut to bounded pieces, stays HTML: no piece starts as an indented code block', () => {
  const rows = Array.from({ length: 300 }, (_, i) => `                <tr><td><a href="https://example.com/${i}">Sponsor ${i}</a> makes widgets</td></tr>`);
  const page = parseMarkdown(['# Sponsors', '', '<table>', ...rows, '</table>', ''].join('\n'));
  const blocks = page.sections.flatMap((s) => s.blocks);
  assert.deepEqual(blocks.filter((b) => b.type === 'code'), []);
  assert.ok(blocks.some((b) => b.type === 'text' && /Sponsor 299 makes widgets/.test(b.text)));
});

test("an HTML table longer than a Markdown block's bound stays one table: each row one line, with its cells, to the last", () => {
  // As Jekyll's reference pages write them: nested, indented, a cell's paragraphs and code on lines of their own.
  const rows = Array.from({ length: 60 }, (_, i) =>
    ['  <tr>', '    <td>', `      <p class="name"><strong>Filter ${i}</strong></p>`, `      <p>Converts the input the ${i}th way.</p>`, '    </td>', '    <td>', `      <p><code>{{ x | filter_${i} }}</code></p>`, '    </td>', '  </tr>'].join('\n'),
  );
  const page = parseMarkdown(['# Filters', '', '<table>', ...rows, '</table>', ''].join('\n'));
  const lines = page.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'text' ? b.text.split('\n') : [`[code] ${b.code}`]));
  assert.equal(lines.length, 60, lines.slice(0, 3).join('\n'));
  assert.equal(lines[59], 'Filter 59 Converts the input the 59th way. | `{{ x | filter_59 }}`');
});

test("MkDocs' heading attribute lists: the id is the anchor and the list leaves the title; other braces stay", () => {
  const page = parseMarkdown(
    ['# Setup { #install .wide }', '## Plain {: #plain }', '### Styled { .note }', '## Object {key=value}', '## Format { not a list }', '## Both {: .a #b data-x="1 2" }'].join('\n\n'),
  );
  assert.deepEqual(outline(page), [
    [1, 'Setup', 'install'],
    [2, 'Plain', 'plain'],
    [3, 'Styled', 'styled'],
    [2, 'Object {key=value}', 'object-keyvalue'],
    [2, 'Format { not a list }', 'format--not-a-list-'],
    [2, 'Both', 'b'],
  ]);
});

test("MkDocs' admonitions: the kind and title label the body, whose paragraphs stay prose; nested, collapsible, in lists", () => {
  const page = parseMarkdown(
    [
      '# Guide',
      '',
      '!!! note "Heads up"',
      '    First paragraph.',
      '',
      '    Second paragraph, not code.',
      '',
      '    ```python',
      '    x = 1',
      '    ```',
      '',
      '??? tip',
      '    Collapsed tip.',
      '',
      '    !!! warning',
      '        Nested warning.',
      '',
      '- item',
      '',
      '    ???+ info "In a list"',
      '    \tTab-indented body.',
      '',
      '!!! important',
      'Not a box: no indented body.',
      '',
      '```',
      '!!! note',
      '    inside code',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'Note: Heads up — First paragraph.' },
    { type: 'text', text: 'Second paragraph, not code.' },
    { type: 'code', code: 'x = 1', lang: 'python' },
    { type: 'text', text: 'Tip: Collapsed tip.' },
    { type: 'text', text: 'Warning: Nested warning.' },
    { type: 'text', text: '- item' },
    { type: 'text', text: 'Info: In a list — Tab-indented body.' },
    { type: 'text', text: '!!! important Not a box: no indented body.' },
    { type: 'code', code: '!!! note\n    inside code' },
  ]);
});

test('MyST targets (`(label)=` on a line of their own) are no text: neither the end of the section above nor a section of their own', () => {
  const page = parseMarkdown('# Instances\n\nCreate them.\n\n(instances-snapshots)=\n## Snapshots\n\n(snapshots-schedule)=\n## Schedule\n\nSee (a)= in prose.\n');
  assert.deepEqual(
    page.sections.map((s) => [s.heading, s.blocks.map((b) => (b.type === 'text' ? b.text : b.code))]),
    [['Instances', ['Create them.']], ['Snapshots', []], ['Schedule', ['See (a)= in prose.']]],
  );
});

test("MyST directives, VitePress containers and Quarto callouts: boxes lead with their kind and title, code directives are code, tables of contents go", () => {
  const page = parseMarkdown(
    [
      '# Guide',
      '',
      '```{note}',
      'A MyST note, prose and not code.',
      '```',
      '',
      '````{admonition} Big title',
      ':class: tip',
      '',
      'Body with code:',
      '',
      '```{code-block} python',
      ':linenos:',
      '',
      'print(1)',
      '```',
      '````',
      '',
      '```{toctree}',
      ':maxdepth: 2',
      '',
      'intro',
      '```',
      '',
      '```{versionadded} 3.1',
      'The flag option.',
      '```',
      '',
      ':::{warning}',
      'A colon fence.',
      ':::',
      '',
      '```{python}',
      'import os',
      '```',
      '',
      '```{autofunction} pkg.func',
      '```',
      '',
      '::: tip',
      'A VitePress tip.',
      ':::',
      '',
      '::: details Click to see',
      'Hidden body.',
      ':::',
      '',
      '::: {.callout-warning title="Mind this"}',
      'A Quarto callout.',
      ':::',
      '',
      '::: {#fig-x .column-margin}',
      'A margin note.',
      ':::',
      '',
      '```{note}',
      'Never closed, so plain code.',
    ].join('\n'),
  );
  assert.deepEqual(page.sections[0]!.blocks, [
    { type: 'text', text: 'Note: A MyST note, prose and not code.' },
    { type: 'text', text: 'Big title: Body with code:' },
    { type: 'code', code: 'print(1)', lang: 'python' },
    { type: 'text', text: 'Added in version: 3.1 — The flag option.' },
    { type: 'text', text: 'Warning: A colon fence.' },
    { type: 'code', code: 'import os', lang: 'python' },
    { type: 'text', text: 'Tip: A VitePress tip.' },
    { type: 'text', text: 'Click to see: Hidden body.' },
    { type: 'text', text: 'Warning: Mind this — A Quarto callout.' },
    { type: 'text', text: 'A margin note.' },
    { type: 'code', code: 'Never closed, so plain code.', lang: '{note}' },
  ]);
});

test('boxes, mended after review: CRLF pages, a ::: in a code sample inside a box, nested Quarto divs, MyST content on the directive line, titles from headings, syntax shown in indented code', () => {
  const texts = (lines: string[], eol = '\n') =>
    parseMarkdown(lines.join(eol)).sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : `[code] ${b.code}`)));
  // Line ends written \r\n.
  assert.deepEqual(texts(['!!! note "Title"', '    Body one.', '', '    Body two.', '', '```{warning}', 'Careful.', '```', '', '::: tip T', 'Tip.', ':::'], '\r\n'), [
    'Note: Title — Body one.',
    'Body two.',
    'Warning: Careful.',
    'Tip: T — Tip.',
  ]);
  // A code sample of a box's syntax inside a box does not close it, nor turn what follows into code.
  assert.deepEqual(texts(['!!! note "Syntax"', '    Docusaurus writes:', '', '    ```md', '    :::tip', '    x', '    :::', '    ```', '', 'After the box.']), [
    'Note: Syntax — Docusaurus writes:',
    '[code] :::tip\nx\n:::',
    'After the box.',
  ]);
  // Quarto nests divs with fences of equal length, skips fenced code inside them, and titles a callout by a heading.
  assert.deepEqual(
    texts(['::: {.callout-note}', '## Mind this', '', 'Outer.', '', '::: {.panel-tabset}', 'Inner.', ':::', '', '```markdown', ':::', '```', '', 'Outer after.', ':::', '', 'After.']),
    ['Note: Mind this — Outer.', 'Inner.', '[code] :::', 'Outer after.', 'After.'],
  );
  // MyST's admonitions take their first line on the directive's line; a rubric is its title.
  assert.deepEqual(texts(['```{warning} Be careful.', 'More.', '```', '', '```{rubric} Footnotes', '```', '', ':::{prf:theorem} Pythagoras', 'The square.', ':::']), [
    'Warning: Be careful. More.',
    'Footnotes',
    'The square.',
  ]);
  // A page that shows the syntax in an indented code block keeps it as code.
  assert.deepEqual(texts(['Write:', '', '    !!! note "T"', '        Body.']), ['Write:', '[code] !!! note "T"\n    Body.']);
  // A quoted value's # is no id; Pandoc's {-} goes.
  assert.deepEqual(
    parseMarkdown(['## Colors {.wide style="color: #fff"}', '', 't', '', '## Preface {-}', '', 't'].join('\n')).sections.map((s) => [s.heading, s.anchor]),
    [['Colors', 'colors'], ['Preface', 'preface']],
  );
});

test("API Documenter's pages: a table whose cells are Markdown between blank lines is one table, the page titled by its `##`, its breadcrumb left out", () => {
  const cell = (text: string) => `\n\n${text}\n\n\n`;
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`;
  const page = parseMarkdown(
    [
      '<!-- Do not edit this file. It is automatically generated by API Documenter. -->',
      '',
      '[Home](./index.md) &gt; [@acme/core](./core.md) &gt; [Async](./core.async.md) &gt; [mapAsync](./core.async.mapasync.md)',
      '',
      '## Async.mapAsync() method',
      '',
      'Maps each element of an array to a promise.',
      '',
      '## Parameters',
      '',
      `<table><thead><tr><th>${cell('Parameter')}</th><th>${cell('Description')}</th></tr></thead>`,
      `<tbody>${row(['iterable', 'the inputs of the `callback`'])}`,
      `${row(['[IAsyncOptions](./core.iasyncoptions.md)', '_(Optional)_ how many run at once'])}`,
      '</tbody></table>',
      '',
    ].join('\n'),
  );
  assert.equal(page.title, 'Async.mapAsync() method');
  assert.deepEqual(outline(page), [
    [1, 'Async.mapAsync() method', 'asyncmapasync-method'],
    [2, 'Parameters', 'parameters'],
  ]);
  assert.deepEqual(page.sections[1]!.blocks, [
    { type: 'text', text: 'Parameter | Description\niterable | the inputs of the `callback`\nIAsyncOptions | (Optional) how many run at once' },
  ]);
  assert.deepEqual(page.sections[0]!.blocks, [{ type: 'text', text: 'Maps each element of an array to a promise.' }]);
});

test('an HTML table of Markdown cells on a large page, parsed in pieces, is one table across them', () => {
  // Names as reference links: the pieces carry the definitions they use, which print nothing and do not end the table.
  const rows = Array.from({ length: 120 }, (_, i) => `<tr><td>\n\n[option${i}][ref]\n\n</td><td>\n\nSets option ${i} of the tool, explained in a sentence.\n\n</td></tr>`);
  const source = ['# Tool', '', '## Options', '', '<table>', ...rows, '</table>', '', 'After the table.', '', '[ref]: https://example.org/options', ''].join('\n');
  assert.ok(source.length > 8 * 1024, 'a page parsed in pieces');
  const page = parseMarkdown(source);
  const text = page.sections[1]!.blocks.map((b) => (b.type === 'text' ? b.text : b.code)).join('\n');
  assert.match(text, /^option0 \| Sets option 0 of the tool/);
  assert.match(text, /\noption119 \| Sets option 119 of the tool, explained in a sentence\.\nAfter the table\.$/);
});

test('a table gathered from Markdown is read as written when it does not close, continues a cut tag, or stays open in a quote; a comment or a custom tag opens none', () => {
  const texts = (md: string) => parseMarkdown(md).sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : b.code)));
  // Never closed: what follows it is the page's text, not cells.
  assert.deepEqual(texts('# Readme\n\n<table>\n<tr><td>\n\nLogo cell\n\n</td></tr>\n\nFirst paragraph after.\n\nSecond paragraph after.\n\n## Usage\n\nx\n'), [
    'Logo cell', 'First paragraph after.', 'Second paragraph after.', 'x',
  ]);
  // A tag cut by a blank line: its rest is no cell.
  assert.deepEqual(texts('# T\n\n<table><tr><td><img\n\nsrc="logo.png" alt="Logo">\n\nSponsor text here.\n\n</td></tr></table>\n'), [
    'src="logo.png" alt="Logo">', 'Sponsor text here.',
  ]);
  // Tags that take the text after them (an element of raw text, an attribute's quote) left open: read as written.
  for (const open of ['<script>', '<textarea>', '<xmp>', '<td title="x>']) {
    assert.deepEqual(texts(`# T\n\n<table><tr><td>${open}\n\nImportant cell text\n\n</td></tr></table>\n\nAfter.\n`), ['Important cell text', 'After.'], open);
  }
  // A table run longer than its bound (a million characters of paragraphs) is read as written, not in one step.
  const long = `# T\n\n<table><tr><td>\n\n${`${'word '.repeat(800)}\n\n`.repeat(300)}</td></tr></table>\n`;
  assert.ok(texts(long).length > 100);
  // ...also when another block of tags comes between; a lone `<` or an empty comment leaves nothing open.
  assert.deepEqual(texts('# T\n\n<table><tr><td><textarea>\n\n<br>\n\ncell text\n\n</td></tr></table>\n\nAfter.\n'), ['cell text', 'After.']);
  assert.deepEqual(texts('# T\n\n<table><tr><td>if a <\n\ncell\n\n</td><td><!-->\n\nvalue\n\n</td></tr></table>\n'), ['if a < cell | value']);
  // An apostrophe in a cell opens no quote.
  assert.deepEqual(texts("# T\n\n<table><tr><td>don't\n\ncell\n\n</td></tr></table>\n"), ["don't cell"]);
  // Left open in a quote, it ends with the quote.
  assert.deepEqual(texts('# Page\n\n> [!NOTE]\n> <table><tr><td>\n>\n> Quoted cell text\n>\n> </td></tr>\n\nOrdinary paragraph after the quote.\n'), [
    'Note: Quoted cell text', 'Ordinary paragraph after the quote.',
  ]);
  const table = '<table><tr><td>\n\ncell\n\n</td><td>\n\nvalue\n\n</td></tr></table>';
  assert.deepEqual(texts(`# T\n\n<!-- <table> -->\n\nOne.\n\n${table}\n`), ['One.', 'cell | value']);
  assert.deepEqual(texts(`# T\n\n<table-of-contents>\n\nTwo.\n\n${table}\n`), ['Two.', 'cell | value']);
  // Cells a row's tags were left out around are one row, as a browser reads them.
  assert.deepEqual(texts('# T\n\n<table>\n<tr><th>a</th><td>b</td></tr>\n\n<th>orphan name</th><td>orphan value</td>\n</tr>\n</table>\n'), ['a | b\norphan name | orphan value']);
});

test("an HTML block's bold lead or labelled question heads nothing: the Markdown's own headings make the outline", () => {
  const page = parseMarkdown(
    ['# Project', '', '## Install', '', '### Linux', '', 'Text.', '', '<p><b>Step one</b><br>Unpack.</p>', '', '<p>Q: Why?<br>A: Because.</p>', '', 'More linux text.', '', '### macOS', '', 'Mac text.', ''].join('\n'),
  );
  assert.deepEqual(page.sections.map((s) => [s.level, s.heading]), [[1, 'Project'], [2, 'Install'], [3, 'Linux'], [3, 'macOS']]);
  assert.match(page.sections[2]!.blocks.map((b) => (b.type === 'text' ? b.text : '')).join('\n'), /Step one\nUnpack\.[\s\S]*More linux text\./);
});

test("VitePress's front matter values in a heading read as the site renders them, and a table of contents' marker is no text", () => {
  const page = parseMarkdown('---\ntitle: Configuration Options\n---\n\n# {{ $frontmatter.title }}\n\n[[toc]]\n\nHow to configure it.\n\n## Step {{ $frontmatter.missing }} two\n\n[TOC]\n\nWrite `{{ $frontmatter.title }}` in a page to show its title.\n');
  assert.deepEqual(outline(page), [
    [1, 'Configuration Options', 'configuration-options'],
    [2, 'Step two', 'step-two'],
  ]);
  const text = page.sections.flatMap((s) => s.blocks.map((b) => (b as { text?: string }).text ?? '')).join('\n');
  assert.equal(text, 'How to configure it.\nWrite `{{ $frontmatter.title }}` in a page to show its title.');
  // A key the object has by inheritance is no value of the page's.
  assert.equal(parseMarkdown('---\ntitle: T\n---\n\n## Using {{ $frontmatter.constructor }} here\n\nText.\n').sections[0]!.heading, 'Using here');
});

test("MyST's roles before inline code (Sphinx pages written in Markdown) show the name as Sphinx renders it; braces apart from code stay", () => {
  const page = parseMarkdown('# Hashing\n\nUse {attr}`object.__dict__` and {func}`~attrs.define` or {class}`!None`; a {set} `x` stays.\n');
  assert.deepEqual(texts(page), ['Use `object.__dict__` and `define` or `None`; a {set} `x` stays.']);
});

test("a paragraph or list item that is one link to another site is kept with where it leads (a README's pointers to its docs); links within the page or to its other pages, and badges, still go", () => {
  const page = parseMarkdown(
    '# lib\n\n[![npm](https://img.shields.io/npm/v/lib.svg)](https://npmjs.com/package/lib)\n\n## Contents\n\n- [Install](#install)\n- [Usage](docs/usage.md)\n\n' +
      '## Install\n\nA Schema handles:\n\n- Validators (async and sync)\n- [Defaults](https://lib.dev/docs/defaults.html)\n- [Getters](https://lib.dev/docs/getters.html) and [Setters](https://lib.dev/docs/setters.html)\n\n' +
      '## Upgrading\n\n[Guide](https://lib.dev/upgrading?utm_source=readme&utm_medium=link&page=2)\n',
  );
  const all = texts(page).join('\n');
  assert.match(all, /- Validators \(async and sync\)\n- Defaults \(https:\/\/lib\.dev\/docs\/defaults\.html\)/);
  assert.match(all, /^Guide \(https:\/\/lib\.dev\/upgrading\?page=2\)$/m);
  // A line with words of its own keeps them, its links' addresses left out; the contents' and the badge's links go.
  assert.match(all, /^- Getters and Setters$/m);
  assert.doesNotMatch(all, /Install \(|Usage|shields|npmjs/);
  // A line of navigation with one outside link among others, a call to action in bold or with an arrow: not kept.
  const more = texts(parseMarkdown('# x\n\n[Home](/) · [GitHub](https://github.com/x/y) · [Docs](./docs/index.md)\n\n**[Download now](https://x.dev/dl)**\n\n[Get the app →](https://x.dev/app)\n\n[Guide](https://x.dev/guide)\n')).join('\n');
  assert.equal(more, 'Guide (https://x.dev/guide)');
});

test("a README's collapsed blocks (<details><summary>) are sub-sections titled by their summaries, one closing and the next opening in one block too", () => {
  const page = parseMarkdown(
    '# lib\n\n## Advanced\n\n<details><summary>Monorepos</summary><br>\n\nPass the path of the `.env` file.\n\n</details>\n<details><summary>Multiline values</summary>\n\nWrap them in quotes.\n\n</details>\n\nMore advanced text.\n\n## FAQ\n\nAsk away.\n',
  );
  assert.deepEqual(page.sections.map((s) => `${s.level} ${s.heading}: ${s.blocks.map((b) => (b.type === 'text' ? b.text : b.code)).join(' / ')}`), [
    '1 lib: ',
    '2 Advanced: ',
    '3 Monorepos: Pass the path of the `.env` file.',
    '3 Multiline values: Wrap them in quotes.',
    '2 Advanced: More advanced text.',
    '2 FAQ: Ask away.',
  ]);
});

test("a heading's emoji shortcode is no word of it; its anchor stays GitHub's", () => {
  const page = parseMarkdown('# lib\n\n## :computer: Getting Started\n\nText.\n\n## Ratio 1:2: odd\n\nMore.\n');
  assert.deepEqual(page.sections.map((s) => [s.heading, s.anchor]), [['lib', 'lib'], ['Getting Started', 'computer-getting-started'], ['Ratio 1:2: odd', 'ratio-12-odd']]);
});

test("a command's options printed as text (Cobra's reference pages) are one entry per option, its explanation its text", () => {
  const page = parseMarkdown([
    '## rclone mount',
    '',
    'Mount the remote as file system on a mountpoint.',
    '',
    '### Options',
    '',
    '```',
    '      --allow-other                            Allow access to other users (not supported on Windows)',
    '      --cache-dir string                       Directory rclone will use for caching (default "$HOME/.cache/rclone")',
    '  -h, --help                                   help for mount',
    '      --vfs-cache-mode CacheMode               Cache mode off|minimal|writes|full (default off)',
    '  -A, --all-namespaces=false:',
    '        If present, list the requested object(s) across all namespaces.',
    '```',
    '',
    'Usage, as the shell shows it:',
    '',
    '```',
    '$ rclone mount remote:path /path/to/mountpoint --vfs-cache-mode full',
    '  -h, --help   help for mount',
    '  -v           more output',
    '  -q           less output',
    '```',
  ].join('\n'));
  const entries = page.sections.filter((s) => s.level === 4 && s.heading.startsWith('-'));
  assert.deepEqual(entries.map((s) => [s.heading, s.blocks.map((b) => (b.type === 'text' ? b.text : b.code)).join(' ')]), [
    ['--allow-other', 'Allow access to other users (not supported on Windows)'],
    ['--cache-dir string', 'Directory rclone will use for caching (default "$HOME/.cache/rclone")'],
    ['-h, --help', 'help for mount'],
    ['--vfs-cache-mode CacheMode', 'Cache mode off|minimal|writes|full (default off)'],
    ['-A, --all-namespaces=false', 'If present, list the requested object(s) across all namespaces.'],
  ]);
  // Each cites the heading that holds the block.
  assert.deepEqual([...new Set(entries.map((s) => s.anchor))], ['options']);
  // A block that shows a command and its output stays code, and so do a diff and a file listing.
  assert.ok(page.sections.some((s) => s.blocks.some((b) => b.type === 'code' && b.code.startsWith('$ rclone mount'))));
  for (const block of ['-import foo\n-import bar\n-import baz\n+import qux', '-rw-r--r--  1 alice staff  120 a.md\n-rw-r--r--  1 alice staff  340 b.md\n-rw-r--r--  1 alice staff  560 c.md', '  -a   all\n  -b   brief\n  -c   count\nnot indented under any']) {
    const code = parseMarkdown(['# Page', '', '```', block, '```'].join('\n')).sections.flatMap((s) => s.blocks);
    assert.deepEqual(code, [{ type: 'code', code: block }], block);
  }
});

test("Hugo: the Go template actions in a page's prose (a shortcode's body that the site repeats per color) are no text; code keeps them", () => {
  const page = parseMarkdown(
    '---\ntitle: Alerts\n---\n\n{{< callout >}}\n{{- range (index $.Site.Data "theme-colors") }}\nA simple {{ .name }} alert—check it out!\n{{ end -}}\n{{< /callout >}}\n\n' +
      'Print the title with `{{ .Title }}`.\n\n```go-html-template\n{{ range .Pages }}{{ .Title }}{{ end }}\n```\n',
  );
  assert.deepEqual(texts(page), ['A simple alert—check it out!', 'Print the title with `{{ .Title }}`.', '[go-html-template] {{ range .Pages }}{{ .Title }}{{ end }}']);
  // An indented code block keeps them too.
  const indented = parseMarkdown('---\ntitle: Lists\n---\n\n{{< note >}}\nA list of pages:\n{{< /note >}}\n\n    {{ range .Pages }}\n      <li>{{ .Title }}</li>\n    {{ end }}\n');
  assert.deepEqual(texts(indented), ['A list of pages:', '[undefined] {{ range .Pages }}\n  <li>{{ .Title }}</li>\n{{ end }}']);
});

test("the front matter's description opens the page's text, but not twice when the page opens with it", () => {
  const page = parseMarkdown('---\ntitle: Widgets\ndescription: How to use widgets.\n---\n\nHow to use widgets. Start with one.\n\n## More\n\nText.\n');
  assert.deepEqual(texts(page), ['How to use widgets. Start with one.', 'Text.']);
});

test("a README's centred banner of sponsors' links is no part of its introduction; a centred logo and tagline is", () => {
  const page = parseMarkdown(`# queue

> Promise queue with concurrency control

Useful for rate-limiting async operations.

---

<div align="center">
	<p>
		<sup>
			<a href="https://github.com/sponsors/someone">Open source work supported by the community</a><br>Special thanks to:
		</sup>
	</p>
	<a href="https://scraper.example?ref=x">
		<div><img src="https://example.com/logo.svg" height="200"/></div>
		<b>Scrape anything with Scraper</b>
		<div><sup>Scraper is a tool that scrapes data from any website</sup></div>
	</a>
</div>

<p align="center"><img src="logo.svg"><br>Small, fast and <a href="https://example.com/bench">measured</a> queues</p>

## Usage

Add tasks.
`);
  const text = page.sections.map((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : b.code)).join('\n')).join('\n');
  assert.doesNotMatch(text, /supported by the community|Special thanks|Scrape anything|scrapes data/);
  assert.match(text, /Useful for rate-limiting async operations\./);
  assert.match(text, /Small, fast and measured queues/);
  // A title linked to the project's site, or an install command linked to the registry, is content though centred.
  const titled = parseMarkdown('<div align="center">\n  <h1><a href="https://mylib.dev">MyLib</a></h1>\n</div>\n\nIntro text.\n\n<div align="center"><a href="https://npmjs.com/x"><code>npm install mylib</code></a></div>\n');
  assert.equal(titled.title, 'MyLib');
  assert.match(titled.sections.flatMap((s) => s.blocks.map((b) => (b.type === 'text' ? b.text : b.code))).join('\n'), /npm install mylib/);
});

test("an HTML table whose cell holds a fenced block or a list between blank lines (API Documenter) is still one table: its names of members stay", () => {
  const row = (name: string, description: string) => `<tr><td>\n\n[${name}](./x.options.${name}.md)\n\n\n</td><td>\n\nboolean\n\n\n</td><td>\n\n${description}\n\n\n</td></tr>`;
  const page = parseMarkdown(`## Options interface

## Properties

<table><thead><tr><th>

Property


</th><th>

Type


</th><th>

Description


</th></tr></thead>
<tbody>${row('allowStale', 'Return stale data when it is there.')}
${row('ignoreAbort', 'Keep the value when the fetch aborts, for example:\n\n\`\`\`ts\nnew Cache({ ignoreAbort: true })\n\`\`\`\n\nThe signal still aborts.')}
${row('reason', 'Why an item left:\n\n- \`evict\` made room\n- \`expire\` its time passed')}
</tbody></table>
`);
  const properties = page.sections.find((s) => s.heading === 'Properties')!;
  const text = properties.blocks.map((b) => (b.type === 'text' ? b.text : `[${b.lang}] ${b.code}`)).join('\n');
  for (const name of ['allowStale', 'ignoreAbort', 'reason']) assert.match(text, new RegExp(`^${name}\\b`, 'm'), text);
  assert.match(text, /new Cache\(\{ ignoreAbort: true \}\)/);
  assert.match(text, /The signal still aborts\./);
  assert.match(text, /evict/);
});

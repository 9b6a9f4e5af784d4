import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFile } from '../../../src/engine/parse/index.ts';
import { resolveEscapes } from '../../../src/engine/parse/roff-escapes.ts';

const outline = (file: string, text: string) =>
  parseFile(file, text)!.sections.map((s) => `${'#'.repeat(s.level)} ${s.heading}: ${s.blocks.map((b) => (b.type === 'text' ? b.text : `[code] ${b.code}`)).join(' / ')}`);

test('troff escapes read as a reader sees them: fonts and sizes gone, special characters named, hyphens and spaces typed', () => {
  assert.equal(resolveEscapes('\\fBls\\fR \\-\\-all \\fI\\,FILE\\/\\fP'), 'ls --all FILE');
  assert.equal(resolveEscapes('\\s-1GNU\\s0 \\(em \\[aq]x\\[aq] \\(lqquoted\\(rq \\[u2192] \\*(L"pod\\*(R"'), "GNU — 'x' “quoted” → “pod”");
  // mdoc's predefined strings: a here-document's `<<-`, alternatives' `|`, a co-process' `|&`.
  assert.equal(resolveEscapes('\\*(Lt\\*(Lt\\- marker, -a \\*(Ba -o, exec 3\\*(Gt&p, \\*(Ba&'), '<<- marker, -a | -o, exec 3>&p, |&');
  assert.equal(resolveEscapes('a\\ b\\~c\\&d \\e \\(bu'), 'a b cd \\ •');
  assert.equal(resolveEscapes('width \\w\'abc\'u and \\h\'2n\'move'), 'width u and move');
  assert.equal(resolveEscapes('text \\" a comment'), 'text ');
  // A forward motion is a space a reader sees (DocBook XSL's bullets and list numbers); a motion back is not.
  assert.equal(resolveEscapes("\\h'-04'\\(bu\\h'+03'\\cThe netdev family"), '• \u0000The netdev family');
  assert.equal(resolveEscapes("\\h'-04' 1.\\h'+01'\\cRemove"), ' 1. \u0000Remove');
  assert.equal(resolveEscapes("a\\h'-1n'b\\h'0'c\\h'+0'd"), 'abcd');
  assert.equal(resolveEscapes("a \\h'2n'b\\h'1n'\\h'1n'c"), 'a b c');
  // DocBook XSL writes µ as `\\(mc` (a unit: "microseconds" must not read as seconds); accents and Greek by their names.
  assert.equal(resolveEscapes('\\fIPERIOD\\fR\\ \\&\\(mcs (in \\(mcs)'), 'PERIOD µs (in µs)');
  assert.equal(resolveEscapes("Caf\\('e, \\(:Uber, \\(*S \\(*l, \\(AE, \\(ss, \\(if"), 'Café, Über, Σ λ, Æ, ß, ∞');
});

test("a man(7) page: sections, tagged paragraphs as entries (several tags name one), indented lists inside an entry, code, tables", () => {
  const page = [
    '.\\" A comment line',
    '.TH GREP 1 "2023" "GNU grep 3.8" "User Commands"',
    '.SH NAME',
    'grep \\- print lines that match patterns',
    '.SH SYNOPSIS',
    '.B grep',
    '[\\fI\\,OPTION\\/\\fP...] \\fIPATTERNS\\fP [\\fIFILE\\fP...]',
    '.SH OPTIONS',
    '.SS "Matching Control"',
    '.TP',
    '.BR \\-i ", " \\-\\^\\-ignore\\-case',
    'Ignore case distinctions in patterns',
    'and input data.',
    '.TP',
    '.B \\-v',
    '.TQ',
    '.B \\-\\^\\-invert\\-match',
    'Invert the sense of matching.',
    '.RS',
    '.TP',
    '.B inner',
    'A list inside the entry.',
    '.RE',
    '.PP',
    'Back in the section.',
    '.IP \\(bu 2',
    'A bullet item.',
    '.SH EXAMPLES',
    '.EX',
    '$ grep \\-i \\(aqhello world\\(aq menu.h main.c',
    '.EE',
    '.TS',
    'tab(@);',
    'l l.',
    'Code@Meaning',
    '0@a line was selected',
    'T{',
    '.B 2',
    'T}@an error occurred',
    '.T&',
    'l l.',
    'T{',
    '3',
    'T}@T{',
    'a text block',
    'beside a text block',
    'T}',
    '.TE',
  ].join('\n');
  assert.equal(parseFile('grep.1', page)!.title, 'GREP(1): grep - print lines that match patterns');
  assert.deepEqual(outline('grep.1', page), [
    '# NAME: grep - print lines that match patterns',
    '# SYNOPSIS: grep [OPTION...] PATTERNS [FILE...]',
    '# OPTIONS: ',
    '## Matching Control: ',
    '### -i, --ignore-case: Ignore case distinctions in patterns and input data.',
    '### -v, --invert-match: Invert the sense of matching. / inner: A list inside the entry.',
    '## Matching Control: Back in the section. / - A bullet item.',
    "# EXAMPLES: [code] $ grep -i 'hello world' menu.h main.c / Code | Meaning\n0 | a line was selected\n2 | an error occurred\n3 | a text block beside a text block",
  ]);
});

test("pod2man's preamble (macro definitions, conditionals) is skipped; its verbatim blocks are code", () => {
  const page = [
    '.de Vb \\" Begin verbatim text',
    '.ft CW',
    '.nf',
    '..',
    '.if n \\{\\',
    '.    ds C` ""',
    '.    ds C\' ""',
    '\'br\\}',
    '.ie \\n(.g .ds Aq \\(aq',
    '.el       .ds Aq \'',
    '.TH Foo::Bar 3pm "2024-01-01" "perl v5.36.0" "User Contributed Perl Documentation"',
    '.SH "NAME"',
    'Foo::Bar \\- bars for foos',
    '.SH "SYNOPSIS"',
    '.IX Header "SYNOPSIS"',
    '.Vb 2',
    '\\&  use Foo::Bar;',
    '\\&  my $bar = Foo::Bar\\->new;',
    '.Ve',
    '.SH "METHODS"',
    '.IP "\\fBnew\\fR(%options)" 4',
    '.IX Item "new(%options)"',
    'Makes a bar.',
  ].join('\n');
  assert.deepEqual(outline('Foo::Bar.3pm', page), [
    '# NAME: Foo::Bar - bars for foos',
    '# SYNOPSIS: [code]   use Foo::Bar;\n  my $bar = Foo::Bar->new;',
    '# METHODS: ',
    '## new(%options): Makes a bar.',
  ]);
});

test("pod2man's =head3 and =head4 (a paragraph of one italic or plain line, then its index line) are headings; items lose C<>'s quotes; its code is perl", () => {
  const page = [
    '.\\" Automatically generated by Pod::Man 4.14 (Pod::Simple 3.43)',
    '.if n \\{\\',
    '.    ds C` ""',
    '.    ds C\' ""',
    "'br\\}",
    '.TH DBI 3pm "2024-01-01" "perl v5.36.0" "User Contributed Perl Documentation"',
    '.SH "METHODS"',
    '.IX Header "METHODS"',
    '.SS "Database Handle Methods"',
    '.IX Subsection "Database Handle Methods"',
    '\\fIGeneral\\fR',
    '.IX Subsection "General"',
    '.PP',
    'Every handle has these.',
    '.PP',
    '\\fI\\f(CI\\*(C`connect_cached\\*(C\'\\fI\\fR',
    '.IX Subsection "connect_cached"',
    '.PP',
    '.Vb 1',
    '\\&  $dbh = DBI\\->connect_cached($dsn);',
    '.Ve',
    '.PP',
    'Like connect, but cached.',
    '.PP',
    'dbm_type',
    '.IX Subsection "dbm_type"',
    '.PP',
    'The type of DBM.',
    // A paragraph that is not the name its index line gives, or has more than one line, stays text.
    '.PP',
    'An index entry for a sentence.',
    '.IX Subsection "sentences"',
    '.PP',
    'ping',
    'and more',
    '.IX Subsection "ping"',
    // An item's name in nroff's branch wears C<>'s quotes; its index line names it without.
    '.ie n .IP "\\f(CW""Warn""\\fR" 4',
    '.el .IP "\\f(CWWarn\\fR" 4',
    '.IX Item "Warn"',
    'Enables warnings.',
  ].join('\n');
  assert.deepEqual(outline('DBI.3pm', page), [
    '# METHODS: ',
    '## Database Handle Methods: ',
    '### General: Every handle has these.',
    '### connect_cached: [code]   $dbh = DBI->connect_cached($dsn); / Like connect, but cached.',
    '#### dbm_type: The type of DBM. / An index entry for a sentence. / ping and more',
    '##### Warn: Enables warnings.',
  ]);
  const code = parseFile('DBI.3pm', page)!.sections.flatMap((s) => s.blocks).find((b) => b.type === 'code');
  assert.equal((code as { lang?: string }).lang, 'perl');
  // pod2man also writes other programs' pages (binutils' ar): their examples are no Perl.
  const ar = page.replace('.TH DBI 3pm "2024-01-01" "perl v5.36.0" "User Contributed Perl Documentation"', '.TH AR 1 "2023-01-14" "binutils-2.40" "GNU Development Tools"');
  const arCode = parseFile('ar.1', ar)!.sections.flatMap((s) => s.blocks).find((b) => b.type === 'code');
  assert.notEqual((arCode as { lang?: string }).lang, 'perl');
});

test("pod2man's nroff branches, a page's own strings, a bare .SH, tags without text, and an entry that ends with its indent", () => {
  const page = [
    ".ie n .ds Aq '",
    '.el .ds Aq \\(aq',
    '.ds Nm sed',
    '.TH SED 1',
    '.SH',
    'NAME',
    '\\*(Nm \\- stream editor',
    '.SH OPTIONS',
    '.ie n .IP """state"" (\\fBOSSL_RAND_PARAM_STATE\\fR) <integer>" 4',
    '.el .IP "\\f(CWstate\\fR (\\fBOSSL_RAND_PARAM_STATE\\fR) <integer>" 4',
    'The generator\\*(Aqs state.',
    '.SH FILES',
    '.TP',
    '.I /etc/one',
    '.TP',
    '.I /etc/two',
    '.PP',
    'Both are read at start-up; see',
    '.MR passwd 5 .',
    'Report bugs at',
    '.URL https://example.org/bugs "the tracker" .',
    '.SH NOTES',
    '.RS',
    '.TP',
    '.B \\-x',
    'An option.',
    '.RE',
    'Back in the notes.',
    '.IP \\(em 2m',
    'A bullet, as gcloud writes them.',
  ].join('\n');
  assert.deepEqual(outline('sed.1', page), [
    '# NAME: sed - stream editor',
    '# OPTIONS: ',
    `## "state" (OSSL_RAND_PARAM_STATE) <integer>: The generator's state.`,
    '# FILES: /etc/one\n/etc/two / Both are read at start-up; see passwd(5). Report bugs at the tracker (https://example.org/bugs).',
    '# NOTES: ',
    '## -x: An option.',
    '# NOTES: Back in the notes. / - A bullet, as gcloud writes them.',
  ]);
});

test("DocBook's option lists (.PP, the option on one line, .RS with its explanation) are entries, a command of repeated arguments too; a short lead-in before an indented example is not", () => {
  const page = [
    '.TH "SYSTEMCTL" "1"',
    '.SH "NAME"',
    'systemctl \\- Control the systemd system and service manager',
    '.SH "OPTIONS"',
    '.PP',
    'The following options are understood:',
    '.PP',
    '\\fB\\-t\\fR, \\fB\\-\\-type=\\fR',
    '.RS 4',
    'The argument is a comma\\-separated list of unit types\\&.',
    '.RE',
    '.PP',
    'For example:',
    '.RS 4',
    '.nf',
    'systemctl \\-t service',
    '.fi',
    '.RE',
    // A command whose arguments repeat ends in an ellipsis, not a sentence's stop.
    '.SH "COMMANDS"',
    '.PP',
    '\\fBmask \\fR\\fB\\fIUNIT\\fR\\fR\\fB\\&...\\fR',
    '.RS 4',
    'Mask one or more units\\&.',
    '.RE',
    // ...but a sentence trailing off is one.
    '.PP',
    'The daemon waits for all jobs to finish\\&.\\&.\\&.',
    '.RS 4',
    'Jobs that never finish keep it waiting\\&.',
    '.RE',
    // An option named by a word that would leave a line unfinished is still an option.
    '.PP',
    '\\fB\\-\\-all\\fR, \\fB\\-a\\fR',
    '.RS 4',
    'Show every unit\\&.',
    '.RE',
    '.PP',
    'The units are listed one by one and sorted by',
    '.RS 4',
    'their names\\&.',
    '.RE',
  ].join('\n');
  assert.deepEqual(outline('systemctl.1', page), [
    '# NAME: systemctl - Control the systemd system and service manager',
    '# OPTIONS: The following options are understood:',
    '## -t, --type=: The argument is a comma-separated list of unit types.',
    '# OPTIONS: For example: / [code] systemctl -t service',
    '# COMMANDS: ',
    '## mask UNIT...: Mask one or more units.',
    '# COMMANDS: The daemon waits for all jobs to finish... / Jobs that never finish keep it waiting.',
    '## --all, -a: Show every unit.',
    '# COMMANDS: The units are listed one by one and sorted by / their names.',
  ]);
});

test("DocBook's nested lists: a term inside an entry's text, with its own block, is an entry of that entry", () => {
  // dracut.cmdline(7): ip='s values listed under it before any text of its own; journalctl's --output= modes after it.
  const page = [
    '.TH "DRACUT.CMDLINE" "7"',
    '.SH "NETWORK"',
    '.PP',
    '\\fBip=\\fR\\fI{dhcp|on|any}\\fR',
    '.RS 4',
    '.PP',
    'dhcp|on|any',
    '.RS 4',
    'get ip from dhcp server from all interfaces\\&.',
    '.RE',
    '.PP',
    'auto6',
    '.RS 4',
    'IPv6 autoconfiguration',
    '.RE',
    '.RE',
    '.PP',
    '\\fB\\-o\\fR, \\fB\\-\\-output=\\fR',
    '.RS 4',
    'Controls the formatting of the journal entries\\&.',
    '.PP',
    'short',
    '.RS 4',
    'is the default\\&.',
    '.RE',
    '.sp',
    'The output is paged\\&.',
    '.RE',
    '.PP',
    'Back in the section\\&.',
  ].join('\n');
  assert.deepEqual(outline('dracut.cmdline.7', page), [
    '# NETWORK: ',
    '## ip={dhcp|on|any}: ',
    '### dhcp|on|any: get ip from dhcp server from all interfaces.',
    '### auto6: IPv6 autoconfiguration',
    '## -o, --output=: Controls the formatting of the journal entries.',
    '### short: is the default.',
    '## -o, --output=: The output is paged.',
    '# NETWORK: Back in the section.',
  ]);
});

test("DocBook's nested lists: a phrase over one short line is a line of its entry (lttng's default values), not an entry of its own", () => {
  const page = [
    '.TH "LTTNG-ENABLE-CHANNEL" "1"',
    '.SH "OPTIONS"',
    '.PP',
    '\\fB--num-subbuf\\fR=\\fICOUNT\\fR',
    '.RS 4',
    'Use \\fICOUNT\\fR sub\\-buffers per ring buffer\\&.',
    '.sp',
    'Default values:',
    '.PP',
    '\\fB--userspace\\fR and \\fB--buffers-uid\\fR options',
    '.RS 4',
    '\\fB4\\fR',
    '.RE',
    '.PP',
    '\\fBmetadata\\fR channel',
    '.RS 4',
    '\\fB2\\fR',
    '.RE',
    '.PP',
    'With the \\fB--kernel\\fR option',
    '.RS 4',
    'The size of a page, as the system defines it for every ring buffer of the kernel, and never less than 4 KiB\\&.',
    '.RE',
    '.RE',
  ].join('\n');
  assert.deepEqual(outline('lttng-enable-channel.1', page), [
    '# OPTIONS: ',
    '## --num-subbuf=COUNT: Use COUNT sub-buffers per ring buffer. / Default values: / --userspace and --buffers-uid options: 4 / metadata channel: 2',
    // More than one short line: an entry still.
    '### With the --kernel option: The size of a page, as the system defines it for every ring buffer of the kernel, and never less than 4 KiB.',
  ]);
  // A list of names ending in a word that would continue a sentence ("true, yes, on") still names its entry.
  const values = ['.TH "X" "8"', '.SH "ENV"', '.PP', 'Value', '.RS 4', '.PP', 'The option is a switch', '.RS 4', '.PP', '\\fBtrue\\fR, \\fByes\\fR, \\fBon\\fR', '.RS 4', 'Enable the option\\&.', '.RE', '.PP', '\\fBfalse\\fR, \\fBno\\fR, \\fBoff\\fR', '.RS 4', 'Disable the option\\&.', '.RE', '.RE', '.RE'].join('\n');
  assert.deepEqual(outline('x.8', values).filter((l) => l.startsWith('####')), ['#### true, yes, on: Enable the option.', '#### false, no, off: Disable the option.']);
  // A phrase that holds an entry of its own is an entry, above the one it holds.
  const deeper = ['.TH "X" "1"', '.SH "OPTIONS"', '.PP', '\\fB-o\\fR', '.RS 4', 'Output format\\&.', '.PP', 'short format', '.RS 4', 'one line', '.PP', '\\fB-x\\fR', '.RS 4', 'deeper text', '.RE', '.RE', '.RE'].join('\n');
  assert.deepEqual(outline('x.1', deeper), ['# OPTIONS: ', '## -o: Output format.', '### short format: one line', '#### -x: deeper text']);
});

test("a line inside an entry's text that names no entry after all (its block opens with a list, an example, or nothing) leaves the entry open", () => {
  const page = [
    '.TH "X" "1"',
    '.SH "OPTIONS"',
    '.PP',
    '\\fB\\-\\-outer\\fR',
    '.RS 4',
    'Outer text\\&.',
    '.PP',
    'For instance',
    '.RS 4',
    '.nf',
    'outer \\-\\-x',
    '.fi',
    '.RE',
    '.PP',
    'Accepted values',
    '.RS 4',
    '.IP \\(bu 2',
    'one',
    '.RE',
    '.PP',
    'term',
    '.RS 4',
    '.RE',
    '.RE',
    '.PP',
    '\\fB\\-\\-next\\fR',
    '.RS 4',
    'Next text\\&.',
    '.RE',
    '.SH "COMMANDS"',
    '.PP',
    'Commands text\\&.',
  ].join('\n');
  assert.deepEqual(outline('x.1', page), [
    '# OPTIONS: ',
    '## --outer: Outer text. / For instance / [code] outer --x / Accepted values / - one / term',
    '## --next: Next text.',
    '# COMMANDS: Commands text.',
  ]);
});

test('an mdoc(7) page: flags, arguments, optional parts and cross-references rendered; a tag list is entries', () => {
  const page = [
    '.Dd $Mdocdate: November 28 2022 $',
    '.Dt SSH 1',
    '.Os',
    '.Sh NAME',
    '.Nm ssh',
    '.Nd OpenSSH remote login client',
    '.Sh SYNOPSIS',
    '.Nm ssh',
    '.Op Fl 46A',
    '.Op Fl b Ar bind_address',
    '.Ar destination',
    '.Sh DESCRIPTION',
    '.Nm',
    'connects to a host; see',
    '.Xr ssh_config 5 .',
    'See',
    '.Sx AUTHENTICATION',
    'and call',
    '.Fn getaddrinfo "const char *node" "const char *service" ;',
    'from',
    '.In netdb.h .',
    '.Bl -tag -width Ds',
    '.It Fl 4',
    'Forces',
    '.Nm',
    'to use IPv4 addresses only.',
    '.It Xo',
    '.Fl L',
    '.Sm off',
    '.Oo Ar bind_address : Oc',
    '.Ar port',
    '.Sm on',
    '.Xc',
    'Forwards a local port.',
    '.El',
    '.Bd -literal -offset indent',
    '$ ssh -L 8080:localhost:80 host',
    '.Ed',
  ].join('\n');
  assert.equal(parseFile('ssh.1', page)!.title, 'SSH(1): ssh - OpenSSH remote login client');
  assert.deepEqual(outline('ssh.1', page), [
    '# NAME: ssh - OpenSSH remote login client',
    '# SYNOPSIS: ssh [-46A] [-b bind_address] destination',
    '# DESCRIPTION: ssh connects to a host; see ssh_config(5). See AUTHENTICATION and call getaddrinfo(const char *node, const char *service); from #include <netdb.h>.',
    '## -4: Forces ssh to use IPv4 addresses only.',
    '## -L [bind_address:]port: Forwards a local port.',
    '# DESCRIPTION: [code] $ ssh -L 8080:localhost:80 host',
  ]);
});

test('a page that only includes another (.so) is a redirect; a file named like a man page that is not roff is not read', () => {
  assert.equal(parseFile('history.3readline', '.TH HISTORY 3\n.SH NAME\nhistory \\- GNU History Library\n.SH DESCRIPTION\nHistory.\n')!.title, 'HISTORY(3): history - GNU History Library');
  assert.equal(parseFile('queue.3', '.so man7/queue.7\n')!.redirect, true);
  assert.equal(parseFile('notes.1', 'Plain notes.\n'), undefined);
});

test('roff is read in linear time: long lines of escapes, unclosed quotes and conditionals, deep indents', () => {
  const hostile = [
    '.TH X 1',
    '.SH NAME',
    `${'\\f'.repeat(50_000)}`,
    `.B "${'\\"'.repeat(20_000)}`,
    `.if n \\{${'\\{'.repeat(20_000)}`,
    '.SH DESCRIPTION',
    ...Array.from({ length: 5_000 }, () => '.RS'),
    `.TP\n${'\\(xx\\[long'.repeat(10_000)}`,
    `.Bl -tag\n.It ${'Op Fl '.repeat(10_000)}`,
    `${'\\s-'.repeat(20_000)}${'\\*('.repeat(20_000)}`,
  ].join('\n');
  const started = performance.now();
  parseFile('x.1', hostile);
  // Blank lines before the first request (a page that might only include another: .so).
  parseFile('y.1', `${'\n'.repeat(5_000)}x`);
  parseFile('z.1', `.so a\n${' \n'.repeat(5_000)}x`);
  assert.ok(performance.now() - started < 1_000, `took ${performance.now() - started} ms`);
});

test("a page's own macros are read where it calls them (X11's .ZN names, its .PS/.PE code, ncurses' bullets), with their arguments; the standard macros stay ours", () => {
  const page = [
    '.TH XSHAPE 3',
    '.de ZN',
    '.ie t \\fB\\^\\\\$1\\^\\fR\\\\$2',
    '.el \\fI\\^\\\\$1\\^\\fP\\\\$2',
    '..',
    '.de PS',
    '.sp',
    '.nf',
    '..',
    '.de PE',
    '.fi',
    '..',
    '.de bP',
    '.ie n  .IP \\(bu 4',
    '.el    .IP \\(bu 2',
    '..',
    '.de Q end',
    '“\\\\$*”',
    '.end',
    '.am Q',
    'said \\\\$0.',
    '..',
    '.de Vb',
    'The page\'s own Vb is not used.',
    '..',
    '.SH DESCRIPTION',
    'The',
    '.\\" a comment line is no line: the paragraph goes on',
    '.ZN XShapeQueryExtension ,',
    'function returns the event base.',
    '.PS',
    'Bool XShapeQueryExtension(Display *display);',
    'int x;',
    '.PE',
    '.bP',
    'first bullet',
    '.Q two words',
    '.Vb 1',
    'code stays code',
    '.Ve',
  ].join('\n');
  assert.deepEqual(outline('XShape.3', page), [
    '# DESCRIPTION: The XShapeQueryExtension, function returns the event base. / [code] Bool XShapeQueryExtension(Display *display);\nint x; / - first bullet “two words” said Q. / [code] code stays code',
  ]);
});

test("Asciidoctor's and Sphinx's option lists (.sp, the option, its indented text) are entries; a line introducing an indented example is not", () => {
  const page = [
    '.TH MOUNT 8',
    '.SH OPTIONS',
    '.sp',
    '\\fB\\-a\\fP, \\fB\\-\\-all\\fP',
    '.RS 4',
    'Mount all filesystems mentioned in fstab.',
    '.sp',
    'Spaced inside the entry, still its text.',
    '.RE',
    '.sp',
    '\\fB\\-B\\fP, \\fB\\-\\-bind\\fP',
    '.RS 4',
    'Remount a subtree somewhere else.',
    '.RE',
    '.SH EXAMPLES',
    '.sp',
    'is equivalent to',
    '.RS',
    '.nf',
    'mount \\-a',
    '.fi',
    '.RE',
  ].join('\n');
  assert.deepEqual(outline('mount.8', page), [
    '# OPTIONS: ',
    '## -a, --all: Mount all filesystems mentioned in fstab. / Spaced inside the entry, still its text.',
    '## -B, --bind: Remount a subtree somewhere else.',
    '# EXAMPLES: is equivalent to / [code] mount -a',
  ]);
});

test('mdoc: .Fo/.Fa/.Fc functions, one synopsis line per .Ft, .Sm off spacing, .Ex/.Rv sentences, .Rs references, .Dl inside an item, punctuation after an enclosure', () => {
  const page = [
    '.Dd x',
    '.Dt FOO 3',
    '.Sh SYNOPSIS',
    '.Ft int',
    '.Fo foo_open',
    '.Fa "const char *path"',
    '.Fa "int flags"',
    '.Fc',
    '.Ft void',
    '.Fn foo_close "int fd"',
    '.Sh DESCRIPTION',
    'Connect to',
    '.Sm off',
    '.Oo Ar user Li @ Oc Ar hostname',
    '.Sm on',
    'as configured',
    '.Pq Pa ~/.ssh/config .',
    '.Bl -tag -width x',
    '.It Fl D Xo',
    '.Sm off',
    '.Oo Ar bind_address : Oc',
    '.Ar port',
    '.Sm on',
    '.Xc',
    '.Dl foo -D 1080',
    'Forwards a port.',
    '.El',
    '.Sh RETURN VALUES',
    '.Rv -std foo_open',
    '.Sh EXIT STATUS',
    '.Ex -std foo',
    '.Sh SEE ALSO',
    '.Rs',
    '.%A J. Doe',
    '.%T A paper',
    '.Re',
  ].join('\n');
  assert.deepEqual(outline('foo.3', page), [
    '# SYNOPSIS: int foo_open(const char *path, int flags)\nvoid foo_close(int fd)',
    '# DESCRIPTION: Connect to [user@]hostname as configured (~/.ssh/config).',
    '## -D [bind_address:]port: [code] foo -D 1080 / Forwards a port.',
    '# RETURN VALUES: The foo_open() function returns the value 0 if successful; otherwise the value -1 is returned and the global variable errno is set to indicate the error.',
    '# EXIT STATUS: The foo utility exits 0 on success, and >0 if an error occurs.',
    '# SEE ALSO: J. Doe, A paper.',
  ]);
});

test("an option's indented text keeps its own paragraphs and lists; a line before a list or block is text; string conditions are compared", () => {
  const page = [
    '.TH X 1',
    '.de Q',
    '.ie "\\\\$1"a" is a',
    '.el not a',
    '..',
    '.SH OPTIONS',
    '.PP',
    '\\-e, \\-\\-event=',
    '.RS 4',
    'Select the event.',
    '.sp',
    'The default event is',
    '.RS 4',
    'cycles',
    '.RE',
    '.sp',
    'More about \\-e.',
    '.TP',
    '.B inner',
    'Its own list.',
    '.RE',
    '.sp',
    'flags is a combination of',
    '.RS',
    '.TP',
    '.B A',
    'first',
    '.RE',
    '.sp',
    'for all tools by',
    '.RS',
    '.I /etc/colors',
    '.RE',
    '.SH MACROS',
    '.Q a',
    '.Q b',
    ".if !'po4a'hide' .B \\-l",
    'Activate local mode.',
  ].join('\n');
  assert.deepEqual(outline('x.1', page), [
    '# OPTIONS: ',
    '## -e, --event=: Select the event. / The default event is / cycles / More about -e. / inner: Its own list.',
    '# OPTIONS: flags is a combination of',
    '## A: first',
    '# OPTIONS: for all tools by / /etc/colors',
    '# MACROS: is a not a -l Activate local mode.',
  ]);
});

test('mdoc: .Sm off joins macro lines, .Ex names several utilities, an item head may start with Xo, and heads or references left open keep their words', () => {
  const page = [
    '.Dd x',
    '.Dt X 1',
    '.Sh DESCRIPTION',
    'Log in as',
    '.Sm off',
    '.Ar user',
    '.Li @',
    '.Ar host',
    '.Sm on',
    'first.',
    '.Ex -std foo bar',
    '.Bl -tag -width Ds',
    '.It Xo Ic kill-session',
    '.Op Fl a',
    '.Xc',
    'Destroy the session.',
    '.It Fl b Xo',
    '.Ar file',
    '.El',
    '.Sh SEE ALSO',
    '.Rs',
    '.%A Ann Author',
  ].join('\n');
  assert.deepEqual(outline('x.1', page), [
    '# DESCRIPTION: Log in as user@host first. The foo and bar utilities exit 0 on success, and >0 if an error occurs.',
    '## kill-session [-a]: Destroy the session.',
    '# DESCRIPTION: -b file',
    '# SEE ALSO: Ann Author.',
  ]);
});

test('mdoc: function macros inside a literal block stay code, and a function or reference left open ends with its section', () => {
  const page = [
    '.Dd x',
    '.Dt X 3',
    '.Sh SYNOPSIS',
    '.Bd -literal',
    'int x;',
    '.Ft int',
    '.Fn foo a',
    '.Fa bar',
    '.Ed',
    '.Fo open',
    '.Fa "int a"',
    '.Sh SEE ALSO',
    '.Rs',
    '.%A Someone',
    '.Sh BUGS',
    'None known.',
  ].join('\n');
  assert.deepEqual(outline('x.3', page), [
    '# SYNOPSIS: [code] int x;\nint\nfoo(a)\nbar / open(int a)',
    '# SEE ALSO: Someone.',
    '# BUGS: None known.',
  ]);
});

test('a table row keeps its empty cells in place, so a mark stays under its heading', () => {
  const page = ['.TH X 5', '.SH D', '.TS', 'tab(:);', 'l l l l.', 'Cause:no:always:on-failure', 'Clean exit:\\ \\&:X:', 'Crash:::X', '.TE'].join('\n');
  assert.deepEqual(outline('x.5', page), ['# D: Cause | no | always | on-failure\nClean exit | | X\nCrash | | | X']);
});

test("a DocBook term quoted whole (a literal, NUT's \"LISTEN interface port\") heads its entry without the quotes; quotes inside a term stay", () => {
  const page = [
    '.TH UPSD.CONF 5',
    '.SH "CONFIGURATION DIRECTIVES"',
    '.PP',
    '"LISTEN \\fIinterface\\fR \\fIport\\fR"',
    '.RS 4',
    'Bind a listening port to the interface specified by its address.',
    '.RE',
    '.PP',
    '"firstboot\\&.keymap"',
    '.RS 4',
    'The console keymap to set.',
    '.RE',
    '.PP',
    'MAXAGE "seconds" or "never"',
    '.RS 4',
    'How old the data may be.',
    '.RE',
  ].join('\n');
  assert.deepEqual(outline('upsd.conf.5', page).slice(1), [
    '## LISTEN interface port: Bind a listening port to the interface specified by its address.',
    '## firstboot.keymap: The console keymap to set.',
    '## MAXAGE "seconds" or "never": How old the data may be.',
  ]);
  // A tagged paragraph's quoted tag means what it quotes with its quotes (a string value, shell quoting); quotes around
  // a blank stay too.
  const tagged = ['.TH SH 1', '.SH PARAMETERS', '.TP', '"$@"', 'Each argument, quoted.', '.TP', '$@', 'Each argument.', '.PP', '" "', '.RS 4', 'A space.', '.RE'].join('\n');
  assert.deepEqual(outline('sh.1', tagged).slice(1), ['## "$@": Each argument, quoted.', '## $@: Each argument.', '## " ": A space.']);
});

test("Asciidoctor's pages: paragraphs between two options are the first option's; before a heading, or leading on, the section's", () => {
  const page = (generator: string) =>
    [
      `.\\"     Title: perf-stat`,
      `.\\" Generator: ${generator}`,
      '.TH "PERF\\-STAT" "1" "2026-11-16" "perf" "perf Manual"',
      '.SH "OPTIONS"',
      '.sp',
      '\\-\\-topdown',
      '.RS 4',
      'Print complete top\\-down metrics supported by the CPU.',
      '.RE',
      '.sp',
      'Frontend bound means that the CPU cannot fetch and decode instructions fast enough.',
      '.sp',
      'For best results use it with interval mode.',
      '.sp',
      '\\-\\-td\\-level',
      '.RS 4',
      'Print the top\\-down statistics that equal to or lower than the input level.',
      '.RE',
      '.sp',
      'The following options apply to recording only:',
      '.sp',
      '\\-o file',
      '.RS 4',
      'Output file name.',
      '.RE',
      '.sp',
      'These options may be given in any order.',
      '.SH "EXAMPLES"',
      'perf stat ls',
    ].join('\n');
  assert.deepEqual(outline('perf-stat.1', page('Asciidoctor 2.0.18')), [
    '# OPTIONS: ',
    '## --topdown: Print complete top-down metrics supported by the CPU. / Frontend bound means that the CPU cannot fetch and decode instructions fast enough. / For best results use it with interval mode.',
    '## --td-level: Print the top-down statistics that equal to or lower than the input level.',
    '# OPTIONS: The following options apply to recording only:',
    '## -o file: Output file name.',
    '# OPTIONS: These options may be given in any order.',
    '# EXAMPLES: perf stat ls',
  ]);
  // Another generator's paragraphs between options stay the section's, as hand-written pages mean them.
  assert.deepEqual(outline('perf-stat.1', page('DocBook XSL Stylesheets')).slice(0, 3), [
    '# OPTIONS: ',
    '## --topdown: Print complete top-down metrics supported by the CPU.',
    '# OPTIONS: Frontend bound means that the CPU cannot fetch and decode instructions fast enough. / For best results use it with interval mode.',
  ]);
});

test('a DocBook term that lists settings sharing one explanation is one entry, however long the list', () => {
  const names = 'SystemMaxUse=, SystemKeepFree=, SystemMaxFileSize=, SystemMaxFiles=, RuntimeMaxUse=, RuntimeKeepFree=, RuntimeMaxFileSize=, RuntimeMaxFiles=';
  const page = ['.TH "JOURNALD\\&.CONF" "5"', '.SH "OPTIONS"', '.PP', names, '.RS 4', 'Enforce size limits on the journal files stored\\&.', '.RE'].join('\n');
  assert.deepEqual(outline('journald.conf.5', page), ['# OPTIONS: ', `## ${names}: Enforce size limits on the journal files stored.`]);
  // A long line that is no list of names stays text.
  const prose = 'This line is far too long to be the name of anything, since it goes on and on, and it is a sentence about nothing at all, written here to run past any name';
  const other = ['.TH "X" "5"', '.SH "OPTIONS"', '.PP', prose, '.RS 4', 'Indented\\&.', '.RE'].join('\n');
  assert.deepEqual(outline('x.5', other), [`# OPTIONS: ${prose} / Indented.`]);
});

test("Asciidoctor's paragraphs between two options join the first however many they are (not as spread arguments, which overflow the stack)", () => {
  const page = ['.\\" Generator: Asciidoctor 2.0.18', '.TH X 1', '.SH OPTIONS', '.sp', '\\-a', '.RS 4', 'First.', '.RE', ...Array.from({ length: 200_000 }, () => '.sp\nMore.'), '.sp', '\\-b', '.RS 4', 'Second.', '.RE'].join('\n');
  const sections = parseFile('x.1', page)!.sections;
  assert.deepEqual(sections.map((s) => s.heading), ['OPTIONS', '-a', '-b']);
  assert.equal(sections[1]!.blocks.length, 200_001);
});


test("Asciidoctor's paragraph after an option with entries of its own joins that option, not its last entry; a hyphenated last word does not lead on", () => {
  const page = [
    '.\\" Generator: Asciidoctor 2.0.18',
    '.TH X 1',
    '.SH OPTIONS',
    '.sp',
    '\\-a',
    '.RS 4',
    'Option a.',
    '.PP',
    'x',
    '.RS 4',
    'Nested x.',
    '.RE',
    '.PP',
    'y',
    '.RS 4',
    'Nested y.',
    '.RE',
    '.RE',
    '.sp',
    'Between a and b: the default is built\\-in',
    '.sp',
    '\\-b',
    '.RS 4',
    'Option b.',
    '.RE',
  ].join('\n');
  assert.deepEqual(outline('x.1', page), ['# OPTIONS: ', '## -a: Option a. / Between a and b: the default is built-in', '### x: Nested x.', '### y: Nested y.', '## -b: Option b.']);
});

test("Ronn's definition lists (a bulleted term ending in a colon, then an untagged .IP with its text) are entries; a number or a bullet as a .TP tag is an item's mark", () => {
  const ronn = [
    '.TH "JQ" "1"',
    '.SH "INVOKING JQ"',
    'Some options:',
    '.IP "\\[ci]" 4',
    '\\fB\\-\\-seq\\fR:',
    '.IP',
    'Use the application/json\\-seq MIME type.',
    '.IP "\\[ci]" 4',
    '\\fB\\-\\-raw\\-output\\fR / \\fB\\-r\\fR:',
    '.IP',
    'Write strings without quotes.',
    '.IP "\\[ci]" 4',
    'A bulleted sentence that names nothing.',
  ].join('\n');
  assert.deepEqual(outline('jq.1', ronn), [
    '# INVOKING JQ: Some options:',
    '## --seq: Use the application/json-seq MIME type.',
    // A bulleted line that names nothing is the entry's text, as a bullet after any tagged entry is.
    '## --raw-output / -r: Write strings without quotes. / - A bulleted sentence that names nothing.',
  ]);
  // A numbered or bulleted `.TP` tag is an item's mark; a dash or an asterisk there is a term (date's `-` flag).
  const numbered = ['.TH IP-RULE 8', '.SH DESCRIPTION', 'At startup:', '.TP', '1.', 'Priority: 0, lookup local.', '.TP', '\\(bu', 'Priority: 32766.', '.TP', '-', '(hyphen) do not pad the field'].join('\n');
  assert.deepEqual(outline('ip-rule.8', numbered), ['# DESCRIPTION: At startup: / - Priority: 0, lookup local. / - Priority: 32766.', '## -: (hyphen) do not pad the field']);
});

test('.tr prints characters as others (Pod::Man writes its dash as \\(*W and translates it back); a NAME line may part name and subject with "--"', () => {
  const pod = [
    '.tr \\(*W-',
    '.ds -- \\(*W-',
    '.TH lwptut 3pm',
    '.SH NAME',
    'lwptut \\-\\- An LWP Tutorial',
    '.SH DESCRIPTION',
    'a whole book \\*(-- a book that happens to exist.',
  ].join('\n');
  const page = parseFile('lwptut.3pm', pod)!;
  assert.equal(page.title, 'lwptut(3pm): lwptut -- An LWP Tutorial');
  assert.match(outline('lwptut.3pm', pod).join('\n'), /a whole book -- a book that happens to exist\./);
});

test("cobra's option lists (.PP, the bold option alone with its default, its explanation after a tab) are entries; an option's line without the tab stays prose", () => {
  const page = [
    '.TH "restic backup" "1"',
    '.SH OPTIONS',
    '.PP',
    '\\fB--allow-other\\fP[=false]',
    '\tallow other users to access the data in the mounted directory',
    '',
    '.PP',
    '\\fB-H\\fP, \\fB--host\\fP=[]',
    '\tonly consider snapshots for this host (can be specified multiple times)',
    '',
    '.PP',
    '\\fB--time-template\\fP="2006-01-02T15:04:05Z07:00"',
    '\tset \\fB\\fCtemplate\\fR to use for times',
    '',
    '.SH NOTES',
    '.PP',
    '\\fB--verbose\\fP',
    'prints more, as said above.',
  ].join('\n');
  assert.deepEqual(outline('restic-mount.1', page), [
    '# OPTIONS: ',
    '## --allow-other[=false]: allow other users to access the data in the mounted directory',
    '## -H, --host=[]: only consider snapshots for this host (can be specified multiple times)',
    '## --time-template="2006-01-02T15:04:05Z07:00": set template to use for times',
    '# NOTES: --verbose prints more, as said above.',
  ]);
});

test("a .TH naming none of the NAME line's names (cobra writes restic's every page as `restic backup`) gives way to the NAME line's name; a matching or family title stays", () => {
  const cobra = ['.TH "restic backup" "1" "Jan 2017"', '.SH NAME', '.PP', 'restic-mount - Mount the repository', '.SH SYNOPSIS', '.PP', '\\fBrestic mount [flags] mountpoint\\fP'].join('\n');
  assert.equal(parseFile('restic-mount.1', cobra)!.title, 'restic-mount(1): restic-mount - Mount the repository');
  // Case, spaces, dashes and underscores aside, the title is the name.
  const docbook = ['.TH "OSTREE ADMIN SET\\-ORIGIN" "1"', '.SH NAME', 'ostree-admin-set-origin \\- Change the origin', '.SH SYNOPSIS', 'x'].join('\n');
  assert.equal(parseFile('ostree-admin-set-origin.1', docbook)!.title, 'OSTREE ADMIN SET-ORIGIN(1): ostree-admin-set-origin - Change the origin');
  const family = ['.TH Tcl_DString 3tcl', '.SH NAME', 'Tcl_DStringInit, Tcl_DStringAppend \\- manipulate dynamic strings', '.SH SYNOPSIS', 'x'].join('\n');
  assert.equal(parseFile('DString.3tcl', family)!.title, 'Tcl_DString(3tcl): Tcl_DStringInit, Tcl_DStringAppend - manipulate dynamic strings');
  // A title that holds the name, or of three words or more, says what the page is about.
  const scdoc = ['.TH "yambar-modules-alsa" "5"', '.SH NAME', 'alsa - Monitors an alsa soundcard', '.SH DESCRIPTION', 'x'].join('\n');
  assert.equal(parseFile('yambar-modules-alsa.5', scdoc)!.title, 'yambar-modules-alsa(5): alsa - Monitors an alsa soundcard');
  const described = ['.TH "Flower filter in tc" 8', '.SH NAME', 'flower \\- flow based traffic control filter', '.SH SYNOPSIS', 'x'].join('\n');
  assert.equal(parseFile('tc-flower.8', described)!.title, 'Flower filter in tc(8): flower - flow based traffic control filter');
});

test("mdoc's .Nm followed only by punctuation writes the page's name before it", () => {
  const page = ['.Dd 2023', '.Dt TMUX 1', '.Sh NAME', '.Nm tmux', '.Nd terminal multiplexer', '.Sh DESCRIPTION', 'Sessions are under the management of', '.Nm .', 'In', '.Nm ,', 'a session is shown.'].join('\n');
  assert.match(outline('tmux.1', page).join('\n'), /the management of tmux\. In tmux, a session is shown\./);
});

test("a DocBook term written as a command's syntax (its optional parts bracketed) is an entry however long, its nested terms its own", () => {
  const page = [
    '.TH NMCLI 1',
    '.SH "DEVICE MANAGEMENT COMMANDS"',
    '.PP',
    '\\fBwifi\\fR \\fBconnect\\fR \\fI(B)SSID\\fR [\\fBpassword\\fR \\fIpassword\\fR] [\\fBwep\\-key\\-type\\fR {key | phrase}] [\\fBifname\\fR \\fIifname\\fR] [\\fBbssid\\fR \\fIBSSID\\fR] [\\fBname\\fR \\fIname\\fR] [\\fBprivate\\fR {yes | no}] [\\fBhidden\\fR {yes | no}]',
    '.RS 4',
    'Connect to a Wi\\-Fi network specified by SSID or BSSID.',
    '.PP',
    '\\fBpassword\\fR',
    '.RS 4',
    'Password for secured networks (WEP or WPA).',
    '.RE',
    '.RE',
  ].join('\n');
  const lines = outline('nmcli.1', page);
  assert.equal(lines[1], '## wifi connect (B)SSID [password password] [wep-key-type {key | phrase}] [ifname ifname] [bssid BSSID] [name name] [private {yes | no}] [hidden {yes | no}]: Connect to a Wi-Fi network specified by SSID or BSSID.');
  assert.equal(lines[2], '### password: Password for secured networks (WEP or WPA).');
});

test("a bulleted instruction ending in a colon, then its continuation, stays a list item (not a Ronn term); .tr after the title is not applied", () => {
  const ronn = ['.TH FOO 1', '.SH DESCRIPTION', 'Steps:', '.IP "\\(bu" 4', 'Install the following packages:', '.IP "" 4', '.nf', 'apt install foo bar', '.fi', '.IP "\\(bu" 4', 'Then run it.'].join('\n');
  assert.doesNotMatch(outline('foo.1', ronn).join('\n'), /^## /m);
  const tr = ['.TH SQLITE3 1', '.SH DESCRIPTION', 'Uses 100% of CPU.', '.tr %.', 'Done.'].join('\n');
  assert.match(outline('sqlite3.1', tr).join('\n'), /Uses 100% of CPU\./);
});

test("scdoc's term lists: a term after the previous entry's .RE, then .RS, is an entry of its own, and a nested term its entry's", () => {
  const page = [
    '.\\" Generated by scdoc 1.11.2',
    '.TH "sway-bar" "5" "2022-10-14"',
    '.P',
    '.SH NAME',
    '.P',
    'sway-bar - bar configuration file and commands',
    '.P',
    '.SH COMMANDS',
    '.P',
    '\\fBid\\fR <bar_id>',
    '.RS 4',
    'Sets the ID of the bar.\\&',
    '.P',
    '.RE',
    '\\fBposition\\fR top|bottom',
    '.RS 4',
    'Sets position of the bar.\\& Default is \\fIbottom\\fR.\\&',
    '.P',
    '.RE',
    '\\fB:forward\\fR [\\fB-A\\fR] <address>',
    '.RS 4',
    'Opens the composer to forward the selected message.\\&',
    '.P',
    '\\fB-T\\fR \\fI<template-file>\\fR',
    '.RS 4',
    'Use the specified template file.\\&',
    '.P',
    '.RE',
    '.RE',
  ].join('\n');
  assert.deepEqual(outline('sway-bar.5', page).slice(1), [
    '# COMMANDS: ',
    '## id <bar_id>: Sets the ID of the bar.',
    '## position top|bottom: Sets position of the bar. Default is bottom.',
    '## :forward [-A] <address>: Opens the composer to forward the selected message.',
    '### -T <template-file>: Use the specified template file.',
  ]);
});

test("a term written as code is an entry however long (dracut's kernel parameters); a long NAME line still joins the title, and a page opening with NAME is a man page without SYNOPSIS or DESCRIPTION", () => {
  const syntax = 'ip=<client-IP>:[<peer>]:<gateway-IP>:<netmask>:<client_hostname>:<interface>:{none|off|dhcp|on|any|dhcp6|auto6|ibft}[:[<mtu>][:<macaddr>]]';
  const cmdline = ['.TH DRACUT.CMDLINE 7', '.SH NAME', 'dracut.cmdline \\- dracut kernel command line options', '.SH DESCRIPTION', '.SS "Network"', '.PP', `\\fB${syntax}\\fR`, '.RS 4', 'explicit network configuration.', '.RE'].join('\n');
  assert.equal(outline('dracut.cmdline.7', cmdline)[3], `### ${syntax}: explicit network configuration.`);
  // A sentence as long is no term.
  const sentence = 'This paragraph explains at some length, and without any full stop at its end, how the kernel reads the options that follow below it';
  const prose = ['.TH X 7', '.SH NAME', 'x \\- y', '.SH DESCRIPTION', '.PP', sentence, '.RS 4', 'indented text.', '.RE'].join('\n');
  assert.ok(!outline('x.7', prose).some((l) => l.startsWith(`## ${sentence}`)));

  const names = Array.from({ length: 12 }, (_, i) => `tracefs_hist_function_${i}`).join(', ');
  const family = ['.TH LIBTRACEFS 3', '.SH NAME', `${names} \\- handle histograms`, '.SH SYNOPSIS', '.nf', 'int f(void);', '.fi'].join('\n');
  assert.ok(names.length > 250);
  assert.equal(parseFile('libtracefs.3', family)!.title, `LIBTRACEFS(3): ${names} - handle histograms`);

  const tutorial = ['.TH "aerc-tutorial" "7"', '.SH NAME', 'aerc-tutorial - tutorial for aerc(1)', '.SH INTRODUCTION', 'Welcome to aerc!'].join('\n');
  assert.equal(parseFile('aerc-tutorial.7', tutorial)!.title, 'aerc-tutorial(7): aerc-tutorial - tutorial for aerc(1)');
  // A page about names, whose NAME is not its first section, keeps its title.
  const naming = ['# Conventions', '', 'Intro.', '', '## NAME', '', 'foo - what a name is', '', '## Other', '', 'x'].join('\n');
  assert.equal(parseFile('conventions.md', naming)!.title, 'Conventions');
});

test("a line after an indented block that closed no entry stays prose, even with its own indented block after it", () => {
  const page = ['.TH X 1', '.SH DESCRIPTION', '.PP', 'The tool reads its configuration at startup.', '.RS', 'Settings come from one file.', '.RE', 'Both files are read in this order', '.RS', '/etc/x.conf, then ~/.x.conf', '.RE'].join('\n');
  assert.ok(!outline('x.1', page).some((l) => l.startsWith('## Both files')), outline('x.1', page).join('\n'));
});

test("an indented block right after an option's own (Asciidoctor's note) is that option's, after the last option too; unindented prose after it stays the section's", () => {
  const note = (text: string) => ['.if n .sp', '.RS 4', '.it 1 an-trap', '.nr an-no-space-flag 1', '.br', '.ps +1', '.B Note', '.ps -1', '.br', '.sp', text, '.sp .5v', '.RE'];
  const page = [
    '.\\" Generator: Asciidoctor 2.0.16',
    '.TH "IPMCTL\\-SHOW\\-PCD" "1"',
    '.SH "OPTIONS"',
    '.sp',
    '\\-ddrt',
    '.RS 4',
    'Used to specify DDRT as the transport protocol.',
    '.RE',
    '.sp',
    '\\-smbus',
    '.RS 4',
    'Used to specify SMBUS as the transport protocol.',
    '.RE',
    ...note('The \\-ddrt and \\-smbus options are mutually exclusive.'),
    '.sp',
    '\\-lpmb',
    '.RS 4',
    'Used to specify large transport payload size.',
    '.RE',
    ...note('The \\-lpmb and \\-spmb options are mutually exclusive.'),
    '.SH "TARGETS"',
    '.sp',
    '\\-dimm',
    '.RS 4',
    'Restricts output to specific modules.',
    '.RE',
    '.sp',
    'The default is to display all modules.',
    '.SH "EXAMPLES"',
    'ipmctl show \\-pcd',
  ].join('\n');
  assert.deepEqual(outline('ipmctl-show-pcd.1', page), [
    '# OPTIONS: ',
    '## -ddrt: Used to specify DDRT as the transport protocol.',
    '## -smbus: Used to specify SMBUS as the transport protocol. / Note / The -ddrt and -smbus options are mutually exclusive.',
    '## -lpmb: Used to specify large transport payload size. / Note / The -lpmb and -spmb options are mutually exclusive.',
    '# TARGETS: ',
    '## -dimm: Restricts output to specific modules.',
    '# TARGETS: The default is to display all modules.',
    '# EXAMPLES: ipmctl show -pcd',
  ]);
});

test("an option with its explanation on the same line, then an indented block, is an entry (bpftrace's -B MODE); a paragraph that only starts with an option stays prose", () => {
  const page = [
    '.\\" Generator: Asciidoctor 2.0.18',
    '.TH "BPFTRACE" "8"',
    '.SH "OPTIONS"',
    '.SS "Output format"',
    '.sp',
    '\\fB\\-B\\fP \\fIMODE\\fP, Set the buffer mode for stdout. Valid values are',
    '.RS 4',
    '\\fBnone\\fP No buffering.',
    '.br',
    '\\fBfull\\fP Data is written once the buffer is full.',
    '.RE',
    '.sp',
    '\\fB\\-f\\fP \\fIFORMAT\\fP: Set the output format. Valid values are',
    '.RS 4',
    '\\fBjson\\fP',
    '.br',
    '\\fBtext\\fP',
    '.RE',
    '.sp',
    '\\fB\\-o\\fP \\fIFILENAME\\fP',
    '.RS 4',
    'Write bpftrace tracing output to \\fIFILENAME\\fP instead of stdout.',
    '.RE',
    '.SH "NOTES"',
    '.sp',
    '\\fB\\-\\-unsafe\\fP, when given, allows unsafe functions such as',
    '.RS 4',
    'system, signal',
    '.RE',
  ].join('\n');
  assert.deepEqual(outline('bpftrace.8', page), [
    '# OPTIONS: ',
    '## Output format: ',
    '### -B MODE: Set the buffer mode for stdout. Valid values are / none No buffering.\nfull Data is written once the buffer is full.',
    '### -f FORMAT: Set the output format. Valid values are / json\ntext',
    '### -o FILENAME: Write bpftrace tracing output to FILENAME instead of stdout.',
    '# NOTES: --unsafe, when given, allows unsafe functions such as / system, signal',
  ]);
});

test("blocks after an option with many entries of its own, empty or not, are read in linear time and go on after those entries", () => {
  const nested = Array.from({ length: 25_000 }, (_, i) => `.PP\nv${i}\n.RS 4\nValue ${i}.\n.RE`);
  const blocks = Array.from({ length: 25_000 }, (_, i) => (i % 2 ? '.sp\n.RS 4\n.RE' : '.sp\n.RS 4\nMore.\n.RE'));
  const page = ['.\\" Generator: Asciidoctor 2.0.18', '.TH X 1', '.SH OPTIONS', '.sp', '\\-a', '.RS 4', 'Option a.', ...nested, '.RE', ...blocks].join('\n');
  const started = performance.now();
  const sections = parseFile('x.1', page)!.sections;
  assert.ok(performance.now() - started < 1_000, `took ${performance.now() - started} ms`);
  assert.deepEqual(sections.slice(0, 3).map((s) => s.heading), ['OPTIONS', '-a', 'v0']);
  assert.equal(sections.at(-1)!.heading, '-a');
  assert.equal(sections.at(-1)!.blocks.length, 12_500);
});

test("DocBook XSL's .TH title cut to 20 characters is the whole title of its header comment; a cut ending in a backslash keeps the section", () => {
  const header = (title: string, th: string, name: string) =>
    ['\'\\" t', `.\\"     Title: ${title}`, '.\\" Generator: DocBook XSL Stylesheets vsnapshot <http://docbook.sf.net/>', th, '.SH "NAME"', `${name} \\- a command`, '.SH "DESCRIPTION"', '.PP', 'Text\\&.'].join('\n');
  const title = (t: string, th: string, name = t.replace(/ /g, '-')) => parseFile('x.1', header(t, th, name))!.title;
  assert.equal(title('ostree admin set-origin', '.TH "OSTREE ADMIN SET\\-OR" "1" "" "OSTree" "ostree admin set-origin"'), 'OSTREE ADMIN SET-ORIGIN(1): ostree-admin-set-origin - a command');
  assert.equal(title('ostree.repo-config', '.TH "OSTREE\\&.REPO\\-CONFI" "5" "" "OSTree" "ostree.repo-config"'), 'OSTREE.REPO-CONFIG(5): ostree.repo-config - a command');
  assert.equal(title('ostree admin config-diff', '.TH "OSTREE ADMIN CONFIG\\" "1" "" "OSTree" "ostree admin config-diff"'), 'OSTREE ADMIN CONFIG-DIFF(1): ostree-admin-config-diff - a command');
  // A title that is not the comment's start, or as long, is the page's own.
  assert.equal(title('ostree admin status', '.TH "OSTREE ADMIN STATUS" "1"'), 'OSTREE ADMIN STATUS(1): ostree-admin-status - a command');
  assert.equal(title('libfoo', '.TH "BAR" "3"', 'bar'), 'BAR(3): bar - a command');
});

test("Asciidoctor's options inside an entry's text (.sp, the option, its indented text) are entries of that entry; a line leading into an indented example stays its text", () => {
  const page = [
    '.\\" Generator: Asciidoctor 2.0.12', '.TH "ZYPPER" "8" "" "" ""', '.SH "NAME"', 'zypper \\- Command\\-line interface to ZYpp system management library (libzypp)',
    '.SH "COMMANDS"', '.SS "Package Management Commands"', '.sp', '\\fBinstall\\fP (\\fBin\\fP) [\\fIoptions\\fP] \\fIname\\fP...', '.RS 4', 'Install or update packages.',
    '.sp', 'You can install a plain RPM file by its path. E.g.:', '.RS 4', '.sp', '$ \\fBzypper install ~/rpms/foo.rpm\\fP', '.RE',
    '.sp', '\\fB\\-f\\fP, \\fB\\-\\-force\\fP', '.RS 4', 'Install even if the item is already installed (reinstall).', '.RE',
    '.sp', '\\fB\\-\\-from\\fP \\fIalias\\fP|\\fIname\\fP|\\fI#\\fP|\\fIURI\\fP', '.RS 4', 'Select packages from specified repository.', '.RE',
    '.sp', 'Solver related options:', '.RE', '.sp', '\\fBremove\\fP (\\fBrm\\fP) [\\fIoptions\\fP] \\fIname\\fP...', '.RS 4', 'Remove packages.', '.RE',
  ].join('\n');
  assert.deepEqual(outline('zypper.8', page).slice(2), [
    '## Package Management Commands: ',
    '### install (in) [options] name...: Install or update packages. / You can install a plain RPM file by its path. E.g.: / $ zypper install ~/rpms/foo.rpm',
    '#### -f, --force: Install even if the item is already installed (reinstall).',
    '#### --from alias|name|#|URI: Select packages from specified repository.',
    '### install (in) [options] name...: Solver related options:',
    '### remove (rm) [options] name...: Remove packages.',
  ]);
});

test("Asciidoctor's block that goes on with an entry after its nested list (.RE, .sp, a blank line, .RS) is that entry's, with the options it lists", () => {
  const page = [
    '.\\" Generator: Asciidoctor 2.0.12', '.TH "ZYPPER" "8" "" "" ""', '.SH "NAME"', 'zypper \\- package manager', '.SH "COMMANDS"', '.SS "Query Commands"',
    '.sp', '\\fBsearch\\fP (\\fBse\\fP) [\\fIoptions\\fP]', '.RS 4', 'Search for packages.', '.sp', 'The status column can contain the following values:', '.RS 4',
    '.sp', '\\fBi+\\fP', '.RS 4', 'installed by user request', '.RE', '.sp', '\\&.\\fBR\\fP', '.RS 4', 'is shown if the item has been retracted', '.RE', '.RE', '.RE',
    '.sp', '', '.RS 4', 'The \\fBv\\fP status is only shown if the version matters.', '.sp', 'This command accepts the following options:',
    '.sp', '\\fB\\-i\\fP, \\fB\\-\\-installed\\-only\\fP', '.RS 4', 'Show only installed packages.', '.RE', '.RE',
    '.SS "Utilities"', 'Text.',
  ].join('\n');
  assert.deepEqual(outline('zypper.8', page).slice(2), [
    '## Query Commands: ',
    '### search (se) [options]: Search for packages. / The status column can contain the following values:',
    '#### i+: installed by user request',
    '#### .R: is shown if the item has been retracted',
    '### search (se) [options]: The v status is only shown if the version matters. / This command accepts the following options:',
    '#### -i, --installed-only: Show only installed packages.',
    '## Utilities: Text.',
  ]);
});

test("a no-fill block aligning terms and their descriptions is an entry per term (Asciidoctor's literal tables); code that lines up so stays code", () => {
  const block = (...rows: string[]) => ['.sp', '.if n .RS 4', '.nf', '.fam C', ...rows, '.fam', '.fi', '.if n .RE'];
  const page = [
    '.\\" Generator: Asciidoctor 2.0.16', '.TH "TIMEW\\-HINTS" "7" "" "" ""', '.SH "NAME"', 'timew-hints \\- Timewarrior hints', '.SH "DESCRIPTION"',
    '.sp', 'The supported hints are:',
    ...block(
      ':quiet         Turns off all feedback. For automation',
      ':yes           Overrides confirmation by answering \\*(Aqyes\\*(Aq to the questions',
      'sopd, eopd     Start/end of previous day',
      ':ids           Displays interval ID numbers',
      '               in the summary report',
    ),
    '.sp', 'Two rows are too few:',
    ...block(':day           The 24 hours of the current day', ':week          This week'),
    '.sp', 'A struct, a configuration file, a program\'s output and names of commits:',
    ...block('char      *name;', 'int       len;', 'void      *data;'),
    ...block('Host          example', 'HostName      example.com', 'User          git'),
    ...block('1234  pts/0    00:00:00 bash', '1240  pts/0    00:00:01 vim', '1290  pts/1    00:00:00 top'),
    ...block('refs/heads/main:           C, B, A', 'refs/heads/feature:        F, E, D, B, A', 'refs/remote/origin/main:   A'),
    ...block('db.c:  line 33 has an invalid type', 'db.c:  line 36 has an invalid type', 'db.c:  line 37 has an invalid type'),
    '.sp', 'Back in the section.',
  ].join('\n');
  assert.deepEqual(outline('timew-hints.7', page).slice(1), [
    '# DESCRIPTION: The supported hints are:',
    '## :quiet: Turns off all feedback. For automation',
    "## :yes: Overrides confirmation by answering 'yes' to the questions",
    '## sopd, eopd: Start/end of previous day',
    '## :ids: Displays interval ID numbers in the summary report',
    // What follows the table is the section's, not the last row's (as an Asciidoctor option's further paragraph is).
    "# DESCRIPTION: Two rows are too few: / [code] :day           The 24 hours of the current day\n:week          This week / A struct, a configuration file, a program's output and names of commits: / [code] char      *name;\nint       len;\nvoid      *data; / [code] Host          example\nHostName      example.com\nUser          git / [code] 1234  pts/0    00:00:00 bash\n1240  pts/0    00:00:01 vim\n1290  pts/1    00:00:00 top / [code] refs/heads/main:           C, B, A\nrefs/heads/feature:        F, E, D, B, A\nrefs/remote/origin/main:   A / [code] db.c:  line 33 has an invalid type\ndb.c:  line 36 has an invalid type\ndb.c:  line 37 has an invalid type / Back in the section.",
  ]);
});

test("mdoc: .Nm before a macro (.Nm Ns 's) is the page's name", () => {
  const page = ['.Dd July 1, 2023', '.Dt BMAKE 1', '.Os', '.Sh NAME', '.Nm bmake', '.Nd maintain program dependencies', '.Sh ENVIRONMENT', 'Variables of', '.Nm Ns \'s', 'environment.'].join('\n');
  assert.deepEqual(outline('bmake.1', page), ['# NAME: bmake - maintain program dependencies', "# ENVIRONMENT: Variables of bmake's environment."]);
});

test("pandoc's nested lists marked by letters or roman numerals are list items of their entry, not entries named 'i.'", () => {
  const page = ['.TH GOCRYPTFS 1', '.SH EXCLUDING FILES', '.IP "9." 3', 'Two consecutive asterisks may have special meaning:', '.RS 4', '.IP "  i." 5', 'A leading ** followed by a slash means match in all directories.', '.IP " ii." 5', 'A trailing /** matches everything inside.', '.IP "a)" 4', 'Other patterns match as in gitignore.', '.RE'].join('\n');
  const lines = outline('gocryptfs.1', page).join('\n');
  assert.doesNotMatch(lines, /^\s*#+ (?:i|ii|a)[.)]/m, lines);
  assert.match(lines, /- A leading \*\* followed by a slash/);
  assert.match(lines, /- A trailing \/\*\* matches everything inside/);
});

test("a tbl table whose format never ends with its '.' (Ronn-NG writes `allbox;` alone) keeps its first row as a row", () => {
  const page = ['.TH GIT\\-RELEASE 1', '.SH "SYNOPSIS"', '.TS', 'allbox;', '\\fBgit\\-release\\fR [<tagname>\t\\-\\-semver <name>] [\\-r <remote>]', '.TE', '.SH "DESCRIPTION"', 'Commits changes for release.'].join('\n');
  assert.match(outline('git-release.1', page).join('\n'), /git-release \[<tagname>.*--semver <name>\] \[-r <remote>\]/);
  // A well-formed format (options, then key letters ending in '.') is no row.
  const table = ['.TH T 1', '.SH SIZES', '.TS', 'tab(|);', 'l l.', 'small|1 KB', 'large|1 MB', '.TE'].join('\n');
  assert.doesNotMatch(outline('t.1', table).join('\n'), /tab\(|l l\./);
  const tabbed = ['.TH T 1', '.SH SIZES', '.TS', 'l\tl', 'l\tl.', 'small\t1 KB', '.TE'].join('\n');
  assert.doesNotMatch(outline('t.1', tabbed).join('\n'), /\bl \| l\b/);
});

/**
 * Text from documentation, package metadata and file names as it may reach a terminal: a page, a package or a file
 * name may hold a terminal's control sequences (colours, a window title, the clipboard: `ESC[31m`, `ESC]0;title BEL`,
 * `ESC]52;…`), as hostile input or as pasted terminal output, and `libdocs` prints them.
 * @module
 */

/**
 * ESC sequences: CSI (`ESC[31m`), an operating-system command to its terminator (`ESC]0;title BEL`, at most 256
 * characters on one line: one never closed takes nothing but its ESC), and two-character ones (`ESC(B`).
 */
const ESCAPE_SEQUENCE = /\x1b(?:\[[0-?]*[ -/]*[@-~]?|\][^\x07\x1b\n]{0,256}(?:\x07|\x1b\\)|[ -/]*[0-~]?)/g;
/** Colour codes a highlighter wrote out in caret notation (`^[[36mINFO^[[0m`, crmsh's captured sessions). */
const CARET_COLOUR = /\^\[\[[0-9;]{0,20}m/g;
/** Control characters but tab, line feed and carriage return (C0, DEL, C1). */
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;
const ANY_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]|\^\[\[/;

/** Text without terminal control sequences or control characters: tabs and line breaks stay; form and line feeds, and a lone carriage return, break lines. */
export function withoutTerminalControls(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  return text.replace(ESCAPE_SEQUENCE, '').replace(CARET_COLOUR, '').replace(/[\v\f]/g, '\n').replace(/\r(?!\n)/g, '\n').replace(CONTROL, '');
}

/**
 * A name or a value shown on one line (a file's path, a package's name, a version refused): each control character,
 * line breaks included, written as `\xNN`, so that two names stay two (`a\x01.md`, `a\x02.md`) and nothing reaches the
 * terminal but text.
 */
export function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Lines shown as they are but for their control characters (see printable): a log line, an error message. */
function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/** Writes a log line to standard error, its control characters shown (see printableLines): the servers' default log. */
export function logToStderr(line: string): void {
  process.stderr.write(`${printableLines(line)}\n`);
}

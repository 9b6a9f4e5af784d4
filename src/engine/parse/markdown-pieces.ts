/**
 * Large Markdown pages in pieces: micromark's time and memory grow faster than the length of the text it is
 * given, so a large page is parsed heading by heading.
 * @module
 */
import { FenceTracker } from './bounds.ts';

const DEFINITION = /^ {0,3}\[([^\]\n]+)\]:[ \t]*\S/;

/**
 * Cuts Markdown into pieces of about `size` characters at ATX heading lines outside code fences (after four times
 * that without a heading, at an unindented line after a blank one, a quote's first line too: a blank line ends a
 * quote, and a page of thousands of quotes took micromark 11 s for 190 KB), and gives each piece the link
 * reference definitions it uses (so `[text][ref]` still reads as a link's text).
 */
export function splitAtHeadings(text: string, size: number): string[] {
  const lines = text.split('\n');
  const definitions: { label: string; line: string }[] = [];
  const pieces: string[][] = [[]];
  const code = new FenceTracker();
  let length = 0;
  let blank = false;
  for (const line of lines) {
    if (!code.inside(line)) {
      const d = DEFINITION.exec(line);
      if (d) {
        definitions.push({ label: d[1]!.toLowerCase(), line });
        continue;
      }
      if ((length >= size && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) || (length >= size && blank && /^\S/.test(line))) {
        pieces.push([]);
        length = 0;
      }
    }
    pieces[pieces.length - 1]!.push(line);
    length += line.length + 1;
    blank = line.trim() === '';
  }
  return pieces.map((piece) => {
    const body = piece.join('\n');
    const lower = body.toLowerCase();
    const used = definitions.filter((d) => lower.includes(`[${d.label}]`)).map((d) => d.line);
    return used.length ? `${body}\n\n${used.join('\n')}\n` : body;
  });
}

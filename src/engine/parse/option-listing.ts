/**
 * A command's options printed as a block of text, as Cobra's generated reference pages write them (rclone, Hugo,
 * kubectl): each option at the start of its line (`-h, --help`, `--vfs-cache-mode CacheMode`), its explanation after
 * a gap of two spaces or more, or on the more indented lines below. Read as one entry per option rather than code,
 * so that a question finds the option, not a 20-line piece of the block.
 * @module
 */

export interface OptionEntry {
  /** The option as written, with its value's type: `--vfs-cache-mode CacheMode`. */
  name: string;
  text: string;
}

/** Options a block must list to be read as entries. */
const MIN_OPTIONS = 3;
/** Longer lines are not read (a hostile block cannot make the patterns below scan far). */
const LINE_MAX = 500;
/**
 * An option's flags, each a letter after one dash or a word after two (`-h, --help`, `--dry-run`, `-n`; not
 * `-rw-r--r--` or a diff's `-import foo`), and an optional value's type (`string`, `CacheMode`, `=false:`).
 */
const OPTION_HEAD = /^((?:-[A-Za-z0-9]|--[A-Za-z0-9][\w.-]{0,80})(?:, ?(?:-[A-Za-z0-9]|--[A-Za-z0-9][\w.-]{0,80})){0,3})((?:[ =][^\s]{1,60})?)$/;

/** The block's options, or undefined when it is not an option listing (fewer than three, or other lines among them). */
export function optionListing(code: string): OptionEntry[] | undefined {
  const entries: OptionEntry[] = [];
  let current: OptionEntry | undefined;
  let indent = 0;
  for (const raw of code.split('\n')) {
    if (raw.length > LINE_MAX) return undefined;
    const line = raw.trim();
    if (line === '') continue;
    const at = raw.length - raw.trimStart().length;
    const option = line.startsWith('-') ? optionLine(line) : undefined;
    if (option) {
      current = option;
      indent = at;
      entries.push(option);
      continue;
    }
    // Explanation goes on below its option, further in; any other line means the block is something else.
    if (!current || at <= indent) return undefined;
    current.text = current.text ? `${current.text} ${line}` : line;
  }
  return entries.length >= MIN_OPTIONS ? entries : undefined;
}

function optionLine(line: string): OptionEntry | undefined {
  const gap = /\s{2,}|\t/.exec(line);
  const head = (gap ? line.slice(0, gap.index) : line).replace(/:$/, '');
  const m = OPTION_HEAD.exec(head);
  if (!m) return undefined;
  return { name: head, text: gap ? line.slice(gap.index + gap[0].length).trim() : '' };
}

/**
 * The Markdown answer: the best snippets packed under a token budget, each starting with a `### ` title line
 * and its source, code fenced with a language tag, snippets separated by a line of dashes, and a source
 * attribution line at the end.
 * @module
 */
import type { Ranked } from './rank/search.ts';
import type { StoredSnippet } from './store/store.ts';

export const SNIPPET_SEPARATOR = '-'.repeat(40);
export const DEFAULT_TOKENS = 3000;
/** A snippet scoring below this share of the best one is noise, not a second answer. */
const RELATIVE_CUTOFF = 0.6;
/** Below this share of the question's terms, say that nothing matches closely. */
const WEAK_COVERAGE = 0.45;
const MAX_SNIPPETS = 8;
const WEAK_MAX_SNIPPETS = 3;

export interface PackedAnswer {
  /** True when no snippet covers the question well: the answer says so. */
  weak: boolean;
  /** Rendered snippets, best first; the first may be cut to fit the budget. */
  parts: { snippet: StoredSnippet; text: string; score: number }[];
}

/** Chooses what goes into an answer of at most `tokens` tokens (characters / 4). */
export function packAnswer(ranked: Ranked[], tokens: number): PackedAnswer {
  const budgetChars = Math.max(400, tokens * 4);
  const best = ranked[0];
  if (!best) return { weak: true, parts: [] };
  const weak = best.coverage < WEAK_COVERAGE;
  const parts: PackedAnswer['parts'] = [];
  let used = 300; // room for the note and the attribution line
  for (const r of ranked) {
    if (parts.length >= (weak ? WEAK_MAX_SNIPPETS : MAX_SNIPPETS)) break;
    if (r !== best && r.score < best.score * RELATIVE_CUTOFF) break;
    const text = formatSnippet(r.snippet);
    const cost = text.length + SNIPPET_SEPARATOR.length + 4;
    if (used + cost <= budgetChars) {
      parts.push({ snippet: r.snippet, text, score: r.score });
      used += cost;
    } else if (r === best) {
      parts.push({ snippet: r.snippet, text: truncate(text, budgetChars - used), score: r.score });
      used = budgetChars;
    }
  }
  return { weak, parts };
}

export function renderAnswer(packed: PackedAnswer, attribution: string): string {
  const footer = `${SNIPPET_SEPARATOR}\nSource: ${attribution}`;
  if (packed.parts.length === 0) return `No documentation section matches this question.\n\n${footer}`;
  const note = packed.weak ? 'Note: no section matches the question closely; the nearest sections follow.\n\n' : '';
  return `${note}${packed.parts.map((p) => p.text).join(`\n\n${SNIPPET_SEPARATOR}\n\n`)}\n\n${footer}`;
}

export function formatSnippet(s: StoredSnippet): string {
  const lines = [`### ${s.title}`, '', `Source: ${s.source}${s.anchor ? `#${s.anchor}` : ''}`];
  if (s.description.trim()) lines.push('', s.description.trim());
  for (const c of s.code) {
    const fence = c.code.includes('```') ? '~~~~' : '```';
    lines.push('', `${fence}${c.lang}`, c.code.replace(/\s+$/, ''), fence);
  }
  return lines.join('\n');
}

/** Cuts at a line boundary and closes an open code fence, so the Markdown stays valid. */
function truncate(text: string, maxChars: number): string {
  const out: string[] = [];
  let size = 0;
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    if (size + line.length + 1 > maxChars - 60) break;
    out.push(line);
    size += line.length + 1;
    const marker = /^(```|~~~~)/.exec(line)?.[1];
    if (marker) fence = fence === marker ? undefined : (fence ?? marker);
  }
  if (fence) out.push(fence);
  out.push('', '[…truncated to fit the token budget]');
  return out.join('\n');
}

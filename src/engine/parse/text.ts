/**
 * Plain text to the page model: paragraphs as prose, underlined or short ALL CAPS lines as headings, blocks
 * indented by four spaces (or a tab) as code.
 * @module
 */
import type { ParsedPage } from '../types.ts';
import { dedent } from './_shared.ts';
import { manPageLines, readRenderedManPage } from './man-text.ts';
import { PageBuilder, Slugger } from './page.ts';

const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;
/** A FAQ's question and answer marks at the start of a paragraph. */
const QUESTION = /^Q[:.]\s+/;
const ANSWER = /^\s*A[:.]\s+/;
const FAQ_QUESTION_MAX = 300;
/** "6.  The Ogg page format", "4.1. Framing": a section's number and a capitalised title, at the line's start. */
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?[ \t]+\p{Lu}[^\n]{0,80}$/u;
/** A document numbered throughout has this many numbered headings at least (a list's "1. Install" is no heading). */
const NUMBERED_HEADINGS_MIN = 3;
/** An RFC's page footer ("Pfeiffer   Informational   [Page 2]") and running header ("RFC 3533   Title   May 2003"). */
const RFC_FOOTER = /^\S.{0,100}[ \t]{2,}\[Page \d{1,4}\]$/;
const RFC_HEADER = /^\f?RFC \d{1,5}[ \t]{2,}\S.{0,100}[ \t]{2,}\p{L}{3,9} \d{4}$/u;

export function parseText(text: string): ParsedPage {
  const out = new PageBuilder();
  const manPage = manPageLines(text);
  if (manPage) {
    readRenderedManPage(manPage, out, 1);
    // Its first heading is NAME: the title comes from that section's line (see man-name.ts).
    return out.page(undefined, undefined, false);
  }
  // An RFC's page breaks: the footer ending "[Page 2]", a form feed, the running header ("RFC 3533   The Ogg … May 2003").
  const all = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trimEnd());
  const lines = all.filter((l) => !RFC_FOOTER.test(l) && !RFC_HEADER.test(l)).map((l) => l.replace(/\f/g, ''));
  // Numbered headings as an RFC writes them: in an RFC (its page breaks say so), or with two spaces after the number
  // and a body indented under it ("6.  The Ogg page format"). A list's steps or a release history ("1. Download the
  // source", Pandoc's "1.  Download the source", "2.1 Fixed …") are text.
  const rfc = lines.length < all.length;
  const rfcHeading = (k: number) =>
    NUMBERED_HEADING.test(lines[k]!) && !lines[k]!.endsWith('.') && (lines[k + 1] ?? '') === '' && (rfc || (/^[\d.]+[ \t]{2}/.test(lines[k]!) && /^[ \t]{3}\S/.test(lines[k + 2] ?? '')));
  const numbered = lines.filter((_, k) => rfcHeading(k)).length >= NUMBERED_HEADINGS_MIN;
  const slugger = new Slugger();
  const n = lines.length;
  // A FAQ written as "Q: ..." and "A: ..." paragraphs: each question heads its answer.
  const faq = lines.filter((l) => QUESTION.test(l)).length >= 2 && lines.some((l) => ANSWER.test(l));
  let i = 0;
  while (i < n) {
    const line = lines[i]!;
    if (line === '') {
      i++;
      continue;
    }
    if (faq && QUESTION.test(line)) {
      let end = i + 1;
      while (end < n && lines[end] !== '' && !ANSWER.test(lines[end]!) && !QUESTION.test(lines[end]!)) end++;
      const question = lines.slice(i, end).map((l) => l.trim()).join(' ').replace(QUESTION, '');
      // A question is a heading of a few lines; a paragraph longer than that is text that starts with "Q:".
      if (question.length > FAQ_QUESTION_MAX) {
        out.text(question);
        i = end;
        continue;
      }
      out.heading(2, question, slugger.slug(question));
      i = end;
      // The answer's mark is no word of it.
      let answer = i;
      while (answer < n && lines[answer] === '') answer++;
      if (answer < n && ANSWER.test(lines[answer]!)) lines[answer] = lines[answer]!.replace(ANSWER, '');
      continue;
    }
    if (/^(?: {4}|\t)/.test(line)) {
      let end = i;
      let last = i;
      while (end < n && (lines[end] === '' || /^(?: {4}|\t)/.test(lines[end]!))) {
        if (lines[end] !== '') last = end + 1;
        end++;
      }
      out.code(dedent(expandLeadingTabs(lines.slice(i, last))).join('\n'));
      i = last;
      continue;
    }
    // `Title` over `=====` or `-----`.
    const under = lines[i + 1];
    if (under !== undefined && /^(?:={3,}|-{3,}|~{3,})$/.test(under.trim()) && line.trim().length <= 100) {
      const heading = line.trim();
      out.heading(under.trim()[0] === '=' ? 1 : 2, heading, slugger.slug(heading));
      i += 2;
      continue;
    }
    // A numbered heading of a document numbered so throughout (an RFC's "6.  The Ogg page format", "4.1.  Framing").
    const number = numbered && (i === 0 || lines[i - 1] === '') && rfcHeading(i) ? NUMBERED_HEADING.exec(line) : null;
    if (number) {
      const heading = line.trim().replace(/\s+/g, ' ');
      out.heading(Math.min(4, number[1]!.split('.').filter(Boolean).length), heading, slugger.slug(heading));
      i++;
      continue;
    }
    if (isCapsHeading(line) && (i === 0 || lines[i - 1] === '') && (lines[i + 1] ?? '') === '') {
      const heading = line.trim();
      out.heading(1, heading, slugger.slug(heading));
      i++;
      continue;
    }
    let end = i;
    const parts: string[] = [];
    while (end < n && lines[end] !== '' && !(end > i && /^(?: {4}|\t)/.test(lines[end]!) && !LIST_ITEM.test(lines[end]!))) {
      const l = lines[end]!.trim();
      parts.push(parts.length > 0 && LIST_ITEM.test(lines[end]!) ? `\n${l}` : l);
      end++;
    }
    out.text(parts.join(' ').replace(/ \n/g, '\n'));
    i = end;
  }
  // A FAQ is not titled by its first question (every section's path would carry it): by its file's name.
  return out.page(undefined, undefined, !faq);
}

/** A short line in capitals with at least one word of two letters: `INSTALLATION`, `SEE ALSO`. */
function isCapsHeading(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 60 || /\p{Ll}/u.test(t) || !/\p{Lu}{2}/u.test(t)) return false;
  if (t.split(/\s+/).length > 8) return false;
  return !/[.;,]$/.test(t);
}

/** Leading tabs count as four spaces each. */
function expandLeadingTabs(lines: string[]): string[] {
  return lines.map((l) => l.replace(/^\t+/, (tabs) => '    '.repeat(tabs.length)));
}

/**
 * The embedded default: answers from the local SQLite index, with no key and no network.
 * @module
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DEFAULT_TOKENS } from '../defaults.ts';
import { MAX_UNITS, packAnswer, renderAnswer, unitTitle, type PackedAnswer } from '../engine/answer.ts';
import { identifierInjectionRule, injectionRule } from '../engine/injection.ts';
import { parseLibraryId } from '../engine/library-meta.ts';
import { docsProvenance } from '../engine/provenance.ts';
import { asksAboutChanges, contentOfQuestion, tellsStory } from '../engine/rank/question.ts';
import { coreName, resolveLibraries } from '../engine/rank/resolve.ts';
import { outdatedFor } from '../engine/rank/outdated.ts';
import { isLongQuestion, mentionsQuestion, rankSnippets, termRarity, unwrittenShare } from '../engine/rank/search.ts';
import { answerUnits } from '../engine/rank/sections.ts';
import { inDocumentedSpelling } from '../engine/rank/spelling.ts';
import { ftsPhrase } from '../engine/rank/tokens.ts';
import { undocumentedNames } from '../engine/rank/undocumented.ts';
import type { LibraryRow, Store, VersionRow } from '../engine/store/store.ts';
import { matchVersion, sortVersions, versionInQuestion } from '../engine/versions.ts';
import { invalidLibraryId, LibdocsError, libraryNotFound, messages, NpmNotAsked, versionNotAvailable } from '../errors.ts';
import type { AnswerPart, ApiBackend, LibrarySummary, QueryOptions, SourceReputation, VersionStats } from './backend.ts';
import type { Fetched, FetchVersion, OnMiss } from './npm-on-miss.ts';

/** Generic questions for warmUp: common documentation words, several of them, so every ranking path runs. */
const WARM_UP_QUESTIONS = ['how to configure the default options', 'handle an error returned by the request', 'example of reading a file into a string'];

export class LocalBackend implements ApiBackend {
  readonly store: Store;
  private readonly onMiss?: OnMiss;

  /** Library ID → the version the user's project uses: the default when a question names none. */
  readonly projectVersions = new Map<string, string>();

  private readonly fetchVersion?: FetchVersion;

  /** A caller has asked something: the warm-up has nothing left to do (see warmUp). */
  private asked = false;

  /**
   * `onMiss` fetches a library the index does not have, `fetchVersion` a version of an npm library that it
   * lacks (both from the npm registry, unless the user is offline).
   */
  constructor(store: Store, onMiss?: OnMiss, fetchVersion?: FetchVersion) {
    this.store = store;
    this.onMiss = onMiss;
    this.fetchVersion = fetchVersion;
  }

  async resolveLibrary(libraryName: string, query: string): Promise<LibrarySummary[]> {
    this.asked = true;
    const found = this.resolveMatches(libraryName, query).map((m) => m.summary);
    if (found.length > 0 || !this.onMiss) return found;
    let fetched: Fetched;
    try {
      fetched = await this.onMiss(libraryName, query);
    } catch (error) {
      const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
      throw new LibdocsError('NO_LIBRARY_MATCH', messages.noLibraryMatchAfterNpm(libraryName, reason, !(error instanceof NpmNotAsked)), 1, { cause: error });
    }
    const library = this.store.library(fetched.id);
    if (!library) return [];
    const summary = this.summary(library);
    // The registry's text is the package author's: filtered like any indexed text before it reaches the assistant.
    const rule = fetched.description ? injectionRule(fetched.description) : undefined;
    const withheld = rule ? `it looks like a prompt injection (${rule})` : undefined;
    summary.description = messages.fetchedFromNpm(`${fetched.packageName}@${fetched.version}`, fetched.description && clip(fetched.description, 300), withheld);
    if (fetched.fullerDocs && !injectionRule(fetched.fullerDocs)) summary.description = `${summary.description} ${messages.fullerDocsComing(fetched.fullerDocs)}`;
    return [summary];
  }

  /** The index's own matches, best first, each saying whether it matched by content rather than by name. */
  resolveMatches(libraryName: string, query: string): { summary: LibrarySummary; byContent: boolean }[] {
    return resolveLibraries(this.store, libraryName, query).map((m) => {
      const summary = this.summary(m.library);
      // SPEC 2.1 has no field for how a library matched: say it first in the description.
      if (m.contentEvidence) {
        const evidence = { ...m.contentEvidence, titles: m.contentEvidence.titles.map((t) => clip(t, 80)) };
        summary.description = `${messages.contentMatch(coreName(libraryName), evidence)} ${summary.description ?? ''}`.trim();
      }
      return { summary, byContent: m.contentEvidence !== undefined };
    });
  }

  async queryDocs(libraryId: string, query: string, options: QueryOptions = {}): Promise<string> {
    this.asked = true;
    let answer;
    try {
      answer = this.answer(libraryId, query, options);
    } catch (error) {
      // A version the index lacks, of a library from npm: fetch it, then answer from it.
      const wanted = parseLibraryId(libraryId);
      if (!(error instanceof LibdocsError) || error.code !== 'VERSION_NOT_AVAILABLE' || !this.fetchVersion || !wanted?.version) throw error;
      if (!(await this.fetchVersion(wanted.id, wanted.version))) throw error;
      answer = this.answer(libraryId, query, options);
    }
    return renderAnswer(answer.packed, answer.attribution);
  }

  /** The answer as data: the selected library version and the packed snippets (for `--json` and the API). */
  answer(libraryId: string, query: string, options: QueryOptions = {}): { library: LibraryRow; version: VersionRow; packed: PackedAnswer; attribution: string } {
    const { library, version, named } = this.selectVersion(libraryId, query);
    const context = { ...library, versions: named };
    const content = inDocumentedSpelling(contentOfQuestion(query, context), (word) => this.store.countMatches(version, ftsPhrase(word)));
    const aboutChanges = asksAboutChanges(query);
    const ranked = rankSnippets(this.store, version, content, { aboutChanges, library: context });
    const units = answerUnits(this.store, version, ranked, MAX_UNITS, { mentions: mentionsQuestion(content, termRarity(this.store, version)), outdated: outdatedFor(content, aboutChanges) });
    const packed = packAnswer(units, options.tokens ?? DEFAULT_TOKENS, {
      undocumented: undocumentedNames(this.store, version, content),
      long: isLongQuestion(content),
      unwritten: unwrittenShare(this.store, version, content, units[0]?.chunks),
      story: tellsStory(query, context),
    });
    const fullId = `${library.id}${version.version ? `/${version.version}` : ''}`;
    const from = docsProvenance(version.marker);
    const attribution = `${shownName(library)}${version.version ? ` ${version.version}` : ''} documentation (${fullId})${from ? ` ${from}` : ''}, indexed ${version.indexedAt.slice(0, 10)} by libdocs`;
    return { library, version, packed, attribution };
  }

  answerParts(libraryId: string, query: string, options: QueryOptions = {}): AnswerPart[] {
    this.asked = true;
    return this.answer(libraryId, query, options).packed.parts.map(({ unit, text, source }) => ({
      title: unitTitle(unit),
      // As the part's text says it: a part joined from several units of a page keeps the first unit's.
      source,
      path: unit.path,
      description: unit.chunks.map((c) => c.description).filter(Boolean).join('\n\n'),
      code: unit.chunks.flatMap((c) => c.code.map(({ lang, code }) => ({ language: lang, code }))),
      text,
    }));
  }

  /**
   * Resolves the largest indexed library's name and answers a few generic questions from it, one step per turn
   * of the event loop (a request that arrives meanwhile waits for one step at most), so that the first real
   * question of a session does not pay for compiling the ranking code and the injection rules and for a cold
   * cache: about 150 ms instead of 10-25. The answers are thrown away; errors are left to real questions.
   */
  async warmUp(): Promise<void> {
    try {
      const largest = this.store.allVersions().sort((a, b) => b.tokens - a.tokens)[0];
      const library = largest && this.store.library(largest.libraryId);
      if (!library) return;
      if (this.asked) return;
      this.resolveMatches(library.name, WARM_UP_QUESTIONS[0]!);
      for (const question of WARM_UP_QUESTIONS) {
        await nextTurn();
        // Once real questions arrive they warm the engine themselves; a warm-up step would only delay them.
        if (this.asked) return;
        this.answer(library.id, question);
      }
    } catch {
      // A damaged or unreadable index: the first tool call says so.
    }
  }

  versionStats(libraryId: string, version: string | undefined): VersionStats | undefined {
    const versions = this.store.versions(libraryId);
    const row = versions.find((v) => v.version === version) ?? versions[0];
    return row && { indexedAt: row.indexedAt, tokens: row.tokens, codeSnippets: row.codeSnippets, infoSnippets: row.infoSnippets };
  }

  /**
   * SPEC.md 4.2 rules 2-3: the ID's version, else a version named in the question, else the version the user's
   * project uses, else the latest. `named` lists the library's named versions, newest first.
   */
  selectVersion(libraryId: string, query: string): { library: LibraryRow; version: VersionRow; named: string[] } {
    const parsed = parseLibraryId(libraryId);
    if (!parsed) throw invalidLibraryId(libraryId);
    const library = this.store.library(parsed.id);
    if (!library) throw libraryNotFound(parsed.id);
    const versions = sortVersions(this.store.versions(library.id));
    if (versions.length === 0) throw libraryNotFound(parsed.id);
    const named = versions.map((v) => v.version).filter(Boolean);
    if (parsed.version !== undefined) {
      const found = matchVersion(parsed.version, named);
      if (!found) throw versionNotAvailable(library.id, parsed.version, named);
      return { library, version: versions.find((v) => v.version === found)!, named };
    }
    const mentioned = versionInQuestion(query, named) ?? this.projectVersions.get(library.id);
    return { library, version: versions.find((v) => v.version === mentioned) ?? versions[0]!, named };
  }

  summary(library: LibraryRow): LibrarySummary {
    const versions = sortVersions(this.store.versions(library.id));
    const latest = versions[0];
    const description = library.description && !injectionRule(library.description) ? library.description : undefined;
    // SPEC 2.1 has no field for where the documentation came from: the description ends with it.
    const from = latest && docsProvenance(latest.marker);
    return {
      id: library.id,
      name: shownName(library),
      description: from ? `${description ? `${description} ` : ''}[Documentation ${from}.]` : description,
      codeSnippets: latest?.codeSnippets ?? 0,
      sourceReputation: (library.reputation as SourceReputation | null) ?? 'Unknown',
      benchmarkScore: latest?.benchmark ?? undefined,
      versions: versions.map((v) => v.version).filter(Boolean),
    };
  }

  close(): void {
    this.store.close();
  }
}

/** One line of at most `max` characters. */
function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * What an index built before a prompt-injection rule existed may hold: a name or description that reads as
 * instructions is not shown (the ID stands in for the name). `libdocs add` refuses or drops them today.
 */
function shownName(library: LibraryRow): string {
  return identifierInjectionRule(library.name) ? library.id : library.name;
}

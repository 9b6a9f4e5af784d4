/** `libdocs query <id> <question>`: exactly what the query-docs tool returns. @module */
import { defineCommand } from 'citty';
import { renderAnswer, unitSource, unitTitle } from '../engine/answer.ts';
import { LocalBackend } from '../backends/local.ts';
import { DEFAULT_TOKENS, TOKENS_RANGE } from '../defaults.ts';
import { messages, usageError } from '../errors.ts';
import { dataDirArg, jsonArg, printJson, printText, required, withStore } from './_shared.ts';

export default defineCommand({
  meta: { name: 'query', description: 'Ask a library\'s documentation a question (what query-docs returns)' },
  args: {
    id: { type: 'positional', required: false, description: 'Library ID /org/project[/version]' },
    question: { type: 'positional', required: false, description: 'The question' },
    tokens: { type: 'string', description: `Answer budget in tokens (default ${DEFAULT_TOKENS})` },
    ...dataDirArg,
    ...jsonArg,
  },
  async run({ args }) {
    await withStore(args, (store) => {
      // A question that starts with a dash (`-t`) reads as an option unless it comes after `--`.
      const usage = 'libdocs query /org/project[/version] "<question>" [--tokens N]; a question that starts with "-" goes last, after --: libdocs query [options] ID -- "-t"';
      const id = required(args.id, 'the library ID', usage);
      const question = required(args.question, 'the question', usage);
      let tokens: number | undefined;
      if (args.tokens !== undefined) {
        tokens = Number(args.tokens);
        if (!Number.isInteger(tokens) || tokens < TOKENS_RANGE.min || tokens > TOKENS_RANGE.max) throw usageError(messages.invalidTokens('--tokens', args.tokens));
      }
      const answer = new LocalBackend(store).answer(id, question, { tokens });
      if (!args.json) {
        printText(`${renderAnswer(answer.packed, answer.attribution)}\n`);
        return;
      }
      printJson({
        libraryId: answer.library.id,
        version: answer.version.version || undefined,
        weak: answer.packed.weak,
        undocumented: answer.packed.undocumented,
        snippets: answer.packed.parts.map(({ unit, text, score, source }) => {
          return {
            kind: unit.chunks.some((c) => c.kind === 'code') ? 'code' : 'info',
            title: unitTitle(unit),
            breadcrumb: unit.path,
            // As the part's text says it (a part joined from several units of a page keeps the first unit's).
            source,
            description: unit.chunks.map((c) => c.description).filter(Boolean).join('\n\n'),
            code: unit.chunks.flatMap((c) => c.code.map(({ lang, code }) => ({ lang, code }))),
            text,
            score: Number(score.toFixed(4)),
          };
        }),
        nearby: answer.packed.nearby?.map((unit) => ({ title: unitTitle(unit), source: unitSource(unit) })),
        attribution: answer.attribution,
      });
    });
  },
});

/**
 * The MCP server: identity and instructions, the two tools (SPEC.md 4.2) and the empty prompt and resource
 * lists some clients insist on. One instance serves one connection in either protocol era; transports build
 * it through a factory (`serveStdio(() => createServer(...))`).
 * @module
 */
import { CLIENT_INFO_META_KEY, McpServer, type CallToolResult, type Implementation, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { Backend, CallContext } from '../backends/backend.ts';
import { LibdocsError, messages } from '../errors.ts';
import { version } from '../version.ts';
import { redactSecrets } from '../secret-guard.ts';
import * as queryDocs from './tools/query-docs.ts';
import * as resolveLibraryId from './tools/resolve-library-id.ts';
import { logToStderr } from '../printable.ts';

export const instructions = `libdocs provides current, version-specific documentation and code examples for software libraries, frameworks, SDKs and APIs.

Use it whenever a task involves a library: writing or fixing code that calls it, setting it up or configuring it, migrating between versions, or answering questions about its API. Prefer its answers over memory, which may be outdated or about another version.

Workflow: call resolve-library-id with the library name to get its ID (/org/project), then query-docs with that ID and a specific question. If the user gives an ID such as /org/project or /org/project/version, call query-docs directly. Call each tool at most 3 times per question.

Never include secrets, credentials, API keys or personal data in queries.`;

export interface ServerOptions {
  /** The answer source, opened on first use so `tools/list` never waits for the index. */
  backend: () => Promise<Backend>;
  transport: 'stdio' | 'http';
  /** The caller's API key, forwarded by a remote backend; never logged. */
  apiKey?: string;
  /** True when tools forward to a backing API (an open-ended catalog); false for the local index. */
  openWorld?: boolean;
  /** True when the local index fetches a library it lacks from the npm registry (not with --offline). */
  fetchesOnMiss?: boolean;
  /** Where diagnostics go (default stderr). stdout belongs to the protocol. */
  log?: (line: string) => void;
  /** Runs before every tool call; throws (invalid key, rate limited) to refuse it as a tool error. */
  admit?: (call: CallContext) => Promise<void>;
}

interface ToolModule<S extends z.ZodType> {
  name: string;
  title: string;
  description: string;
  annotations: { readOnlyHint: boolean; idempotentHint: boolean; destructiveHint: boolean; openWorldHint: boolean };
  /** The tool reaches the npm registry when the index lacks the library or version asked for. */
  fetchesOnMiss?: boolean;
  aliases: Record<string, readonly string[]>;
  inputSchema: S;
  run(input: z.output<S>, backend: () => Promise<Backend>, ctx: CallContext): Promise<string>;
}

export function createServer(options: ServerOptions): McpServer {
  const log = options.log ?? logToStderr;
  const server = new McpServer(
    { name: 'libdocs', title: 'libdocs', version },
    {
      instructions,
      // The tool set and the (empty) prompt and resource lists never change while running.
      capabilities: { tools: { listChanged: false }, prompts: { listChanged: false }, resources: { listChanged: false } },
      // Two string arguments; anything far larger is not a tool call from an assistant.
      maxToolInputElements: 64,
    },
  );

  const callContext = (ctx: ServerContext): CallContext => {
    // 2026-07-28: each request carries the client's identity in its _meta; 2025: initialize did, once.
    const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
    const fromRequest = (envelope?.[CLIENT_INFO_META_KEY] ?? ctx.mcpReq._meta?.[CLIENT_INFO_META_KEY]) as Partial<Implementation> | undefined;
    const info = fromRequest ?? server.server.getClientVersion();
    return {
      clientName: typeof info?.name === 'string' ? info.name : undefined,
      clientVersion: typeof info?.version === 'string' ? info.version : undefined,
      transport: options.transport,
      apiKey: options.apiKey,
    };
  };

  const register = <S extends z.ZodType>(tool: ToolModule<S>) => {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: withAliases(tool.aliases, tool.inputSchema),
        annotations: {
          ...tool.annotations,
          openWorldHint: Boolean(options.openWorld || (tool.fetchesOnMiss && options.fetchesOnMiss) || tool.annotations.openWorldHint),
        },
      },
      async (input, ctx): Promise<CallToolResult> => {
        try {
          const call = callContext(ctx);
          await options.admit?.(call);
          const text = await tool.run(input as z.output<S>, options.backend, call);
          return { content: [{ type: 'text', text }] };
        } catch (error) {
          return toolError(tool.name, error, log);
        }
      },
    );
  };
  register(resolveLibraryId);
  register(queryDocs);

  // Some clients call these unconditionally and treat "method not found" as fatal (COMPAT.md).
  server.server.setRequestHandler('prompts/list', () => ({ prompts: [] }));
  server.server.setRequestHandler('resources/list', () => ({ resources: [] }));
  server.server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [] }));
  return server;
}

/**
 * Assistants send `userQuery` for `query`, `libraryID` for `libraryId` and so on: rename them before
 * validation. The canonical name wins when both are present. `tools/list` still shows only canonical names
 * (the JSON Schema of a preprocess is its inner object's).
 */
export function withAliases<S extends z.ZodType>(aliases: Record<string, readonly string[]>, schema: S) {
  return z.preprocess((input) => renameAliases(input, aliases), schema);
}

export function renameAliases(input: unknown, aliases: Record<string, readonly string[]>): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [canonical, names] of Object.entries(aliases)) {
    for (const alias of names) {
      if (!Object.hasOwn(out, alias)) continue;
      if (out[canonical] === undefined) out[canonical] = out[alias];
      delete out[alias];
    }
  }
  return out;
}

/** SPEC.md 7 failures become `isError` results with their message; anything else a generic one (details to the log). */
export function toolError(tool: string, error: unknown, log: (line: string) => void): CallToolResult {
  if (error instanceof LibdocsError) return { isError: true, content: [{ type: 'text', text: error.message }] };
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  log(`libdocs: ${tool} failed: ${redactSecrets(detail)}`);
  return { isError: true, content: [{ type: 'text', text: messages.unexpectedToolError(tool) }] };
}

/**
 * MCP over stdio with the SDK's `serveStdio`, which picks the era from the opening message: a 2026-07-28
 * request (`server/discover` or any request with the `_meta` envelope) or a 2025 `initialize` / claim-less
 * request (2024-11-05 … 2025-11-25). stdout carries only JSON-RPC; diagnostics go to stderr.
 *
 * One thing is added around the SDK: when stdin ends, requests already received are answered before the
 * connection closes (the SDK alone aborts them), so `printf '<request>\n' | libdocs` gets its answer.
 * @module
 */
import type { Transport } from '@modelcontextprotocol/server';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { logToStderr } from '../printable.ts';

type ServerFactory = Parameters<typeof serveStdio>[0];

export interface StdioOptions {
  /** Default process.stdin / process.stdout (streams are passed in so tests can drive this in-process). */
  input?: Readable;
  output?: Writable;
  /** Diagnostics (default: stderr). */
  log?: (line: string) => void;
  /** How long to keep answering after stdin ends, in milliseconds. */
  drainTimeoutMs?: number;
  /** Signals that end the connection cleanly (default SIGTERM, SIGINT; [] for none). */
  signals?: NodeJS.Signals[];
}

/** Serves one connection; resolves when it has ended (stdin closed, a signal, or stdout gone). */
export function serveStdioConnection(factory: ServerFactory, options: StdioOptions = {}): Promise<void> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const log = options.log ?? logToStderr;
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];

  // The SDK transport reads from a stream we end ourselves, once the requests in flight are answered.
  const lines = new PassThrough();
  input.pipe(lines, { end: false });
  const wire = new PendingAwareTransport(new StdioServerTransport(lines, output));
  let ending = false;
  const endInput = () => {
    if (ending) return;
    ending = true;
    wire.whenIdle(options.drainTimeoutMs ?? 10_000).then(() => lines.end());
  };
  input.once('end', endInput);
  input.once('close', endInput);
  input.once('error', (error) => {
    log(`libdocs: stdin: ${error.message}`);
    endInput();
  });

  return new Promise((resolve) => {
    const handle = serveStdio(factory, {
      transport: wire,
      onerror: (error) => log(`libdocs: ${describe(error)}`),
    });
    const onSignal = () => {
      handle.close().finally(() => {
        input.unpipe(lines);
        if (input === process.stdin) process.stdin.destroy();
      });
    };
    for (const signal of signals) process.once(signal, onSignal);
    wire.onclosed = () => {
      for (const signal of signals) process.off(signal, onSignal);
      resolve();
    };
  });
}

/** One line per problem: a line that is JSON but not JSON-RPC makes the SDK report a long schema error. */
function describe(error: Error): string {
  if (error.name === 'ZodError' || error.name === '$ZodError') return 'ignored a message that is not JSON-RPC';
  return error.message;
}

/**
 * Passes everything through to the SDK's stdio transport, counting requests received and not yet answered,
 * so the end of input can wait for them.
 */
class PendingAwareTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  /** Called once after the SDK's own onclose. */
  onclosed?: () => void;
  private readonly inner: StdioServerTransport;
  private readonly pending = new Set<string | number>();
  private idleWaiters: (() => void)[] = [];

  constructor(inner: StdioServerTransport) {
    this.inner = inner;
  }

  start(): Promise<void> {
    this.inner.onmessage = (message) => {
      if ('method' in message && 'id' in message && message.id !== undefined) this.pending.add(message.id);
      // A cancelled request gets no answer; stop waiting for it.
      if ('method' in message && message.method === 'notifications/cancelled') {
        const id = (message.params as { requestId?: string | number } | undefined)?.requestId;
        if (id !== undefined) this.settle(id);
      }
      this.onmessage?.(message);
    };
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onclose = () => {
      this.onclose?.();
      this.onclosed?.();
    };
    return this.inner.start();
  }

  async send(message: Parameters<Transport['send']>[0]): Promise<void> {
    try {
      await this.inner.send(message);
    } finally {
      if (!('method' in message) && 'id' in message && message.id !== undefined) this.settle(message.id);
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Resolves when no request is waiting for its answer, or after `timeoutMs`. */
  whenIdle(timeoutMs: number): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.idleWaiters.push(done);
    });
  }

  private settle(id: string | number): void {
    this.pending.delete(id);
    if (this.pending.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const waiter of waiters) waiter();
  }
}

/** A backing documentation API on loopback whose answers each test sets per path (sync or async). */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Seen {
  path: string;
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string>; hang?: boolean };

/** Records every request in `seen`; `handler` answers it. */
export class FakeApi {
  readonly seen: Seen[] = [];
  handler: (path: string, params: URLSearchParams) => FakeReply | Promise<FakeReply> = () => ({ status: 500 });
  private server?: Server;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      this.seen.push({ path: url.pathname, params: Object.fromEntries(url.searchParams), headers: req.headers });
      const reply = await this.handler(url.pathname, url.searchParams);
      if (reply.hang) return;
      const body = typeof reply.body === 'string' ? reply.body : reply.body === undefined ? '' : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'Content-Type': typeof reply.body === 'string' ? 'text/plain' : 'application/json', ...reply.headers });
      res.end(body);
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.port = (this.server!.address() as { port: number }).port;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((r) => this.server!.close(() => r()));
  }
}

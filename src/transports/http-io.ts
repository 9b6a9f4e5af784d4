/**
 * Request and response plumbing for the HTTP transport: the body read under its size limit, Node's headers as
 * fetch Headers, a fetch Response streamed back, and JSON replies.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from '../defaults.ts';
import { messages } from '../errors.ts';

/** A tool call is two short strings; 1 MiB leaves room for any client's envelope and is refused above. */

/**
 * The body, or 'too-large' as soon as it passes the limit. The rest of an oversized body is still read and
 * dropped (up to 8 times the limit, then the connection is cut): a client still sending then reads the 413
 * instead of a reset, and the connection stays usable.
 */
export function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length']) > MAX_BODY_BYTES;
    if (over) resolve('too-large');
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) {
        if (size > 8 * MAX_BODY_BYTES) req.socket.destroy();
        return;
      }
      if (size > MAX_BODY_BYTES) {
        over = true;
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
    // A connection cut mid-body (a time limit, a client that left) must not leave the request waiting forever.
    req.on('close', () => {
      if (!req.complete) reject(new Error(messages.clientLeftMidBody()));
    });
  });
}

export function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

export async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  // SSE responses stream: write each chunk as it comes.
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
  }
  res.end();
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

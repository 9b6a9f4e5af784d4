/**
 * Content negotiation on /mcp. The MCP SDK's handler insists on `Accept: application/json, text/event-stream`;
 * libdocs answers any client that takes one of the two (`*` ranges and a missing Accept included, as plain HTTP
 * clients send them), in a form it takes: an SSE answer is collapsed to its JSON-RPC response(s) for a client
 * that takes only JSON, a JSON answer framed as one SSE event for a client that takes only SSE. 406 only when
 * neither is acceptable.
 * @module
 */

export interface Accepts {
  json: boolean;
  sse: boolean;
}

/** What an Accept header allows (RFC 9110 12.5.1: no header means anything; `q=0` means not this). */
export function accepts(header: string | undefined): Accepts {
  if (header === undefined || header.trim() === '') return { json: true, sse: true };
  const ranges = header.split(',').map((part) => {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { range, weight: q === undefined ? 1 : Number(q.slice(2)) };
  });
  // The most specific range that names a type decides for it (`application/json;q=0, */*` refuses JSON).
  const allows = (type: string, family: string) => {
    const match = ranges.find((r) => r.range === type) ?? ranges.find((r) => r.range === `${family}/*`) ?? ranges.find((r) => r.range === '*/*');
    return match !== undefined && match.weight > 0;
  };
  return { json: allows('application/json', 'application'), sse: allows('text/event-stream', 'text') };
}

/** The Accept header the SDK's handler is given: it refuses anything short of both types. */
export const SDK_ACCEPT = 'application/json, text/event-stream';

/** The SDK's answer in a form the client takes (only successful answers are reshaped; errors are JSON). */
export async function reshape(response: Response, client: Accepts, batch: boolean): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body) return response;
  if (type.startsWith('text/event-stream') && !client.sse) {
    const replies = sseMessages(await response.text()).filter((m) => m !== null && typeof m === 'object' && 'id' in m && !('method' in m));
    return withBody(response, JSON.stringify(batch ? replies : (replies.at(-1) ?? null)), 'application/json');
  }
  if (type.startsWith('application/json') && !client.json) {
    return withBody(response, `event: message\ndata: ${(await response.text()).replace(/\n/g, '')}\n\n`, 'text/event-stream');
  }
  return response;
}

/** The JSON payloads of an SSE stream's events (comments and unparseable data skipped). */
function sseMessages(stream: string): unknown[] {
  const out: unknown[] = [];
  for (const event of stream.split(/\r?\n\r?\n/)) {
    const data = event
      .split(/\r?\n/)
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue;
    try {
      out.push(JSON.parse(data));
    } catch {
      // not a JSON-RPC message
    }
  }
  return out;
}

function withBody(response: Response, body: string, type: string): Response {
  const headers = new Headers(response.headers);
  headers.set('content-type', type);
  headers.delete('content-length');
  return new Response(body, { status: response.status, headers });
}

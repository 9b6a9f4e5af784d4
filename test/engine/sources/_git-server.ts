/**
 * A git server on loopback speaking git's smart HTTP protocol (`git http-backend` run as a CGI program for
 * each request), for tests that clone shallow, sparse and filtered as a real forge allows. Requests can be
 * held until a test releases them, to see what happens before a clone finishes.
 * @module
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { after } from 'node:test';
import { tempDir } from '../../helpers.ts';

export interface GitServer {
  /** `http://127.0.0.1:<port>`: a repository `<root>/x.git` is at `${url}/x.git`. */
  url: string;
  port: number;
  /** Request paths so far. */
  requests: string[];
  /** Holds every request until `release()` (for a test of what happens before a clone ends). */
  hold(): void;
  release(): void;
}

/** `onFinish` registers the server's shutdown (node:test's `after` in tests). */
export async function gitServer(root: string, onFinish: typeof after = after): Promise<GitServer> {
  const requests: string[] = [];
  let gate: Promise<void> | undefined;
  let open: () => void = () => {};
  const server: Server = createServer(async (req, res) => {
    requests.push(req.url ?? '');
    if (gate) await gate;
    const [path, query = ''] = (req.url ?? '/').split('?') as [string, string?];
    const cgi = spawn('git', ['http-backend'], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: decodeURIComponent(path),
        QUERY_STRING: query,
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
        REMOTE_ADDR: '127.0.0.1',
      },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    req.pipe(cgi.stdin);
    let head = Buffer.alloc(0);
    let sent = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (sent) return void res.write(chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers: Record<string, string> = {};
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const [name, ...rest] = line.split(':');
        if (/^status$/i.test(name!)) status = Number.parseInt(rest.join(':').trim(), 10);
        else if (name) headers[name] = rest.join(':').trim();
      }
      res.writeHead(status, headers);
      res.write(head.subarray(end + 4));
      sent = true;
    });
    cgi.on('close', () => {
      if (!sent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  onFinish(() => {
    open();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    hold() {
      gate ??= new Promise<void>((resolve) => (open = resolve));
    },
    release() {
      gate = undefined;
      open();
    },
  };
}

/**
 * A git server that refuses everyone (401, asking for Basic credentials) and records the Authorization header of
 * every request: a test that no credentials of any kind are sent to it.
 */
export async function lockedGitServer(onFinish: typeof after = after): Promise<{ port: number; seen: (string | undefined)[] }> {
  const seen: (string | undefined)[] = [];
  const locked = createServer((req, res) => {
    seen.push(req.headers.authorization);
    res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
  });
  await new Promise<void>((r) => locked.listen(0, '127.0.0.1', r));
  onFinish(() => new Promise<void>((r) => locked.close(() => r())));
  return { port: (locked.address() as { port: number }).port, seen };
}

/** A HOME whose git configuration (and, with `netrc`, ~/.netrc) would give credentials for any host. */
export function homeWithGitCredentials(options: { netrc: boolean }): string {
  const home = tempDir('libdocs-home-');
  writeFileSync(join(home, '.gitconfig'), '[credential]\n\thelper = "!f() { echo username=user; echo password=leaked-by-helper; }; f"\n');
  if (options.netrc) writeFileSync(join(home, '.netrc'), 'machine 127.0.0.1 login user password leaked-by-netrc\n');
  return home;
}

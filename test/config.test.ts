/**
 * config.ts: every flag spelling, every invalid combination with its exact message and exit code 2, the
 * environment variables and the proxy rules.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseConfig, type Config } from '../src/config.ts';
import { bypassesProxy } from '../src/proxy.ts';
import { LibdocsError } from '../src/errors.ts';

const env = { HOME: '/home/u', XDG_DATA_HOME: '/data' };
const parse = (argv: string[], extra: NodeJS.ProcessEnv = {}): Config => parseConfig(argv, { ...env, ...extra });

function rejects(argv: string[], message: string | RegExp, extra: NodeJS.ProcessEnv = {}): void {
  assert.throws(
    () => parse(argv, extra),
    (error: unknown) => {
      assert.ok(error instanceof LibdocsError, String(error));
      assert.equal(error.exitCode, 2);
      if (typeof message === 'string') assert.equal(error.message, message);
      else assert.match(error.message, message);
      return true;
    },
  );
}

describe('flags', () => {
  test('defaults: stdio, port 3000, loopback host, platform data dir', () => {
    const config = parse([]);
    assert.equal(config.transport, 'stdio');
    assert.equal(config.port, 3000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.apiKey, undefined);
    assert.equal(config.offline, false);
    assert.equal(config.projectDocs, true);
    if (process.platform === 'linux') assert.equal(config.dataDir, join('/data', 'libdocs'));
  });

  test('--flag value and --flag=value mean the same', () => {
    for (const argv of [
      ['--transport', 'http', '--port', '5555', '--host', '0.0.0.0'],
      ['--transport=http', '--port=5555', '--host=0.0.0.0'],
    ]) {
      const config = parse(argv);
      assert.equal(config.transport, 'http');
      assert.equal(config.port, 5555);
      assert.equal(config.host, '0.0.0.0');
    }
    assert.equal(parse(['--api-key=svcsk_abcdef123456']).apiKey, 'svcsk_abcdef123456');
    assert.equal(parse(['--api-key', 'svcsk_abcdef123456']).apiKey, 'svcsk_abcdef123456');
  });

  test('switches and --data-dir', () => {
    const config = parse(['--offline', '--no-project-docs', '--data-dir', '/tmp/idx']);
    assert.equal(config.offline, true);
    assert.equal(config.projectDocs, false);
    assert.equal(config.dataDir, '/tmp/idx');
  });

  test('--port with stdio is rejected in every spelling', () => {
    const message = '--port only applies to the HTTP transport: add --transport http, or remove --port (stdio uses no port).';
    rejects(['--port', '5555'], message);
    rejects(['--port=5555'], message);
    rejects(['--transport', 'stdio', '--port=5555'], message);
    rejects(['--port=5555', '--transport=stdio'], message);
  });

  test('a port must be a whole number from 1 to 65535', () => {
    for (const bad of ['abc', '70000', '0', '-1', '80.5', '1e3', '0x50', ' 80', '65536']) {
      rejects(['--transport', 'http', '--port', bad], `--port must be a whole number from 1 to 65535 (got "${bad}").`);
    }
    assert.equal(parse(['--transport', 'http', '--port', '1']).port, 1);
    assert.equal(parse(['--transport', 'http', '--port', '65535']).port, 65535);
  });

  test('an unknown transport', () => {
    rejects(['--transport', 'foo'], '--transport must be stdio or http (got "foo").');
    rejects(['--transport=HTTP'], '--transport must be stdio or http (got "HTTP").');
    rejects(['--transport', 'sse'], /got "sse"/);
  });

  test('--api-key with http, in both spellings', () => {
    const message = /^--api-key works only with --transport stdio\. Over HTTP each client sends its key in a header/;
    rejects(['--transport', 'http', '--api-key', 'svcsk_abcdef123456'], message);
    rejects(['--api-key=svcsk_abcdef123456', '--transport=http'], message);
  });

  test('--host only with http, and only an address or a host name', () => {
    rejects(['--host', '0.0.0.0'], /^--host only applies to the HTTP transport/);
    rejects(['--transport', 'http', '--host', 'http://0.0.0.0'], /^--host must be an address or a host name.*\(got "http:\/\/0\.0\.0\.0"\)\. Give the port with --port, and no scheme\.$/);
    rejects(['--transport', 'http', '--host=0.0.0.0:3000'], /^--host must be an address or a host name/);
    for (const host of ['0.0.0.0', '::', '::1', 'localhost', 'docs.internal']) {
      assert.equal(parseConfig(['--transport', 'http', '--host', host], {}).host, host);
    }
  });

  test('unknown flags are named, with a suggestion when one is close', () => {
    rejects(['--foo'], 'Unknown option --foo. Run `libdocs --help` for the options.');
    rejects(['--foo=1'], 'Unknown option --foo. Run `libdocs --help` for the options.');
    rejects(['--api_key', 'x'], 'Unknown option --api_key. Did you mean --api-key? Run `libdocs --help` for the options.');
    rejects(['--apiKey=x'], /Did you mean --api-key\?/);
    rejects(['--prot', '1'], /Did you mean --port\?/);
    rejects(['-p', '3000'], /^Unknown option -p\./);
  });

  test('missing, empty and unexpected values', () => {
    rejects(['--transport'], '--transport needs a value, for example --transport http.');
    rejects(['--port', '--transport', 'http'], '--port needs a value, for example --port 3000.');
    rejects(['--api-key='], '--api-key cannot be empty.');
    rejects(['--offline=yes'], '--offline is a switch and takes no value: write --offline alone.');
    rejects(['--port', '1', '--port', '2', '--transport', 'http'], '--port is given more than once; give it once.');
  });

  test('positional arguments: a misplaced subcommand gets told where it goes', () => {
    rejects(['serve'], /^Unexpected argument "serve"\. The server takes only options; subcommands are add, list, remove, resolve, query, refresh, keys, setup, doctor, completions\b/);
    rejects(['--data-dir', '/tmp', 'add', 'docs'], 'Unexpected argument "add": a subcommand must come first, as in `libdocs add ...`.');
  });
});

describe('environment', () => {
  test('SERVICE_API_KEY is used, and --api-key wins over it', () => {
    assert.deepEqual(
      [parse([], { SERVICE_API_KEY: 'svcsk_fromenv12345' }).apiKey, parse([], { SERVICE_API_KEY: 'svcsk_fromenv12345' }).apiKeySource],
      ['svcsk_fromenv12345', 'SERVICE_API_KEY'],
    );
    const both = parse(['--api-key', 'svcsk_fromflag1234'], { SERVICE_API_KEY: 'svcsk_fromenv12345' });
    assert.equal(both.apiKey, 'svcsk_fromflag1234');
    assert.equal(both.apiKeySource, '--api-key');
    assert.equal(parse([], { SERVICE_API_KEY: '' }).apiKey, undefined);
  });

  test('a key without the svcsk prefix, or with quotes or spaces, is refused naming its source', () => {
    rejects(['--api-key', 'sk-abc123456789'], /^Invalid API key \(from --api-key\): it does not start with svcsk\. .*svcsk prefix/);
    rejects([], /^Invalid API key \(from SERVICE_API_KEY\): it contains spaces or quotes\./, { SERVICE_API_KEY: '"svcsk_abcdef123456"' });
    rejects([], /^Invalid API key \(from SERVICE_API_KEY\): it contains spaces or quotes\./, { SERVICE_API_KEY: 'svcsk_abcdef123456 ' });
    rejects([], /too short/, { SERVICE_API_KEY: 'svcsk' });
  });

  test('the message about a bad key never contains the key', () => {
    assert.throws(() => parse(['--api-key', 'sk-secretvalue99']), (e: Error) => !e.message.includes('secretvalue99'));
  });

  test('URL variables must be http(s) URLs', () => {
    const config = parse([], {
      SERVICE_API_URL: 'http://127.0.0.1:8080/api/',
      RESOURCE_URL: 'https://docs.example.com/mcp',
      AUTH_SERVER_URL: 'https://auth.example.com',
    });
    assert.equal(config.apiUrl, 'http://127.0.0.1:8080/api');
    assert.equal(config.resourceUrl, 'https://docs.example.com/mcp');
    assert.equal(config.authServerUrl, 'https://auth.example.com');
    for (const name of ['SERVICE_API_URL', 'RESOURCE_URL', 'AUTH_SERVER_URL']) {
      rejects([], `${name} must be an http:// or https:// URL (got "ftp://x"). Fix it or unset ${name}.`, { [name]: 'ftp://x' });
      rejects([], new RegExp(`^${name} must be`), { [name]: 'not a url' });
    }
  });

  test('SERVICE_DATA_DIR, and --data-dir over it', () => {
    assert.equal(parse([], { SERVICE_DATA_DIR: '/srv/idx' }).dataDir, '/srv/idx');
    assert.equal(parse(['--data-dir=/d'], { SERVICE_DATA_DIR: '/srv/idx' }).dataDir, '/d');
  });

  test('a leading ~ in --data-dir is the home directory (assistants start the server without a shell)', () => {
    assert.equal(parse(['--data-dir', '~/docs']).dataDir, join('/home/u', 'docs'));
    assert.equal(parse(['--data-dir', '~']).dataDir, join('/home/u'));
    assert.equal(parse(['--data-dir', '/x/~y']).dataDir, '/x/~y');
    assert.equal(parse([], { SERVICE_DATA_DIR: '~/idx' }).dataDir, join('/home/u', 'idx'));
  });

  test('proxy precedence: HTTPS_PROXY, https_proxy, HTTP_PROXY, http_proxy', () => {
    const all = { HTTPS_PROXY: 'http://a:1', https_proxy: 'http://b:2', HTTP_PROXY: 'http://c:3', http_proxy: 'http://d:4' };
    assert.deepEqual(parse([], all).proxy, { url: 'http://a:1/', source: 'HTTPS_PROXY' });
    assert.deepEqual(parse([], { ...all, HTTPS_PROXY: '' }).proxy, { url: 'http://b:2/', source: 'https_proxy' });
    assert.deepEqual(parse([], { HTTP_PROXY: 'http://c:3', http_proxy: 'http://d:4' }).proxy?.source, 'HTTP_PROXY');
    assert.deepEqual(parse([], { http_proxy: 'proxy.corp:8080' }).proxy, { url: 'http://proxy.corp:8080/', source: 'http_proxy' });
    assert.equal(parse([]).proxy, undefined);
    rejects([], /^HTTPS_PROXY must be an http:\/\/ or https:\/\/ proxy address/, { HTTPS_PROXY: 'socks5://x:1080' });
  });

  test('NO_PROXY is parsed, and loopback always bypasses the proxy', () => {
    const { noProxy } = parse([], { NO_PROXY: 'Example.com, .internal:8443 ,*.corp.net' });
    assert.deepEqual(noProxy, ['example.com', '.internal:8443', '*.corp.net']);
    assert.deepEqual(parse([], { no_proxy: 'a,b' }).noProxy, ['a', 'b']);
    assert.equal(bypassesProxy('https://api.example.com/x', noProxy), true);
    assert.equal(bypassesProxy('https://example.com/x', noProxy), true);
    assert.equal(bypassesProxy('https://notexample.com/x', noProxy), false);
    assert.equal(bypassesProxy('https://svc.internal:8443/', noProxy), true);
    assert.equal(bypassesProxy('https://svc.internal/', noProxy), false);
    assert.equal(bypassesProxy('http://a.corp.net/', noProxy), true);
    assert.equal(bypassesProxy('http://127.0.0.1:3000/api', []), true);
    assert.equal(bypassesProxy('http://localhost:3000/', []), true);
    assert.equal(bypassesProxy('http://[::1]:3000/', []), true);
    assert.equal(bypassesProxy('https://docs.example.org/', []), false);
    assert.equal(bypassesProxy('https://docs.example.org/', ['*']), true);
  });
});

describe('documentation sources and allowed hosts', () => {
  test('--sources, else SERVICE_DOC_SOURCES, else all; anything else is refused naming the choices', () => {
    assert.equal(parse([]).sources, 'all');
    assert.equal(parse(['--sources', 'npm-only']).sources, 'npm-only');
    assert.equal(parse([], { SERVICE_DOC_SOURCES: 'npm-only' }).sources, 'npm-only');
    assert.equal(parse(['--sources=all'], { SERVICE_DOC_SOURCES: 'npm-only' }).sources, 'all');
    rejects(['--sources', 'git'], /^--sources must be one of all, npm-only \(got "git"\)/);
    rejects([], /^SERVICE_DOC_SOURCES must be one of all, npm-only \(got "everything"\)/, { SERVICE_DOC_SOURCES: 'everything' });
  });

  test('--allow-host is kept for the address guard; SERVICE_ALLOW_HOSTS is read by the guard itself', async () => {
    assert.equal(parse(['--allow-host', 'git.corp.example,10.0.0.7']).allowHosts, 'git.corp.example,10.0.0.7');
    const { allowedHosts } = await import('../src/address-guard.ts');
    assert.deepEqual(allowedHosts({ SERVICE_ALLOW_HOSTS: ' Git.Corp.Example., 10.0.0.7 ,fd00::1,' }), ['git.corp.example', '10.0.0.7', '[fd00::1]']);
  });
});

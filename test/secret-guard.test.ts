/**
 * secret-guard.ts: credentials of every supported shape are found (and named, never echoed); ordinary
 * documentation questions, code identifiers and placeholders are not.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LibdocsError } from '../src/errors.ts';
import { assertNoSecrets, findSecrets, redactSecrets } from '../src/secret-guard.ts';

// Built from parts so that this file does not itself look like it leaks credentials to scanners.
const j = (...parts: string[]) => parts.join('');

const secrets: [string, string, string][] = [
  ['a libdocs API key (svcsk…)', j('svcsk', '_9f8e7d6c5b4a3210'), 'my key is '],
  ['an AWS access key ID', j('AKIA', 'Z7QW3RT5YU9OPL2K'), 'aws s3 ls fails with '],
  ['an AWS secret access key', j('aws_secret_access_key = ', 'q8Lr2Vt0Zk1Xw9Yb3Nc4Md5Pe6Rf7Sg8Th9Uj0Vk'), ''],
  ['a GitHub token', j('gh', 'p_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'), 'git clone with token '],
  ['a GitHub token', j('github_pat_', '11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGH'), ''],
  ['a GitLab token', j('gl', 'pat-', 'xYz123AbC456dEf789gHi0'), ''],
  ['a Slack token', j('xo', 'xb-', '123456789012-1234567890123-AbCdEfGhIjKl'), 'slack bot '],
  ['an OpenAI API key', j('sk-', 'proj-', 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'), 'openai client with '],
  ['an OpenAI API key', j('sk-', 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb3dEf6h'), ''],
  ['an Anthropic API key', j('sk-', 'ant-', 'api03-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'), ''],
  ['a Google API key', j('AI', 'za', 'SyD-1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6'), 'maps key '],
  ['a Stripe secret key', j('sk_', 'live_', '51H8aBcDeFgHiJkLmNoPqRsTu'), ''],
  ['a JSON Web Token', j('eyJ', 'hbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', '.', 'eyJ', 'zdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ', '.', 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'), 'decode '],
  ['a bearer token', j('Authorization: Bearer ', 'a8f5f167f44f4964e6c998dee827110c'), 'curl -H "', ],
  ['Basic authentication credentials', j('Authorization: Basic ', Buffer.from('admin:Tr0ub4dor&3').toString('base64')), ''],
  ['a private key', j('-----BEGIN ', 'OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n'), 'ssh fails with '],
  ['a private key', j('-----BEGIN ', 'PRIVATE KEY-----'), ''],
  ['a password in a URL', j('postgres://app:', 'S3cr3t-Pa55', '@db.example.com:5432/prod'), 'connect to '],
  ['a password in a URL', j('https://deploy:', 'hunter2hunter2', '@git.example.com/repo.git'), ''],
  ['a password or secret assigned in the text', j('password=', 'Winter2025x!'), 'login with '],
  ['a password or secret assigned in the text', j('client_secret: "', 'f3a9c2e17b4d', '"'), ''],
];

const ordinary = [
  'how do I set an API key header',
  'How do I pass Authorization: Bearer <token> with fetch?',
  'Bearer YOUR_ACCESS_TOKEN_HERE is rejected, why?',
  'connection string postgres://user:password@localhost:5432/mydb',
  'postgres://postgres:postgres@localhost/test in docker compose',
  'redis://:${REDIS_PASSWORD}@cache:6379',
  'configure apiKey: process.env.OPENAI_API_KEY in the client',
  'password: string field validation with zod min length 8',
  'sk-learn-compatible-estimator-interface',
  'useSvcskKey hook, and keys that start with svcsk',
  'the AWS docs example key AKIAIOSFODNN7EXAMPLE',
  'Basic authentication with express-basic-auth',
  'what does BEGIN PUBLIC KEY mean in a PEM file',
  'eyJ prefix of a JWT: how do I decode it?',
  'token = os.environ["GITHUB_TOKEN"]',
  'how to rotate secret_key_base in Rails 7.1',
  'useEffect cleanup function runs twice in React 18 strict mode',
  'Next.js 14 app router generateStaticParams with 3 dynamic segments',
];

describe('findSecrets', () => {
  for (const [kind, secret, before] of secrets) {
    test(`finds ${kind}: ${secret.slice(0, 12)}…`, () => {
      const found = findSecrets(`${before}${secret} and more`);
      assert.ok(found.length > 0, 'nothing found');
      assert.equal(found[0]!.kind, kind);
    });
  }

  for (const text of ordinary) {
    test(`passes an ordinary question: ${text}`, () => {
      assert.deepEqual(findSecrets(text), []);
    });
  }
});

test('assertNoSecrets refuses with an explanation that names the field and the kind, not the secret', () => {
  const key = j('svcsk', '_9f8e7d6c5b4a3210');
  assert.throws(
    () => assertNoSecrets({ query: 'fine', libraryName: `react ${key}` }),
    (error: unknown) => {
      assert.ok(error instanceof LibdocsError);
      assert.equal(error.code, 'SECRET_IN_QUERY');
      assert.match(error.message, /^Refused: the libraryName appears to contain a libdocs API key \(svcsk…\)\./);
      assert.match(error.message, /Nothing was looked up\./);
      assert.match(error.message, /rotate it/);
      assert.ok(!error.message.includes(key));
      return true;
    },
  );
  assert.doesNotThrow(() => assertNoSecrets({ query: 'how do I use an API key with the client?', libraryName: undefined }));
});

test('redactSecrets hides only the secret part', () => {
  const password = j('S3cr3t', '-Pa55');
  assert.equal(redactSecrets(`postgres://app:${password}@db/prod`), 'postgres://app:[redacted]@db/prod');
  const token = j('a8f5f167f44f', '4964e6c998dee827110c');
  assert.equal(redactSecrets(`Bearer ${token}`), 'Bearer [redacted]');
  assert.equal(redactSecrets('nothing here'), 'nothing here');
});

describe('secrets written to slip past a pattern', () => {
  const token = j('gh', 'p_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8');
  const aws = j('AKIA', 'Z7QW3RT5YU9OPL2K');
  const fullWidth = (s: string) => [...s].map((c) => (c >= '!' && c <= '~' ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('');
  const { generateKeyPairSync } = process.getBuiltinModule('node:crypto') as typeof import('node:crypto');
  const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ed = generateKeyPairSync('ed25519');
  const body = (key: import('node:crypto').KeyObject, type: 'pkcs1' | 'pkcs8' | 'sec1' | 'spki') => (key.export({ format: 'der', type } as never) as Buffer).toString('base64');
  const cases: [string, string, string][] = [
    ['a private key', j('-----BEGIN  ', 'PRIVATE  KEY-----'), 'extra spaces'],
    ['a private key', j('—BEGIN RSA ', 'PRIVATE KEY—'), 'em dashes'],
    ['a private key', j('- - -BEGIN EC ', 'PRIVATE KEY- - -').replace(/- /g, '-'), 'short dashes'],
    ['a private key', j('－－－－－BEGIN ', 'PRIVATE KEY－－－－－'), 'full-width dashes'],
    ['a private key', j('-----begin ', 'private key-----'), 'lower case'],
    ['a private key', body(rsa.privateKey, 'pkcs1'), 'bare PKCS#1 RSA body'],
    ['a private key', body(rsa.privateKey, 'pkcs8'), 'bare PKCS#8 RSA body'],
    ['a private key', body(ec.privateKey, 'sec1'), 'bare SEC1 EC body'],
    ['a private key', body(ec.privateKey, 'pkcs8'), 'bare PKCS#8 EC body'],
    ['a private key', body(ed.privateKey, 'pkcs8'), 'bare Ed25519 body'],
    ['a private key', j('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB', 'x9Yb3Nc4Md5Pe6Rf7Sg8Th9Uj0Vk'), 'bare OpenSSH body'],
    ['a GitHub token', `${token.slice(0, 2)}\u200b${token.slice(2, 10)}\u200d${token.slice(10)}`, 'zero-width characters'],
    ['a GitHub token', `\u202e${token.slice(0, 6)}\u2066${token.slice(6)}`, 'bidi controls'],
    ['a GitHub token', fullWidth(token), 'full-width letters'],
    ['an AWS access key ID', fullWidth(aws), 'full-width AWS key'],
    ['an AWS access key ID', `${aws.slice(0, 4)}\ufeff${aws.slice(4)}`, 'byte-order mark inside'],
  ];
  for (const [kind, secret, how] of cases) {
    test(`finds ${kind} (${how})`, () => {
      const found = findSecrets(`please look at ${secret} thanks`);
      assert.ok(found.length > 0, 'nothing found');
      assert.equal(found[0]!.kind, kind);
    });
  }

  test('public keys, PEM questions and full-width ordinary text pass', () => {
    for (const text of [body(rsa.publicKey, 'spki'), body(ec.publicKey, 'spki'), body(ed.publicKey, 'spki'), 'what does -----BEGIN PUBLIC KEY----- mean', fullWidth('how do I configure the router'), 'ＲｅａｃｔのuseEffectの使い方', 'Begin the private key rotation guide']) {
      assert.deepEqual(findSecrets(text), [], text);
    }
  });

  test('redaction covers the original spelling, invisible characters included', () => {
    const hidden = `${token.slice(0, 2)}\u200b${token.slice(2)}`;
    assert.equal(redactSecrets(`token ${hidden} end`), 'token [redacted] end');
    assert.equal(redactSecrets(`key ${fullWidth(aws)} end`), 'key [redacted] end');
  });
});

test('a secret in a library ID is refused like one in the question', () => {
  for (const id of [`/acme/${j('gh', 'p_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8')}`, `/acme/${j('AKIA', 'Z7QW3RT5YU9OPL2K')}`]) {
    assert.throws(() => assertNoSecrets({ query: 'fine', libraryId: id }), /^LibdocsError: Refused: the libraryId appears to contain/);
  }
});

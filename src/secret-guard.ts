/**
 * SPEC.md 1.5: queries leave the machine (for reranking by a backing API) and may be logged, so a query that
 * carries a credential is refused before anything is looked up or forwarded; so is any other argument that can
 * leave the machine (a library name or ID).
 *
 * Patterns aim at credentials that have a recognisable shape, and at generic tokens only where the text says
 * what they are (`Bearer …`, `password=…`, `user:pass@host`). A token must look random (letters and digits)
 * and must not be a placeholder, so ordinary questions such as "how do I set an API key header" or
 * "postgres://user:password@localhost" pass.
 * @module
 */
import { secretInQuery } from './errors.ts';
import { normalizeWithOrigin } from './text-normalize.ts';

export interface SecretFinding {
  /** What was found, as a phrase: "an AWS access key ID". Never the secret itself. */
  kind: string;
  /** Where in the text (for redaction). */
  index: number;
  length: number;
}

interface Detector {
  kind: string;
  pattern: RegExp;
  /** Capture group holding the secret part (default: the whole match). */
  group?: number;
  /** Extra check on the secret part. */
  accept?: (secret: string, match: RegExpExecArray) => boolean;
}

/** Letters and digits both present: random tokens have them, words and identifiers mostly do not. */
const looksRandom = (s: string) => /\d/.test(s) && /[a-z]/i.test(s);

const PLACEHOLDER =
  /^(?:x+|\*+|\.+|<.*>|\{.*\}|\[.*\]|\$\{?\w+\}?|%\w+%|(?:your|my|some|the|example|sample|dummy|fake|test|placeholder|change|insert|replace)[\w-]*|[\w-]*(?:here|example|placeholder|redacted|changeme)|pass(?:word|wd)?|pwd|secret|token|api[_-]?key|key|null|none|undefined|string|process\.env\.\w+|os\.environ.*|env\.\w+)$/i;
const notPlaceholder = (s: string) => !PLACEHOLDER.test(s.replace(/^["'`]|["'`]$/g, ''));

const DETECTORS: Detector[] = [
  { kind: 'a libdocs API key (svcsk…)', pattern: /\bsvcsk[\w-]{8,}/g },
  {
    // Any run of dashes (an em dash, a minus sign) and any spacing: the header as people paste or retype it.
    kind: 'a private key',
    pattern: /[-\u2010-\u2015\u2212\ufe58]+\s*BEGIN\s+(?:[A-Z\d]+\s+){0,4}PRIVATE\s+KEY(?:\s+BLOCK)?\s*[-\u2010-\u2015\u2212\ufe58]+/gi,
  },
  {
    // A key body without its header: the DER openings of PKCS#1 RSA, PKCS#8, SEC1 EC (P-256/384/521) and
    // Ed25519/X25519 private keys, and OpenSSH's "openssh-key-v1", in base64. Public keys open differently.
    kind: 'a private key',
    pattern: /(?<![A-Za-z\d+/])(?:MII[A-Za-z\d+/]{2}[AQgw]IB(?:AAK|ADA)|MIG[A-Za-z\d+/]AgEAM|MHcCAQEE|MIGkAgEBBD|MIHcAgEBBE|MC4CAQAwBQYDK2V|b3BlbnNzaC1rZXktdjE)[A-Za-z\d+/=\s]{40,}/g,
  },
  // AWS's own documentation examples (AKIAIOSFODNN7EXAMPLE, …EXAMPLEKEY) are quoted in questions; they are not keys.
  {
    kind: 'an AWS access key ID',
    pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z\d])[A-Z\d]{16}\b/g,
    accept: (s) => !s.endsWith('EXAMPLE'),
  },
  {
    kind: 'an AWS secret access key',
    pattern: /\baws_?secret_?access_?key["']?\s*[:=]\s*["']?([A-Za-z\d/+]{40})(?![A-Za-z\d/+])/gi,
    group: 1,
    accept: (s) => !s.endsWith('EXAMPLEKEY'),
  },
  { kind: 'a GitHub token', pattern: /\b(?:gh[pousr]_[A-Za-z\d]{30,}|github_pat_[A-Za-z\d_]{40,})\b/g },
  { kind: 'a GitLab token', pattern: /\bglpat-[\w-]{20,}/g },
  { kind: 'a Slack token', pattern: /\bxox[abposre]-[A-Za-z\d-]{10,}/g },
  { kind: 'a Slack webhook URL', pattern: /hooks\.slack\.com\/services\/T[A-Z\d]+\/B[A-Z\d]+\/[A-Za-z\d]{16,}/g },
  { kind: 'an Anthropic API key', pattern: /\bsk-ant-[\w-]{20,}/g },
  { kind: 'an OpenAI API key', pattern: /\bsk-(?:proj-|svcacct-|admin-)?[\w-]{20,}/g, accept: looksRandom },
  { kind: 'a Stripe secret key', pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z\d]{16,}/g },
  { kind: 'a Stripe webhook secret', pattern: /\bwhsec_[A-Za-z\d]{24,}/g },
  { kind: 'a Google API key', pattern: /\bAIza[\w-]{35}(?![\w-])/g },
  { kind: 'a Google OAuth token', pattern: /\bya29\.[\w-]{30,}/g },
  { kind: 'an npm token', pattern: /\bnpm_[A-Za-z\d]{36}\b/g },
  { kind: 'a Hugging Face token', pattern: /\bhf_[A-Za-z]{30,}\b/g },
  { kind: 'a SendGrid API key', pattern: /\bSG\.[\w-]{20,}\.[\w-]{40,}/g },
  { kind: 'a JSON Web Token', pattern: /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]*/g },
  {
    kind: 'a bearer token',
    pattern: /\bBearer\s+([\w.~+/-]{16,}=*)/g,
    group: 1,
    accept: (s) => looksRandom(s) && notPlaceholder(s),
  },
  {
    kind: 'Basic authentication credentials',
    pattern: /\bBasic\s+([A-Za-z\d+/]{12,}={0,2})(?![\w+/=])/g,
    group: 1,
    accept: (s) => {
      const decoded = Buffer.from(s, 'base64').toString('utf8');
      const [user, pass] = decoded.split(':', 2);
      return /^[\x20-\x7e]+$/.test(decoded) && !!user && !!pass && notPlaceholder(pass);
    },
  },
  {
    kind: 'a password in a URL',
    pattern: /\b[a-z][a-z\d+.-]*:\/\/([^\s/:@]*):([^\s/@]+)@[\w.-]/gi,
    group: 2,
    // Documentation defaults such as postgres://postgres:postgres@… are not secrets worth refusing.
    accept: (pass, m) => notPlaceholder(pass) && pass !== m[1] && pass.length >= 4,
  },
  {
    kind: 'a password or secret assigned in the text',
    pattern:
      /\b(?:password|passwd|pwd|secret|client[_-]?secret|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|secret[_-]?key|private[_-]?key)["']?\s*[:=]\s*["']?([^\s"'`,;)}]{8,})/gi,
    group: 1,
    accept: (s) => looksRandom(s) && notPlaceholder(s) && !/^(?:process|os|import|env|config|settings)\b|\(|\.get/i.test(s),
  },
];

// Patterns that capture the secret in a group need its position too: the `d` flag records it.
for (const d of DETECTORS) if (d.group && !d.pattern.hasIndices) d.pattern = new RegExp(d.pattern.source, `${d.pattern.flags}d`);

/**
 * Every credential found in `text`, in order of position; empty when there is none. The detectors see the text
 * folded (full-width letters, zero-width and bidi characters: see text-normalize.ts); positions are the original's.
 */
export function findSecrets(text: string): SecretFinding[] {
  const { text: folded, origin } = normalizeWithOrigin(text);
  const findings: SecretFinding[] = [];
  for (const detector of DETECTORS) {
    for (const match of folded.matchAll(detector.pattern)) {
      const secret = detector.group ? match[detector.group]! : match[0];
      if (detector.accept && !detector.accept(secret, match as RegExpExecArray)) continue;
      const at = detector.group ? match.indices![detector.group]![0] : match.index;
      const index = origin[at]!;
      const end = Math.max(origin[at + secret.length]!, origin[at + secret.length - 1]! + 1);
      findings.push({ kind: detector.kind, index, length: end - index });
    }
  }
  return findings.sort((a, b) => a.index - b.index);
}

/** Throws SECRET_IN_QUERY (a tool error with an explanation) when any field carries a credential. */
export function assertNoSecrets(fields: Record<string, string | undefined>): void {
  for (const [field, text] of Object.entries(fields)) {
    if (!text) continue;
    const [first] = findSecrets(text);
    if (first) throw secretInQuery(field, first.kind);
  }
}

/** The text with every credential replaced by `[redacted]`: for logs. */
export function redactSecrets(text: string): string {
  let out = '';
  let at = 0;
  for (const f of findSecrets(text)) {
    if (f.index < at) continue;
    out += `${text.slice(at, f.index)}[redacted]`;
    at = f.index + f.length;
  }
  return out + text.slice(at);
}

/**
 * A documentation file's bytes as text. Most are UTF-8; older hand-written manuals are often Latin-1 or Windows-1252
 * (`<meta charset="iso-8859-1">`), and read as UTF-8 every "©" or non-breaking space became a replacement character
 * glued to its neighbours ("A.\uFFFDCompilation"). The charset a page declares (an HTTP header, a meta tag, an XML
 * declaration) is used when the runtime knows it and the bytes are not UTF-8 already; a page that declares none and
 * is not valid UTF-8 is read as Windows-1252 when at least as many of its non-ASCII bytes start no UTF-8 sequence as
 * start one (a UTF-8 page with a few broken bytes stays UTF-8).
 * @module
 */

/** How far into a page its charset declaration is looked for (HTML requires it within the first 1,024 bytes). */
const DECLARATION_BYTES = 1024;
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const WINDOWS_1252 = new TextDecoder('windows-1252', { ignoreBOM: true });

/**
 * `bytes` decoded; `declared` is a charset the transport gave (an HTTP Content-Type's), if any. Bytes that are valid
 * UTF-8 with a character beyond ASCII are UTF-8 whatever a page says (a template's `charset=iso-8859-1` left on a
 * page saved as UTF-8); otherwise the declared charset, the transport's before the page's; without one, UTF-8 unless
 * it holds as many broken sequences as whole ones (a Latin-1 page with one © pasted in UTF-8 is still Latin-1).
 */
export function decodeDocument(bytes: Uint8Array, declared?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return UTF8.decode(bytes);
  const { whole, broken } = utf8Sequences(bytes);
  if (broken === 0 && whole > 0) return UTF8.decode(bytes);
  const decoder = decoderFor(declared ?? declaredCharset(bytes));
  if (decoder) return decoder.decode(bytes);
  return broken > 0 && broken >= whole ? WINDOWS_1252.decode(bytes) : UTF8.decode(bytes);
}

/** The charset an HTTP Content-Type names (`text/html; charset=ISO-8859-1`), if any. */
export function contentTypeCharset(type: string | null | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([\w.:-]{1,40})/i.exec(type ?? '')?.[1];
}

/**
 * The charset a markup page declares near its start: `<meta charset=…>`, `<meta http-equiv=… content="…; charset=…">`,
 * `<?xml encoding=…?>`. Only a page that starts with markup: a Markdown page may show such a tag in an example.
 */
function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, DECLARATION_BYTES)).toString('latin1');
  if (!/^\s*</.test(head)) return undefined;
  return /<meta\s[^>]*?charset\s*=\s*["']?([\w.:-]{1,40})/i.exec(head)?.[1] ?? /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([\w.:-]{1,40})/i.exec(head)?.[1];
}

/** A decoder for a declared charset other than UTF-8 (which is read with its fallback), when the runtime has one. */
function decoderFor(charset: string | undefined): TextDecoder | undefined {
  if (!charset || /^utf-?8$/i.test(charset)) return undefined;
  try {
    const decoder = new TextDecoder(charset, { ignoreBOM: true });
    // A page that calls itself UTF-16 was saved as bytes of another charset, or it would not have been read as text.
    return decoder.encoding.startsWith('utf-') ? undefined : decoder;
  } catch {
    return undefined;
  }
}

/** How many multi-byte UTF-8 sequences the bytes hold whole, and how many bytes beyond ASCII start none. */
function utf8Sequences(bytes: Uint8Array): { whole: number; broken: number } {
  let whole = 0;
  let broken = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b < 0x80) continue;
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    let ok = length > 0 && i + length <= bytes.length;
    // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
    const second = bytes[i + 1] ?? 0;
    const [low, high] = b === 0xe0 ? [0xa0, 0xbf] : b === 0xed ? [0x80, 0x9f] : b === 0xf0 ? [0x90, 0xbf] : b === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    ok &&= second >= low && second <= high;
    for (let k = 2; ok && k < length; k++) ok = (bytes[i + k]! & 0xc0) === 0x80;
    if (ok) {
      whole++;
      i += length - 1;
    } else broken++;
  }
  return { whole, broken };
}

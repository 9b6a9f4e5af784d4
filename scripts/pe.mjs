/**
 * Just enough of the PE/COFF format to take an Authenticode signature off a Windows executable.
 *
 * Why: the official node.exe is signed. Injecting the SEA blob rewrites the resource section, and the tool
 * that does it (LIEF, inside `node --build-sea` and postject) lays the new section over the place where the
 * certificate table was while leaving the Security data directory pointing at it. Windows then sees a signature
 * that does not parse. An executable with no signature at all is honest; one with a broken signature is not.
 *
 * Layout used here (all little-endian): `e_lfanew` at 0x3c → "PE\0\0" → 20-byte COFF header → optional header
 * (magic 0x10b PE32 or 0x20b PE32+) whose data directories start at 96 (PE32) or 112 (PE32+) bytes in; entry 4 is
 * the Security directory, whose "VirtualAddress" is a plain file offset to WIN_CERTIFICATE records appended at
 * the end of the file. The optional header's CheckSum lives 64 bytes in.
 * @module
 */

const SECURITY_DIRECTORY = 4;

/**
 * Reads the headers this module needs. Throws on anything that is not a PE image.
 * @param {Buffer} buf
 */
export function parsePe(buf) {
  if (buf.length < 0x40 || buf.readUInt16LE(0) !== 0x5a4d) throw new Error('not a PE file: no MZ header');
  const peOffset = buf.readUInt32LE(0x3c);
  if (peOffset + 24 > buf.length || buf.readUInt32LE(peOffset) !== 0x00004550) {
    throw new Error('not a PE file: no PE signature');
  }
  const coff = peOffset + 4;
  const numberOfSections = buf.readUInt16LE(coff + 2);
  const sizeOfOptionalHeader = buf.readUInt16LE(coff + 16);
  const optional = coff + 20;
  const magic = buf.readUInt16LE(optional);
  if (magic !== 0x10b && magic !== 0x20b) throw new Error(`not a PE file: optional header magic 0x${magic.toString(16)}`);
  const dirStart = optional + (magic === 0x20b ? 112 : 96);
  const numberOfRvaAndSizes = buf.readUInt32LE(dirStart - 4);
  const checksumOffset = optional + 64;
  const securityEntry = numberOfRvaAndSizes > SECURITY_DIRECTORY ? dirStart + SECURITY_DIRECTORY * 8 : -1;
  const sections = [];
  const sectionTable = optional + sizeOfOptionalHeader;
  for (let i = 0; i < numberOfSections; i++) {
    const s = sectionTable + i * 40;
    sections.push({
      name: buf.toString('latin1', s, s + 8).replace(/\0+$/, ''),
      virtualAddress: buf.readUInt32LE(s + 12),
      sizeOfRawData: buf.readUInt32LE(s + 16),
      pointerToRawData: buf.readUInt32LE(s + 20),
    });
  }
  const security =
    securityEntry < 0
      ? { offset: 0, size: 0 }
      : { offset: buf.readUInt32LE(securityEntry), size: buf.readUInt32LE(securityEntry + 4) };
  const endOfSections = Math.max(0, ...sections.map((s) => (s.sizeOfRawData ? s.pointerToRawData + s.sizeOfRawData : 0)));
  return { magic, checksumOffset, securityEntry, security, sections, endOfSections };
}

/** True when bytes at `offset` look like a WIN_CERTIFICATE header (revision 1 or 2, a known certificate type). */
function looksLikeWinCertificate(buf, offset) {
  if (offset + 8 > buf.length) return false;
  const length = buf.readUInt32LE(offset);
  const revision = buf.readUInt16LE(offset + 4);
  const type = buf.readUInt16LE(offset + 6);
  return length >= 8 && offset + length <= buf.length + 7 && (revision === 0x0100 || revision === 0x0200) && type >= 1 && type <= 4;
}

/**
 * Removes the Authenticode signature: zeroes the Security directory entry and, when the certificate table
 * (or a copy of it) sits at the end of the file past every section, cuts it off. Updates the PE checksum.
 * Returns a new buffer (or the same one when there was nothing to remove) and what was done.
 * @param {Buffer} buf
 * @returns {{ buffer: Buffer, removed: boolean, truncatedBytes: number }}
 */
export function stripAuthenticode(buf) {
  const pe = parsePe(buf);
  let end = buf.length;
  const { offset, size } = pe.security;
  // The table proper, when it is still where the directory says and it is the file's tail.
  if (size > 0 && offset >= pe.endOfSections && offset + size <= buf.length && looksLikeWinCertificate(buf, offset)) {
    end = Math.min(end, offset);
  }
  // A table left behind at the end after the sections moved (what LIEF does): same length, certificate header.
  if (size > 0 && buf.length - size >= pe.endOfSections && looksLikeWinCertificate(buf, buf.length - size)) {
    end = Math.min(end, buf.length - size);
  }
  if (size === 0 && offset === 0 && end === buf.length) return { buffer: buf, removed: false, truncatedBytes: 0 };
  const out = Buffer.from(buf.subarray(0, end));
  if (pe.securityEntry >= 0) {
    out.writeUInt32LE(0, pe.securityEntry);
    out.writeUInt32LE(0, pe.securityEntry + 4);
  }
  out.writeUInt32LE(peChecksum(out, pe.checksumOffset), pe.checksumOffset);
  return { buffer: out, removed: true, truncatedBytes: buf.length - end };
}

/**
 * The PE image checksum (what imagehlp's CheckSumMappedFile computes): 16-bit one's-complement-style sum of
 * the file as little-endian words, skipping the CheckSum field itself, plus the file length.
 * @param {Buffer} buf
 * @param {number} [checksumOffset]
 */
export function peChecksum(buf, checksumOffset = parsePe(buf).checksumOffset) {
  let sum = 0;
  const words = buf.length >>> 1;
  for (let i = 0; i < words; i++) {
    const at = i * 2;
    if (at === checksumOffset || at === checksumOffset + 2) continue;
    sum += buf[at] | (buf[at + 1] << 8);
    sum = (sum & 0xffff) + (sum >>> 16);
  }
  if (buf.length & 1) {
    sum += buf[buf.length - 1];
    sum = (sum & 0xffff) + (sum >>> 16);
  }
  sum = (sum & 0xffff) + (sum >>> 16);
  return (sum + buf.length) >>> 0;
}

/**
 * Ad-hoc code signing for thin 64-bit Mach-O executables, in plain JavaScript (no codesign, no ldid).
 *
 * Why: injecting the SEA blob into the official macOS node binary invalidates (and, with LIEF, drops) Apple's
 * signature, and Apple Silicon refuses to run code that carries no signature at all. An ad-hoc signature (no
 * certificate, no identity) is what `codesign --sign -` and Apple's own linker produce; it is enough for the
 * kernel to map the pages. Gatekeeper still treats a downloaded file as unidentified (quarantine), as it would
 * any ad-hoc signed tool.
 *
 * What is written is the shape Apple's linker (and Go's linker) emit for executables: an embedded-signature
 * SuperBlob holding one CodeDirectory (version 0x20400, SHA-256, 4 KiB pages, flags adhoc|linker-signed,
 * executable-segment fields for __TEXT), referenced by an LC_CODE_SIGNATURE load command, placed at the end
 * of __LINKEDIT, which must be the file's last segment. All signature structures are big-endian; Mach-O headers
 * and load commands are little-endian.
 * @module
 */
import { createHash } from 'node:crypto';

const MH_MAGIC_64 = 0xfeedfacf;
const MH_EXECUTE = 0x2;
const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;

const CSMAGIC_EMBEDDED_SIGNATURE = 0xfade0cc0;
const CSMAGIC_CODEDIRECTORY = 0xfade0c02;
const CSSLOT_CODEDIRECTORY = 0;
const CS_ADHOC = 0x2;
const CS_LINKER_SIGNED = 0x20000;
const CS_HASHTYPE_SHA256 = 2;
const CS_EXECSEG_MAIN_BINARY = 0x1;
const CD_VERSION = 0x20400;
const CD_HEADER_SIZE = 88;
const PAGE_SHIFT = 12;
const PAGE_SIZE = 1 << PAGE_SHIFT;
const HASH_SIZE = 32;

/** CPU types whose kernel page size for __LINKEDIT vmsize rounding is 16 KiB (arm64) or 4 KiB (x86_64). */
const CPU_TYPE_ARM64 = 0x0100000c;

/**
 * Parses the header and the load commands this module needs.
 * @param {Buffer} buf
 */
export function parseMachO(buf) {
  if (buf.length < 32) throw new Error('not a Mach-O file: too short');
  const magic = buf.readUInt32LE(0);
  if (magic === 0xcafebabe || magic === 0xbebafeca) throw new Error('universal (fat) Mach-O files are not supported');
  if (magic !== MH_MAGIC_64) throw new Error(`not a 64-bit little-endian Mach-O file (magic 0x${magic.toString(16)})`);
  const cputype = buf.readUInt32LE(4);
  const filetype = buf.readUInt32LE(12);
  const ncmds = buf.readUInt32LE(16);
  const sizeofcmds = buf.readUInt32LE(20);
  const segments = [];
  let codeSignature = null;
  let firstSectionOffset = buf.length;
  let at = 32;
  for (let i = 0; i < ncmds; i++) {
    const cmd = buf.readUInt32LE(at);
    const cmdsize = buf.readUInt32LE(at + 4);
    if (cmdsize < 8 || at + cmdsize > 32 + sizeofcmds) throw new Error(`malformed load command ${i}`);
    if (cmd === LC_SEGMENT_64) {
      const nsects = buf.readUInt32LE(at + 64);
      const sections = [];
      for (let s = 0; s < nsects; s++) {
        const so = at + 72 + s * 80;
        const offset = buf.readUInt32LE(so + 48);
        const size = Number(buf.readBigUInt64LE(so + 40));
        const flags = buf.readUInt32LE(so + 64);
        const zerofill = (flags & 0xff) === 0x1 || (flags & 0xff) === 0xc || (flags & 0xff) === 0x12;
        sections.push({ name: cstr(buf, so, 16), segname: cstr(buf, so + 16, 16), offset, size });
        if (!zerofill && offset > 0 && size > 0) firstSectionOffset = Math.min(firstSectionOffset, offset);
      }
      segments.push({
        cmdOffset: at,
        name: cstr(buf, at + 8, 16),
        vmaddr: Number(buf.readBigUInt64LE(at + 24)),
        vmsize: Number(buf.readBigUInt64LE(at + 32)),
        fileoff: Number(buf.readBigUInt64LE(at + 40)),
        filesize: Number(buf.readBigUInt64LE(at + 48)),
        sections,
      });
    } else if (cmd === LC_CODE_SIGNATURE) {
      codeSignature = { cmdOffset: at, dataoff: buf.readUInt32LE(at + 8), datasize: buf.readUInt32LE(at + 12) };
    }
    at += cmdsize;
  }
  return { cputype, filetype, ncmds, sizeofcmds, endOfCommands: at, firstSectionOffset, segments, codeSignature };
}

function cstr(buf, offset, max) {
  const end = buf.indexOf(0, offset);
  return buf.toString('latin1', offset, end < 0 || end > offset + max ? offset + max : end);
}

function linkedit(info) {
  const seg = info.segments.find((s) => s.name === '__LINKEDIT');
  if (!seg) throw new Error('no __LINKEDIT segment');
  const last = info.segments.reduce((a, b) => (b.fileoff + b.filesize > a.fileoff + a.filesize ? b : a));
  if (last !== seg) throw new Error(`__LINKEDIT is not the last segment in the file (${last.name} is)`);
  return seg;
}

function writeSegmentSizes(buf, seg, filesize, vmsize) {
  buf.writeBigUInt64LE(BigInt(vmsize), seg.cmdOffset + 32);
  buf.writeBigUInt64LE(BigInt(filesize), seg.cmdOffset + 48);
}

/**
 * Removes an existing code signature: drops LC_CODE_SIGNATURE, cuts the signature off the end of the file,
 * and shrinks __LINKEDIT to match. Returns a new buffer (or the same one when it was unsigned).
 * @param {Buffer} input
 * @returns {{ buffer: Buffer, removed: boolean }}
 */
export function removeSignature(input) {
  const info = parseMachO(input);
  if (!info.codeSignature) return { buffer: input, removed: false };
  const seg = linkedit(info);
  const { cmdOffset, dataoff, datasize } = info.codeSignature;
  if (dataoff < seg.fileoff || dataoff + datasize > seg.fileoff + seg.filesize + 16) {
    throw new Error('the code signature is not inside __LINKEDIT; refusing to guess');
  }
  const buf = Buffer.from(input.subarray(0, dataoff));
  // Take the 16-byte load command out: move the following commands down and zero the freed tail.
  const end = info.endOfCommands;
  buf.copy(buf, cmdOffset, cmdOffset + 16, end);
  buf.fill(0, end - 16, end);
  buf.writeUInt32LE(info.ncmds - 1, 16);
  buf.writeUInt32LE(info.sizeofcmds - 16, 20);
  const after = parseMachO(buf);
  const seg2 = linkedit(after);
  const filesize = dataoff - seg2.fileoff;
  writeSegmentSizes(buf, seg2, filesize, roundUp(filesize, segmentAlign(after.cputype)));
  return { buffer: buf, removed: true };
}

function segmentAlign(cputype) {
  return cputype === CPU_TYPE_ARM64 ? 0x4000 : 0x1000;
}

function roundUp(n, to) {
  return Math.ceil(n / to) * to;
}

/**
 * Signs a thin 64-bit Mach-O executable ad hoc, replacing any signature it had.
 * @param {Buffer} input
 * @param {string} identifier  the signing identifier (conventionally the program name)
 * @returns {Buffer} the signed file
 */
export function adhocSign(input, identifier) {
  const unsigned = removeSignature(input).buffer;
  const info = parseMachO(unsigned);
  const seg = linkedit(info);
  if (seg.fileoff + seg.filesize !== unsigned.length) {
    throw new Error(`data after __LINKEDIT (${unsigned.length - seg.fileoff - seg.filesize} bytes) would not be covered by the signature`);
  }
  if (info.firstSectionOffset - info.endOfCommands < 16) throw new Error('no room for LC_CODE_SIGNATURE after the load commands');
  const text = info.segments.find((s) => s.name === '__TEXT');
  if (!text) throw new Error('no __TEXT segment');

  const codeLimit = roundUp(unsigned.length, 16);
  const nPages = Math.ceil(codeLimit / PAGE_SIZE);
  const ident = Buffer.from(`${identifier}\0`, 'utf8');
  const hashOffset = CD_HEADER_SIZE + ident.length;
  const cdSize = hashOffset + nPages * HASH_SIZE;
  const sigSize = 12 + 8 + cdSize;
  const sigAllocated = roundUp(sigSize, 16);
  if (codeLimit + sigAllocated > 0xffffffff) throw new Error('file too large for a 32-bit code limit');

  const out = Buffer.alloc(codeLimit + sigAllocated);
  unsigned.copy(out, 0);
  // Load command, header counts, __LINKEDIT extent: these are inside page 0, so write them before hashing.
  const lc = info.endOfCommands;
  out.writeUInt32LE(LC_CODE_SIGNATURE, lc);
  out.writeUInt32LE(16, lc + 4);
  out.writeUInt32LE(codeLimit, lc + 8);
  out.writeUInt32LE(sigSize, lc + 12);
  out.writeUInt32LE(info.ncmds + 1, 16);
  out.writeUInt32LE(info.sizeofcmds + 16, 20);
  const filesize = codeLimit + sigAllocated - seg.fileoff;
  writeSegmentSizes(out, seg, filesize, roundUp(filesize, segmentAlign(info.cputype)));

  // SuperBlob with a single CodeDirectory.
  let p = codeLimit;
  out.writeUInt32BE(CSMAGIC_EMBEDDED_SIGNATURE, p);
  out.writeUInt32BE(sigSize, p + 4);
  out.writeUInt32BE(1, p + 8);
  out.writeUInt32BE(CSSLOT_CODEDIRECTORY, p + 12);
  out.writeUInt32BE(20, p + 16);
  p += 20;
  const cd = p;
  out.writeUInt32BE(CSMAGIC_CODEDIRECTORY, cd);
  out.writeUInt32BE(cdSize, cd + 4);
  out.writeUInt32BE(CD_VERSION, cd + 8);
  out.writeUInt32BE(CS_ADHOC | CS_LINKER_SIGNED, cd + 12);
  out.writeUInt32BE(hashOffset, cd + 16);
  out.writeUInt32BE(CD_HEADER_SIZE, cd + 20); // identOffset
  out.writeUInt32BE(0, cd + 24); // nSpecialSlots
  out.writeUInt32BE(nPages, cd + 28); // nCodeSlots
  out.writeUInt32BE(codeLimit, cd + 32);
  out.writeUInt8(HASH_SIZE, cd + 36);
  out.writeUInt8(CS_HASHTYPE_SHA256, cd + 37);
  out.writeUInt8(0, cd + 38); // platform
  out.writeUInt8(PAGE_SHIFT, cd + 39);
  // spare2, scatterOffset, teamOffset, spare3, codeLimit64 stay zero (cd + 40 .. cd + 64)
  out.writeBigUInt64BE(BigInt(text.fileoff), cd + 64); // execSegBase
  out.writeBigUInt64BE(BigInt(text.filesize), cd + 72); // execSegLimit
  out.writeBigUInt64BE(BigInt(info.filetype === MH_EXECUTE ? CS_EXECSEG_MAIN_BINARY : 0), cd + 80);
  ident.copy(out, cd + CD_HEADER_SIZE);
  writePageHashes(out, codeLimit, out, cd + hashOffset);
  return out;
}

function writePageHashes(data, codeLimit, target, at) {
  for (let off = 0, i = 0; off < codeLimit; off += PAGE_SIZE, i++) {
    const digest = createHash('sha256').update(data.subarray(off, Math.min(off + PAGE_SIZE, codeLimit))).digest();
    digest.copy(target, at + i * HASH_SIZE);
  }
}

/**
 * Checks an embedded ad-hoc (or any SHA-256) signature for internal consistency: the load command points at
 * the end of __LINKEDIT, the SuperBlob holds a CodeDirectory, and every page hash matches the file.
 * Does not evaluate certificates (an ad-hoc signature has none).
 * @param {Buffer} buf
 * @returns {{ ok: boolean, reason?: string, identifier?: string, flags?: number, pages?: number }}
 */
export function verifySignature(buf) {
  let info;
  try {
    info = parseMachO(buf);
  } catch (error) {
    return { ok: false, reason: String(error.message ?? error) };
  }
  if (!info.codeSignature) return { ok: false, reason: 'no LC_CODE_SIGNATURE' };
  const { dataoff, datasize } = info.codeSignature;
  if (dataoff + datasize > buf.length) return { ok: false, reason: 'signature runs past the end of the file' };
  const seg = info.segments.find((s) => s.name === '__LINKEDIT');
  if (!seg || seg.fileoff + seg.filesize < dataoff + datasize) return { ok: false, reason: 'signature is not inside __LINKEDIT' };
  if (buf.readUInt32BE(dataoff) !== CSMAGIC_EMBEDDED_SIGNATURE) return { ok: false, reason: 'no embedded-signature SuperBlob' };
  const count = buf.readUInt32BE(dataoff + 8);
  // The SHA-256 CodeDirectory: slot 0, or an alternate slot (0x1000..) next to a SHA-1 one in Apple's signatures.
  let cd = -1;
  for (let i = 0; i < count; i++) {
    const type = buf.readUInt32BE(dataoff + 12 + i * 8);
    const at = dataoff + buf.readUInt32BE(dataoff + 16 + i * 8);
    const isCd = type === CSSLOT_CODEDIRECTORY || (type >= 0x1000 && type < 0x1005);
    if (isCd && buf.readUInt32BE(at) === CSMAGIC_CODEDIRECTORY && buf.readUInt8(at + 37) === CS_HASHTYPE_SHA256) cd = at;
  }
  if (cd < 0) return { ok: false, reason: 'no SHA-256 CodeDirectory' };
  const flags = buf.readUInt32BE(cd + 12);
  const hashOffset = buf.readUInt32BE(cd + 16);
  const identifier = cstr(buf, cd + buf.readUInt32BE(cd + 20), 256);
  const nCodeSlots = buf.readUInt32BE(cd + 28);
  const codeLimit = buf.readUInt32BE(cd + 32);
  const hashSize = buf.readUInt8(cd + 36);
  const hashType = buf.readUInt8(cd + 37);
  const pageSize = 1 << buf.readUInt8(cd + 39);
  if (hashType !== CS_HASHTYPE_SHA256 || hashSize !== HASH_SIZE) return { ok: false, reason: `hash type ${hashType} not checked here` };
  if (codeLimit !== dataoff) return { ok: false, reason: `code limit ${codeLimit} is not the signature offset ${dataoff}` };
  if (nCodeSlots !== Math.ceil(codeLimit / pageSize)) return { ok: false, reason: 'page count does not match the code limit' };
  for (let i = 0; i < nCodeSlots; i++) {
    const off = i * pageSize;
    const digest = createHash('sha256').update(buf.subarray(off, Math.min(off + pageSize, codeLimit))).digest();
    if (!digest.equals(buf.subarray(cd + hashOffset + i * HASH_SIZE, cd + hashOffset + (i + 1) * HASH_SIZE))) {
      return { ok: false, reason: `page ${i} hash mismatch` };
    }
  }
  return { ok: true, identifier, flags, pages: nCodeSlots };
}

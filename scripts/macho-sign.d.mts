/** Types for macho-sign.mjs (plain JavaScript so that build.mjs can use it without a TypeScript step). */
export interface MachOSegment {
  cmdOffset: number;
  name: string;
  vmaddr: number;
  vmsize: number;
  fileoff: number;
  filesize: number;
  sections: { name: string; segname: string; offset: number; size: number }[];
}
export interface MachOInfo {
  cputype: number;
  filetype: number;
  ncmds: number;
  sizeofcmds: number;
  endOfCommands: number;
  firstSectionOffset: number;
  segments: MachOSegment[];
  codeSignature: { cmdOffset: number; dataoff: number; datasize: number } | null;
}
export function parseMachO(buf: Buffer): MachOInfo;
export function removeSignature(buf: Buffer): { buffer: Buffer; removed: boolean };
export function adhocSign(buf: Buffer, identifier: string): Buffer;
export function verifySignature(buf: Buffer): { ok: boolean; reason?: string; identifier?: string; flags?: number; pages?: number };

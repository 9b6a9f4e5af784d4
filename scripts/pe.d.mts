/** Types for pe.mjs (plain JavaScript so that build.mjs can use it without a TypeScript step). */
export interface PeInfo {
  magic: number;
  checksumOffset: number;
  securityEntry: number;
  security: { offset: number; size: number };
  sections: { name: string; virtualAddress: number; sizeOfRawData: number; pointerToRawData: number }[];
  endOfSections: number;
}
export function parsePe(buf: Buffer): PeInfo;
export function stripAuthenticode(buf: Buffer): { buffer: Buffer; removed: boolean; truncatedBytes: number };
export function peChecksum(buf: Buffer, checksumOffset?: number): number;

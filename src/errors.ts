/**
 * Every user-facing failure: one error type with a stable code, and every message of SPEC.md section 7
 * (gist + recommended next step) in one place. Only the outermost layer (a tool result, the CLI) prints.
 * @module
 */

export type ErrorCode =
  | 'NO_LIBRARY_MATCH'
  | 'INVALID_LIBRARY_ID'
  | 'LIBRARY_NOT_FOUND'
  | 'VERSION_NOT_AVAILABLE'
  | 'INVALID_API_KEY'
  | 'RATE_LIMITED'
  | 'SECRET_IN_QUERY'
  | 'INVALID_ARGUMENT'
  | 'STORE_UNAVAILABLE'
  | 'STORE_BUSY'
  | 'SOURCE_NOT_FOUND'
  | 'BACKEND_UNREACHABLE';

export class LibdocsError extends Error {
  readonly code: ErrorCode;
  /** Process exit code when this reaches the CLI's top level. */
  readonly exitCode: number;
  constructor(code: ErrorCode, message: string, exitCode = 1) {
    super(message);
    this.name = 'LibdocsError';
    this.code = code;
    this.exitCode = exitCode;
  }
}

export const messages = {
  noLibraryMatch: (name: string) =>
    `No libraries found matching "${name}". Try another name or spelling, check for typos, ` +
    `or try a related library; if the library is not indexed yet, add it with \`libdocs add <source>\`.`,
  invalidLibraryId: (id: string) =>
    `Documentation not found or not finalized for this library: "${id}" is probably an invalid library ID. ` +
    `Library IDs have the form /org/project or /org/project/version; call resolve-library-id to get a valid one.`,
  libraryNotFound: (id: string) =>
    `The library "${id}" does not exist. Try a different library ID: search with resolve-library-id and check the spelling.`,
  versionNotAvailable: (id: string, version: string, available: string[]) =>
    `Version "${version}" of ${id} is not available. Available versions: ${available.join(', ') || 'none'}. ` +
    `Use one of them as ${id}/<version>, or leave the version out for the latest.`,
} as const;

export function noLibraryMatch(name: string): LibdocsError {
  return new LibdocsError('NO_LIBRARY_MATCH', messages.noLibraryMatch(name));
}
export function invalidLibraryId(id: string): LibdocsError {
  return new LibdocsError('INVALID_LIBRARY_ID', messages.invalidLibraryId(id));
}
export function libraryNotFound(id: string): LibdocsError {
  return new LibdocsError('LIBRARY_NOT_FOUND', messages.libraryNotFound(id));
}
export function versionNotAvailable(id: string, version: string, available: string[]): LibdocsError {
  return new LibdocsError('VERSION_NOT_AVAILABLE', messages.versionNotAvailable(id, version, available));
}

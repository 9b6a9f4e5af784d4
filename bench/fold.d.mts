/** See fold.mjs. */
export function fold(id: string): number;

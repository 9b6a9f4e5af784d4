/**
 * The half of the dev set a question belongs to (0 = A, 1 = B): a hash of its ID, so both phrasings of one
 * question fall in the same half. Shared by bench/answers.mjs, bench/eval-fast.ts (--half) and bench/tune.ts.
 * @param {string} id
 * @returns {number}
 */
export function fold(id) {
  let x = 0;
  for (const c of id) x = (x * 31 + c.charCodeAt(0)) >>> 0;
  return x % 2;
}

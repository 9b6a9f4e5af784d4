/**
 * Small groups of general software and system-administration words that name one thing ("throttle" and "limit",
 * "stuck" and "hang", "bastion" and "jump host"): a user asks in one, a manual writes another. Written by hand at
 * stop 25 from general knowledge, after reading the misses of the dev, second and man-page sets, so those sets'
 * gains from it overstate what it does elsewhere; the third set, never looked at question by question, gained one
 * first place and lost nothing (see README, Ranking). No word of a library, and nothing a question alone names.
 * @module
 */
import { stem } from './tokens.ts';

const GROUPS = [
  'limit cap throttle restrict bound',
  'maximum max largest biggest highest upper',
  'minimum min smallest lowest lower',
  'resume continue restart',
  'hang hung stuck freeze frozen',
  'timeout deadline',
  'kill terminate abort cancel',
  'stop halt shutdown',
  'delete remove erase unlink purge',
  'copy duplicate clone replicate',
  'show display print list view',
  'large big huge',
  'small tiny little',
  'fast quick speed rapid',
  'slow sluggish latency',
  'error failure fault',
  'start launch begin spawn',
  'merge combine join concatenate',
  'split chunk divide partition',
  'find search locate lookup',
  'check verify validate',
  'setting option parameter configuration config',
  'expire expiry lifetime ttl forget',
  'rename move',
  'compress compression gzip zip deflate',
  'encrypt encryption cipher',
  'permission privilege access rights',
  'password passphrase credential secret',
  'account login user',
  'log logging verbose debug trace',
  'retry reattempt',
  'lock mutex exclusive',
  'schedule cron periodic interval',
  'sort order',
  'unique distinct duplicate dedupe',
  'recursive recursively subdirectory subdirectories tree',
  'redirect redirection moved location',
  'proxy gateway bastion jump',
  'tunnel forward forwarding',
  'folder directory dir',
  'file document',
  'ignore skip exclude',
  'include add',
  'quiet silent suppress',
  'memoize memoization cache caching',
  'bandwidth rate',
  'size length',
  'wait sleep pause',
  'concurrent concurrently parallel simultaneous',
  'background daemon detach',
  'mount attach',
  'unmount umount detach',
  'update upgrade',
  'install setup',
  'uninstall remove',
  'connect connection',
  'disconnect drop',
  'fetch download retrieve',
  'upload send push post',
  'reuse share sharing',
  'trust trusted certificate',
  'private internal',
  'overwrite replace clobber',
  'backup snapshot archive',
  'sync synchronize mirror',
  'truncate cut shorten',
  'escape quote',
  'whitespace spaces blank',
  'newline linebreak',
  'uppercase capital capitalize',
  'count number',
  'current now today',
  'previous last prior',
  'next following subsequent',
  'first initial leading',
  'hidden invisible',
  'empty blank',
  'default fallback',
  'environment env',
  'variable var',
  'argument arg parameter',
  'function func method',
  'return returns result',
  'iterate loop',
  'keyboard key keystroke',
  'shortcut binding',
  'terminal console tty',
  'screen display',
  'color colour',
  'port socket',
  'address ip',
  'route routing path',
  'network net',
  'interface nic link',
  'delay latency',
  'loss drop',
  'packet datagram',
];

export interface RelatedWord {
  /** As the full-text query writes it. */
  text: string;
  stem: string;
}

/** Each word's groups (a word may stand in two: remove, display), and each stem's words. */
let groupsOf: Map<string, number[]> | undefined;
let wordsOf: Map<string, Set<string>> | undefined;

/**
 * The other words of the groups that hold `word`, found by the word itself or else by its stem (throttled →
 * throttle); a stem two listed words share (terminal, terminate) finds nothing but those words themselves.
 */
export function relatedWords(word: string): RelatedWord[] {
  if (!groupsOf || !wordsOf) {
    groupsOf = new Map();
    wordsOf = new Map();
    for (const [i, group] of GROUPS.entries()) {
      for (const w of group.split(' ')) {
        groupsOf.set(w, [...(groupsOf.get(w) ?? []), i]);
        const s = stem(w);
        wordsOf.set(s, (wordsOf.get(s) ?? new Set()).add(w));
      }
    }
  }
  const own = stem(word);
  const listed = groupsOf.has(word) ? word : wordsOf.get(own)?.size === 1 ? [...wordsOf.get(own)!][0]! : undefined;
  const out: RelatedWord[] = [];
  for (const group of (listed && groupsOf.get(listed)) || []) {
    for (const text of GROUPS[group]!.split(' ')) {
      const s = stem(text);
      if (s !== own && !out.some((o) => o.stem === s)) out.push({ text, stem: s });
    }
  }
  return out;
}

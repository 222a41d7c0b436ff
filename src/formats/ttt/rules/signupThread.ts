/**
 * Sign-ups from the forum thread (docs/rules.md §1.9, the spec's §6 "The sign-up thread"): the text the TD copied from
 * the sign-up thread → posts (author, own message) → one decision per post → a proposed sign-up list. Pure.
 *
 * Thread formats (the first that applies to the whole text):
 * 1. `posted-by`: a line `Posted by NAME …` or `Post by NAME …` (phpBB / DailyGammon forum copy; a date after ` on `,
 *    ` at `, `»`, `-`, `|` or `,` is dropped) starts a post; the lines after it, to the next such line, are its message.
 * 2. `wrote`: no such line, but `NAME wrote:` lines at the start of a paragraph (first line, or after a blank line):
 *    each starts a post; its text may follow on the same line.
 * 3. `colon`: otherwise each line `NAME: message` is a post (a leading `[12:03]` time is dropped); a line without
 *    `NAME:` continues the post above. Lines before the first post are ignored (the thread's title).
 *
 * Quotes are never the quoter's: `[quote…]…[/quote]`, lines starting with `>`, and a paragraph opened by `X wrote:`,
 * `X schrieb:`, `X a écrit :`, `X escribió:`, `X ha scritto:`, `X schreef:`, `Quote:`, `Zitat:`, `Citation :`,
 * `Quote from X`, `Originally posted by X` (to the next blank line) are removed from the post's message. In the
 * `wrote` format a quote opener is one that follows its post's header before any text of the post's own.
 *
 * One decision per post, from its own text (case, accents and emoji ignored):
 * - out: "out", "withdraw", "can't make it", "count me out", "remove me", … and other languages' (raus, abmelden,
 *   je me retire, fuera, me retiro, fuori, uit, fora, ute, yokum, пас, …);
 * - entries 2 or 3: "x2", "2x", "double", "twice", "2 please", "in for 2", "two entries", "triple", "x3", …
 *   (number words only next to in / for / please / entries / x / dose, or as the whole message);
 * - entries 1: "in" (as the message's first word, after "I'm", "count me", …, or before please / for / again / too /
 *   the end), "count me in", "sign me up", "add me", and other languages' (dabei, partant, me apunto, ci sono,
 *   doe mee, estou dentro, jeg er med, varım, участвую, …);
 * - unreadable: none of these, or more than one (out and in; 2 and 3), or more than 3 entries: listed, never guessed.
 * - An edit (`EDIT:`, `Update:`, `Nachtrag:` …) replaces the text before it: the last part that decides, decides.
 *
 * The list: a later readable post of the same author (names compared as in §0.1) replaces the earlier one; an
 * unreadable post changes nothing (the earlier decision stands, and the TD sees the post). Sign-up order is the order
 * of each player's first sign-up post after their last withdrawal (a withdrawal gives up the place).
 */
import { cleanName, nameKey } from '../../../shared/rules/names';

export type ThreadFormat = 'posted-by' | 'wrote' | 'colon' | 'none';

export interface ThreadPost {
  /** 1-based, in thread order. */
  number: number;
  author: string;
  /** The post's own text (quotes removed). */
  message: string;
  /** 1-based line of the pasted text where the post starts. */
  line: number;
}

export type PostDecision = { kind: 'entries'; entries: 1 | 2 | 3 } | { kind: 'out' } | { kind: 'unreadable'; reason: string };

export interface DecidedPost extends ThreadPost {
  decision: PostDecision;
}

export interface ProposedSignUp {
  name: string;
  entries: 1 | 2 | 3;
  /** The post the entries come from. */
  post: number;
  /** The post that gives the player's place in the sign-up order. */
  firstPost: number;
}

export interface ThreadReading {
  format: ThreadFormat;
  posts: DecidedPost[];
  /** In sign-up order. */
  signUps: ProposedSignUp[];
  /** Players whose last readable post withdraws them (they had signed up before, or only ever said "out"). */
  withdrawn: { name: string; post: number }[];
  unreadable: DecidedPost[];
}

// ---------------------------------------------------------------- splitting the thread into posts

const POSTED_BY = /^\s*(?:posted|post)\s+by:?\s+(.+?)(?:\s+(?:on|at)\s+.*|\s*[»|–—]\s*.*|\s+-\s+.*|\s*,.*)?\s*$/i;
const WROTE_VERBS = String.raw`(?:wrote|schrieb|a\s+écrit|a\s+ecrit|escribió|escribio|ha\s+scritto|schreef|skrev|napisał|escreveu)`;
const WROTE = new RegExp(String.raw`^\s*(\S.{0,60}?)\s+${WROTE_VERBS}\s*:(.*)$`, 'i');
const QUOTE_OPENER = new RegExp(
  String.raw`^\s*(?:(?:\S.{0,60}?)\s+${WROTE_VERBS}\s*:|quote\s*:|zitat\s*:|citation\s*:|cita\s*:|citazione\s*:|quote\s+from\s+\S.*|originally\s+posted\s+by\s+\S.*)`,
  'i',
);
const COLON = /^\s*(?:\[[0-9:apm .]+\]\s*)?([^:\s][^:]{0,39}?)\s*:\s*(.*)$/i;
const NOT_A_NAME = /^(?:edit(?:ed)?|update|nachtrag|ps|p\.s\.|nb|note|re|quote|zitat|citation|https?|www\..*)$/i;
/** Forum furniture copied with the posts: subject lines, edit stamps, buttons. */
const FURNITURE = /^\s*(?:re:.*|(?:last\s+)?edited\s+by\s.*|reply|quote|report|top|back\s+to\s+top|like|#\d+)\s*$/i;

interface RawPost {
  author: string;
  lines: string[];
  line: number;
}

const isBlank = (s: string): boolean => s.trim() === '';

/** Removes BBCode quote blocks (nested too) from the whole text, keeping line count so post lines stay right. */
function stripBbQuotes(text: string): string {
  let out = text;
  for (let guard = 0; guard < 50; guard++) {
    const next = out.replace(/\[quote(?:[=\s][^\]]*)?\]((?:(?!\[quote)[\s\S])*?)\[\/quote\]/gi, (m) => m.replace(/[^\n]/g, ''));
    if (next === out) break;
    out = next;
  }
  return out;
}

function authorOf(raw: string): string {
  return cleanName(raw.replace(/^["'“”‘’]+|["'“”‘’]+$/g, '').replace(/^@/, ''));
}

function splitPosts(text: string): { format: ThreadFormat; posts: RawPost[] } {
  const lines = stripBbQuotes(text).split(/\r\n|\r|\n/);
  const postedBy = lines.some((l) => POSTED_BY.test(l));
  if (postedBy) {
    const posts: RawPost[] = [];
    lines.forEach((l, i) => {
      const m = POSTED_BY.exec(l);
      if (m) posts.push({ author: authorOf(m[1]), lines: [], line: i + 1 });
      else if (posts.length > 0) posts[posts.length - 1].lines.push(l);
    });
    return { format: 'posted-by', posts: posts.map((p) => ({ ...p, lines: stripQuotes(p.lines) })) };
  }
  const wroteHeader = (i: number): RegExpExecArray | null => (i === 0 || isBlank(lines[i - 1]) ? WROTE.exec(lines[i]) : null);
  if (lines.some((_, i) => wroteHeader(i) !== null)) {
    const posts: RawPost[] = [];
    let own = false; // whether the current post has text of its own yet
    let inQuote = false;
    lines.forEach((l, i) => {
      const header = wroteHeader(i);
      if (header) {
        posts.push({ author: authorOf(header[1]), lines: header[2].trim() === '' ? [] : [header[2]], line: i + 1 });
        own = header[2].trim() !== '';
        inQuote = false;
        return;
      }
      if (posts.length === 0) return;
      if (inQuote) {
        if (isBlank(l)) inQuote = false;
        return;
      }
      // "Bob wrote:" (or "Quote:") before any text of the post's own: the post quotes Bob.
      if (!own && QUOTE_OPENER.test(l)) {
        inQuote = true;
        return;
      }
      posts[posts.length - 1].lines.push(l);
      if (!isBlank(l)) own = true;
    });
    return { format: 'wrote', posts: posts.map((p) => ({ ...p, lines: stripQuotes(p.lines) })) };
  }
  const posts: RawPost[] = [];
  lines.forEach((l, i) => {
    const m = COLON.exec(l);
    if (m && !NOT_A_NAME.test(m[1].trim()) && !/^\d+$/.test(m[1].trim())) posts.push({ author: authorOf(m[1]), lines: [m[2]], line: i + 1 });
    else if (posts.length > 0) posts[posts.length - 1].lines.push(l);
  });
  return { format: posts.length > 0 ? 'colon' : 'none', posts: posts.map((p) => ({ ...p, lines: stripQuotes(p.lines) })) };
}

/** A post's own lines: `>` lines and quote paragraphs (opener to the next blank line) removed, furniture dropped. */
function stripQuotes(lines: readonly string[]): string[] {
  const out: string[] = [];
  let inQuote = false;
  for (const l of lines) {
    if (inQuote) {
      if (isBlank(l)) inQuote = false;
      continue;
    }
    if (/^\s*>/.test(l)) continue;
    if (QUOTE_OPENER.test(l)) {
      inQuote = true;
      continue;
    }
    if (FURNITURE.test(l)) continue;
    out.push(l);
  }
  return out;
}

// ---------------------------------------------------------------- reading one message

/** Lower case, accents folded, emoji and symbols dropped, apostrophes unified, spaces collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200d|\ufe0f/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const W = String.raw`(?<![\p{L}\p{N}])`; // word start
const E = String.raw`(?![\p{L}\p{N}])`; // word end
const re = (body: string): RegExp => new RegExp(`${W}(?:${body})${E}`, 'gu');

const OUT = re(
  [
    String.raw`count\s+me\s+out|i'?m\s+out|i\s+am\s+out|not\s+in|out`,
    String.raw`withdraw(?:s|n|ing|al)?|with\s*draw|retire|retiring|can'?t\s+make\s+it|cannot\s+make\s+it|can\s+not\s+make\s+it|can'?t\s+play|cannot\s+play|can'?t\s+join|cannot\s+join`,
    String.raw`remove\s+me|take\s+me\s+off|scratch\s+me|drop\s+me|unsubscribe|not\s+(?:this|that)\s+time|not\s+playing`,
    String.raw`(?:ich\s+)?bin\s+raus|raus|abmelden|melde\s+mich\s+ab|nicht\s+dabei|ziehe\s+(?:mich\s+)?zuruck|zuruckziehen|kann\s+nicht`,
    String.raw`je\s+me\s+retire|me\s+retire|desinscri\S*|je\s+ne\s+peux\s+pas|forfait`,
    String.raw`me\s+retiro|me\s+bajo|fuera|no\s+puedo|borrame`,
    String.raw`mi\s+ritiro|fuori|non\s+posso|cancellami`,
    String.raw`ik\s+ben\s+uit|uit|ik\s+trek\s+me\s+terug|doe\s+niet\s+mee|kan\s+niet`,
    String.raw`estou\s+fora|fora|desisto|nao\s+posso`,
    String.raw`jeg\s+er\s+ude|ude|jag\s+ar\s+ute|ute|jeg\s+er\s+ute`,
    String.raw`yokum|wypisz\s+mnie|rezygnuje|пас|не\s+смогу|выхожу|снимаюсь`,
  ].join('|'),
);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  zwei: 2,
  drei: 3,
  vier: 4,
  deux: 2,
  trois: 3,
  quatre: 4,
  dos: 2,
  tres: 3,
  cuatro: 4,
  due: 2,
  tre: 3,
  quattro: 4,
  twee: 2,
  drie: 3,
  dois: 2,
  duas: 2,
  dwa: 2,
  trzy: 3,
};
const NUM = `[1-9]|${Object.keys(NUMBER_WORDS).join('|')}`;
const AFTER_NUM = String.raw`please|pls|plz|entries|entry|entrys|times|mal|fois|veces|volte|keer|vezes|doses?|sets?|for\s+me|thanks|thx`;

function numberOf(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? 0);
}

/** Counts written with a number: "x2", "2x", "in for 2", "make it 3", "two please", "3 entries". */
const NUMERIC: { re: RegExp; n: (m: RegExpExecArray) => number }[] = [
  { re: re(String.raw`[x×]\s?(\d+)|(\d+)\s?[x×]`), n: (m) => Number(m[1] ?? m[2]) },
  { re: re(String.raw`(?:in\s+(?:for\s+)?|for\s+|make\s+(?:it|that)\s+)(${NUM})`), n: (m) => numberOf(m[1]) },
  { re: re(String.raw`(${NUM})\s+(?:${AFTER_NUM})`), n: (m) => numberOf(m[1]) },
];
/** "double", "triple" (also backgammon words: "take the double") count next to a sign-up word, or as the whole message. */
const DOUBLE_IN_CONTEXT = re(
  String.raw`(?:in[\s,.:;(-]+(?:for\s+)?(?:the\s+|a\s+)?|make\s+(?:it|me|that)\s+(?:a\s+)?|put\s+me\s+down\s+for\s+(?:a\s+|the\s+)?)(?:double|triple|treble)|(?:double|triple|treble)\s+(?:dose|entry|entries|please|pls|plz|in|for\s+me|again|thanks|thx)`,
);
/** Words that only ever mean a count. */
const COUNT_WORDS: { re: RegExp; n: number }[] = [
  { re: re(String.raw`twice|doppel\S*|zweimal|doble|doppi[ao]|dubbel`), n: 2 },
  { re: re(String.raw`thrice|dreifach|dreimal|tripl[ao]|driedubbel`), n: 3 },
  { re: re(String.raw`single\s+entry|one\s+entry|just\s+one|only\s+one`), n: 1 },
  { re: re(String.raw`quadruple|quadrupl[eo]`), n: 4 },
];

const IN = re(
  [
    String.raw`count\s+me\s+in|sign\s+me\s+(?:up|in)|add\s+me|put\s+me\s+(?:down|in)|i'?m\s+in|i\s+am\s+in|me\s+in|also\s+in|we'?re\s+in|in\s+again|in\s+too`,
    String.raw`(?:ich\s+)?bin\s+dabei|mit\s+dabei|dabei|melde\s+mich\s+an|anmelden|(?:ich\s+)?spiele\s+mit|bin\s+drin`,
    String.raw`partante?s?|inscri(?:s|vez)[- ]moi|je\s+m'inscris|je\s+participe|j'en\s+suis|present`,
    String.raw`me\s+apunto|apuntame|cuenta\s+conmigo|participo|dentro|yo\s+juego`,
    String.raw`ci\s+sono|iscrivimi|partecipo|presente`,
    String.raw`ik\s+doe\s+mee|doe\s+mee|ik\s+ben\s+erbij|erbij`,
    String.raw`estou\s+dentro|conta\s+comigo`,
    String.raw`jeg\s+er\s+med|jag\s+ar\s+med`,
    String.raw`varim|wchodze|zapisz\s+mnie|участвую|в\s+деле|я\s+в\s+игре`,
  ].join('|'),
);
/** A bare "in": the message's first word (after a greeting), or followed by please / for / again / … or the end. */
const BARE_IN = new RegExp(
  String.raw`^(?:(?:hi|hello|hey|ok|okay|yes|yep|sure|also|and|all)[\s,.!]+)*in${E}|${W}in(?=\s*(?:[,.!:;-]+\s*)?(?:please|pls|plz|thanks|thx|thank\s+you|again|too|as\s+well|for|x|[0-9]|$))`,
  'u',
);

function blankOut(text: string, pattern: RegExp): { text: string; found: RegExpExecArray[] } {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  let out = text;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    found.push(m);
    out = out.slice(0, m.index) + ' '.repeat(m[0].length) + out.slice(m.index + m[0].length);
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return { text: out, found };
}

type Reading = PostDecision | { kind: 'nothing' };

const WHOLE_COUNT: Record<string, number> = { double: 2, triple: 3, treble: 3 };

function readPart(raw: string): Reading {
  const outs = blankOut(foldText(raw).replace(/(?<![\p{L}\p{N}])due\s+to(?![\p{L}\p{N}])/gu, ' '), OUT);
  // "in the …", "in a …", "in playing …": "in" as a preposition, not a sign-up.
  let t = outs.text.replace(/(?<![\p{L}\p{N}])in\s+(?:the|a|an|my|this|that|case|time|order|[a-z]+ing)(?![\p{L}\p{N}])/gu, ' ');
  const counts = new Set<number>();
  const take = (pattern: RegExp, n: (m: RegExpExecArray) => number): void => {
    const r = blankOut(t, pattern);
    for (const m of r.found) counts.add(n(m));
    t = r.text;
  };
  for (const c of NUMERIC) take(c.re, c.n);
  take(DOUBLE_IN_CONTEXT, (m) => (/double/.test(m[0]) ? 2 : 3));
  for (const c of COUNT_WORDS) take(c.re, () => c.n);
  const whole = t
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])(?:please|pls|plz|thanks|thx)(?![\p{L}\p{N}])/gu, ' ')
    .trim();
  if (WHOLE_COUNT[whole] !== undefined) counts.add(WHOLE_COUNT[whole]);
  else if (/^(?:[1-9]|[a-z]+)$/.test(whole) && numberOf(whole) > 1) counts.add(numberOf(whole));
  const ins = blankOut(t, IN).found.length > 0 || BARE_IN.test(t.trim());
  // A "double" or "triple" left over next to a sign-up: it may be a count or backgammon talk — the TD reads it.
  const leftover = /(?<![\p{L}\p{N}])(?:double|triple|treble)(?![\p{L}\p{N}])/u.test(t);

  counts.delete(0);
  if (outs.found.length > 0 && (ins || counts.size > 0)) return { kind: 'unreadable', reason: 'says both out and in' };
  if (outs.found.length > 0) return { kind: 'out' };
  if (counts.size > 1)
    return {
      kind: 'unreadable',
      reason: `says ${[...counts].sort((a, b) => a - b).join(' and ')} entries`,
    };
  if (counts.size === 1) {
    const n = [...counts][0];
    if (n > 3) return { kind: 'unreadable', reason: `asks for ${n} entries; at most 3` };
    return { kind: 'entries', entries: n as 1 | 2 | 3 };
  }
  if (ins && leftover) return { kind: 'unreadable', reason: 'says in, and "double" or "triple" without saying it is the entries' };
  if (ins) return { kind: 'entries', entries: 1 };
  return { kind: 'nothing' };
}

const EDIT = /(?:^|\n|\s)(?:edit(?:ed)?(?:\s*\d+)?|update|nachtrag|modifica|edito|modifie)\s*:/i;

/** The decision of one message (its own text, quotes already removed). */
export function readPost(message: string): PostDecision {
  const parts: string[] = [];
  let rest = message;
  for (let m = EDIT.exec(rest); m; m = EDIT.exec(rest)) {
    parts.push(rest.slice(0, m.index));
    rest = rest.slice(m.index + m[0].length);
  }
  parts.push(rest);
  for (let i = parts.length - 1; i >= 0; i--) {
    const r = readPart(parts[i]);
    if (r.kind !== 'nothing') return r;
  }
  return { kind: 'unreadable', reason: message.trim() === '' ? 'no text of its own (only a quote?)' : 'says neither in nor out' };
}

// ---------------------------------------------------------------- the list

export function readThread(text: string): ThreadReading {
  const { format, posts: raw } = splitPosts(typeof text === 'string' ? text : '');
  const posts: DecidedPost[] = raw
    .filter((p) => p.author !== '')
    .map((p, i) => {
      const message = p.lines.join('\n').trim();
      return { number: i + 1, author: p.author, message, line: p.line, decision: readPost(message) };
    });

  interface State {
    name: string;
    decision: PostDecision & { kind: 'entries' | 'out' };
    post: number;
    since: number | null;
    order: number;
  }
  const players = new Map<string, State>();
  let order = 0;
  for (const p of posts) {
    if (p.decision.kind === 'unreadable') continue;
    const key = nameKey(p.author);
    const was = players.get(key);
    const signedIn = was?.decision.kind === 'entries';
    const d = p.decision;
    if (d.kind === 'entries') {
      players.set(key, {
        name: was?.name ?? p.author,
        decision: d,
        post: p.number,
        since: signedIn && was ? was.since : p.number,
        order: signedIn && was ? was.order : order++,
      });
    } else {
      players.set(key, { name: was?.name ?? p.author, decision: d, post: p.number, since: null, order: was?.order ?? order++ });
    }
  }
  const all = [...players.values()];
  const signUps: ProposedSignUp[] = all
    .filter((s) => s.decision.kind === 'entries')
    .sort((a, b) => a.order - b.order)
    .map((s) => ({ name: s.name, entries: (s.decision as { entries: 1 | 2 | 3 }).entries, post: s.post, firstPost: s.since as number }));
  const withdrawn = all.filter((s) => s.decision.kind === 'out').map((s) => ({ name: s.name, post: s.post }));
  return { format, posts, signUps, withdrawn, unreadable: posts.filter((p) => p.decision.kind === 'unreadable') };
}

/** A decision in words, for the sidebar ("in: 2 entries", "out", "unreadable: says both out and in"). */
export function decisionText(d: PostDecision): string {
  if (d.kind === 'entries') return d.entries === 1 ? 'in: 1 entry' : `in: ${d.entries} entries`;
  if (d.kind === 'out') return 'out';
  return `unreadable: ${d.reason}`;
}

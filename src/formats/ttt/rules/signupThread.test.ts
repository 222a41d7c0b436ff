/**
 * The sign-up thread (the spec's §6 "The sign-up thread"): each post's author is the player; "in" and its
 * equivalents = 1 entry, "x2"/"double"/"2 please"/"two" = 2, "x3"/"triple"/"three" = 3 (at most 3), "out"/"withdraw"/
 * "can't make it" = no entry; a later post replaces an earlier one; a quoted post is not the quoter's; a post that says
 * none of these, or more than one, is unreadable — never guessed; sign-up order = order of first sign-up posts.
 */
import { decisionText, readPost, readThread, type PostDecision } from './signupThread';
import { parsePlayers, playersText, threadSummary } from '../form';

const IN1 = 'in: 1 entry';
const IN2 = 'in: 2 entries';
const IN3 = 'in: 3 entries';
const OUT = 'out';
const UNREADABLE = 'unreadable';

/** Real-style posts (English and other languages, emoji, edits) with the decision a TD would write down. */
const POSTS: [string, string][] = [
  ['In please', IN1],
  ['in', IN1],
  ['IN!', IN1],
  ['In please 🙂', IN1],
  ['Count me in 👍', IN1],
  ["I'm in", IN1],
  ['Im in again', IN1],
  ['Hi all, in please', IN1],
  ['in for the May set, good luck everyone', IN1],
  ['Sign me up', IN1],
  ['Please add me', IN1],
  ['Yes, in as well', IN1],
  ['in x2', IN2],
  ['In x 2 please', IN2],
  ['2x please', IN2],
  ['double dose please', IN2],
  ['Double please!', IN2],
  ['double', IN2],
  ['in for 2', IN2],
  ['In for two', IN2],
  ['two please', IN2],
  ['2 please', IN2],
  ['2', IN2],
  ['Put me down for a double 🎲🎲', IN2],
  ['In, twice please', IN2],
  ['in, double please', IN2],
  ['in for 3', IN3],
  ['x3', IN3],
  ['Triple', IN3],
  ['Triple dose for me', IN3],
  ['three please', IN3],
  ['In x3 💪💪💪', IN3],
  ["I'm in for the triple", IN3],
  ['in for a double', IN2],
  ['In (double)', IN2],
  ['In. Actually make that 3', IN3],
  ['Ja, bin dabei (2x)', IN2],
  ['Sorry, have to pull out', OUT],
  ['in, and I always take the double', UNREADABLE],
  ['Can I have 2?', UNREADABLE],
  ['Yes please', UNREADABLE],
  ['out, sorry', OUT],
  ['Out', OUT],
  ['I have to withdraw, family stuff', OUT],
  ["Can't make it this month, sorry", OUT],
  ['Count me out this time', OUT],
  ['Please remove me 😞', OUT],
  ['Not in this time', OUT],
  // German, French, Spanish, Italian, Dutch, Portuguese, Scandinavian, Turkish, Russian
  ['Bin dabei!', IN1],
  ['Ich bin dabei, doppelt bitte', IN2],
  ['Ich bin raus', OUT],
  ['Leider nicht dabei diesmal', OUT],
  ['Partant !', IN1],
  ["Je m'inscris, x2", IN2],
  ['Je me retire, désolé', OUT],
  ['Me apunto', IN1],
  ['Me apunto, doble por favor', IN2],
  ['Me retiro', OUT],
  ['Ci sono', IN1],
  ['Ci sono, tripla', IN3],
  ['Fuori, scusate', OUT],
  ['Ik doe mee', IN1],
  ['Ik ben uit', OUT],
  ['Estou dentro', IN1],
  ['Estou fora', OUT],
  ['Jeg er med', IN1],
  ['Jag är med', IN1],
  ['Varım', IN1],
  ['Участвую', IN1],
  ['Пас', OUT],
  // edits
  ['In. EDIT: make it x2', IN2],
  ['x2\nEdit: out, sorry, too busy', OUT],
  ['in please\n\nEDIT: typo', IN1],
  // unreadable: nothing said, or more than one thing, or too many entries
  ['Good luck all', UNREADABLE],
  ['Me too', UNREADABLE],
  ['👍', UNREADABLE],
  ['+1', UNREADABLE],
  ["I'll take the double next time", UNREADABLE],
  ['When does it start?', UNREADABLE],
  ['Double or triple, whatever is needed', UNREADABLE],
  ['in x2 or x3', UNREADABLE],
  ['in, or maybe out, not sure yet', UNREADABLE],
  ['x4 please', UNREADABLE],
  ['in for four', UNREADABLE],
  ['', UNREADABLE],
];

const shown = (d: PostDecision): string => (d.kind === 'unreadable' ? UNREADABLE : decisionText(d));

describe('readPost: one post, one decision (at least 60 real-style posts)', () => {
  it('the table is large enough', () => expect(POSTS.length).toBeGreaterThanOrEqual(60));
  it.each(POSTS)('%j → %s', (message, expected) => {
    expect(shown(readPost(message))).toBe(expected);
  });
  it('an unreadable post says why', () => {
    expect(readPost('x4 please')).toEqual({ kind: 'unreadable', reason: 'asks for 4 entries; at most 3' });
    expect(readPost('in x2 or x3')).toEqual({ kind: 'unreadable', reason: 'says 2 and 3 entries' });
    expect(readPost('in, or maybe out')).toEqual({ kind: 'unreadable', reason: 'says both out and in' });
    expect(readPost('Good luck')).toEqual({ kind: 'unreadable', reason: 'says neither in nor out' });
  });
});

const POSTED_BY = `May TTT sign-ups
Re: May TTT sign-ups
Posted by Ann on Tue May 02, 2023 8:14 pm
In please

Posted by Bob » Tue May 02, 2023 9:01 pm
double dose please
Last edited by Bob on Tue May 02, 2023 9:05 pm

Posted by Cy on Wed May 03, 2023
Bob wrote:
double dose please

out, sorry

Posted by Dee on Wed May 03, 2023
Ann wrote: In please

Good luck all

Posted by Ann on Thu May 04, 2023
in x2

Posted by Éva - Thu May 04, 2023
[quote="Cy"]out, sorry[/quote]
Count me in 🎲

Posted by Fred on Fri May 05, 2023
> in please
triple

Posted by bob on Fri May 05, 2023
Out, can't make it after all

Posted by Gus on Sat May 06, 2023
in

Posted by Bob on Sat May 06, 2023
in again please`;

describe('readThread', () => {
  it("posted-by thread: quotes not the quoter's, later posts replace earlier ones, withdrawal gives up the place", () => {
    const r = readThread(POSTED_BY);
    expect(r.format).toBe('posted-by');
    expect(r.posts.map((p) => [p.number, p.author, shown(p.decision)])).toEqual([
      [1, 'Ann', IN1],
      [2, 'Bob', IN2],
      [3, 'Cy', OUT],
      [4, 'Dee', UNREADABLE],
      [5, 'Ann', IN2],
      [6, 'Éva', IN1],
      [7, 'Fred', IN3],
      [8, 'bob', OUT],
      [9, 'Gus', IN1],
      [10, 'Bob', IN1],
    ]);
    // Ann keeps her place (post 1) with 2 entries (post 5); Bob withdrew (post 8) and signed up again (post 10).
    expect(r.signUps).toEqual([
      { name: 'Ann', entries: 2, post: 5, firstPost: 1 },
      { name: 'Éva', entries: 1, post: 6, firstPost: 6 },
      { name: 'Fred', entries: 3, post: 7, firstPost: 7 },
      { name: 'Gus', entries: 1, post: 9, firstPost: 9 },
      { name: 'Bob', entries: 1, post: 10, firstPost: 10 },
    ]);
    expect(r.withdrawn).toEqual([{ name: 'Cy', post: 3 }]);
    expect(r.unreadable.map((p) => [p.number, p.author, p.line])).toEqual([[4, 'Dee', 16]]);
    expect(r.posts[1].message).toBe('double dose please');
  });

  it('an unreadable later post leaves the earlier decision standing (and is listed)', () => {
    const r = readThread('Posted by Ann\nin x2\n\nPosted by Ann\nHow long is a round?');
    expect(r.signUps).toEqual([{ name: 'Ann', entries: 2, post: 1, firstPost: 1 }]);
    expect(r.unreadable.map((p) => p.number)).toEqual([2]);
  });

  it('"NAME wrote:" thread: each paragraph-opening header a post; a header straight under a header is a quote', () => {
    const text = [
      'Ann wrote:',
      'In please',
      '',
      'Bob wrote: in x2',
      '',
      'Cy wrote:',
      'Ann wrote:',
      'In please',
      '',
      'out',
      '',
      'Dee wrote:',
      'Bob wrote:',
      'in x2',
      'me too',
    ].join('\n');
    const r = readThread(text);
    expect(r.format).toBe('wrote');
    expect(r.posts.map((p) => [p.author, p.message, shown(p.decision)])).toEqual([
      ['Ann', 'In please', IN1],
      ['Bob', 'in x2', IN2],
      ['Cy', 'out', OUT],
      // Dee's reply is glued to the quote: her own text cannot be told apart, so nothing is guessed.
      ['Dee', '', UNREADABLE],
    ]);
    expect(r.signUps.map((s) => s.name)).toEqual(['Ann', 'Bob']);
  });

  it('"NAME: message" lines (chat or a hand list), times dropped, continuation lines, EDIT lines not authors', () => {
    const text = ['TTT June', '[20:01] Ann: in please', 'Bob: x2', 'and good luck', 'EDIT: typo', 'Cy: 👍', 'ann: out'].join('\n');
    const r = readThread(text);
    expect(r.format).toBe('colon');
    expect(r.posts.map((p) => [p.author, shown(p.decision), p.line])).toEqual([
      ['Ann', IN1, 2],
      ['Bob', IN2, 3],
      ['Cy', UNREADABLE, 6],
      ['ann', OUT, 7],
    ]);
    expect(r.signUps).toEqual([{ name: 'Bob', entries: 2, post: 2, firstPost: 2 }]);
    expect(r.withdrawn).toEqual([{ name: 'Ann', post: 4 }]);
  });

  it('sign-up order is the order of first sign-up posts, whatever later posts change', () => {
    const r = readThread(['Cy: in', 'Ann: in', 'Bob: x3', 'Cy: x2', 'Ann: x3'].join('\n'));
    expect(r.signUps.map((s) => [s.name, s.entries])).toEqual([
      ['Cy', 2],
      ['Ann', 3],
      ['Bob', 3],
    ]);
  });

  it('empty or unreadable text gives no posts', () => {
    expect(readThread('')).toEqual({ format: 'none', posts: [], signUps: [], withdrawn: [], unreadable: [] });
    expect(readThread('just some words\nno names').posts).toEqual([]);
  });
});

describe('the thread in the sidebar (form.ts): the list the Players field takes, every decision shown', () => {
  it('round-trips through the Players field reader and shows each post with its decision', () => {
    const r = readThread(POSTED_BY);
    const text = playersText(r);
    expect(text).toBe('Ann, , 2\nÉva\nFred, , 3\nGus\nBob');
    expect(parsePlayers(text)).toEqual([{ name: 'Ann', entries: 2 }, { name: 'Éva' }, { name: 'Fred', entries: 3 }, { name: 'Gus' }, { name: 'Bob' }]);
    const summary = threadSummary(r);
    expect(summary.message).toBe('10 posts: 5 players, 8 entries; 1 post to read yourself. Correct the list below, then use it.');
    const section = (title: string) => summary.details?.find((d) => d.title.startsWith(title))?.lines;
    expect(section('Proposed sign-ups')?.[0]).toBe('1. Ann: 2 entries (post 5; place from post 1)');
    expect(section('Withdrawn')).toEqual(['Cy (post 3)']);
    expect(section('Unreadable posts')).toEqual(['Post 4 (line 16), Dee: unreadable: says neither in nor out: "Good luck all"']);
    expect(section('Every post')).toHaveLength(10);
    expect(threadSummary(readThread('')).message).toMatch(/^No posts found/);
  });
});

/**
 * GBQ standings as published (docs/rules.md §5): a group table computed from the checked entries or the
 * results log (./publishRead.ts) with the format's own rules — the TP% order and reference (./order.ts), D
 * (./player.ts), GBQ with the table's reference, rounding and "1st place = 0" options (./gbq.ts), and the
 * qualified / out marks (./status.ts: exact over the games still to play when the log knows them, else the sound
 * bound) — never read back from the sheet's GBQ / GBQSTATUS cells. Withdrawn players take no place (§5.8). The
 * cross-group table compares the (q+1)-th placed of several groups on TP% (§5.9). Pure.
 */
import { GAMES, type Column, type Row, type StandingsDoc, type StandingsSection } from '../../../shared/rules/publish/model';
import { fraction, MICROS, toMicros, type Fraction } from './decimal';
import { gbq } from './gbq';
import { tpOrder } from './order';
import { scalePlayer, scaleScoring } from './player';
import type { GbqGroup, GbqGroupPlayer } from './publishRead';
import { groupStatus } from './status';

export interface GbqLine {
  player: GbqGroupPlayer;
  /** 1 … players left; undefined for a withdrawn player. */
  place?: number;
  /** TP% as an exact fraction (0 … 1); undefined without games. */
  pct?: Fraction;
  d: Fraction;
  /** GBQ rounded to the table's step; undefined for a withdrawn player. */
  gbq?: number;
  mark?: 'qualified' | 'out';
}

export interface GbqStandings {
  lines: GbqLine[];
  /** Games played and games in all (undefined when the totals do not add up to whole games). */
  done: number;
  total?: number;
  /** Games still to play; whether every mark is exact (false: the sound bound, for some or all players). */
  left?: number;
  exact: boolean;
}

/** The group's lines in the published order: the players left by TP% (ties by D, then entry order), then the withdrawn. */
export function gbqStandings(g: GbqGroup): GbqStandings {
  const scoring = scaleScoring({ winTp: g.winTp, lossTp: g.lossTp });
  const scaled = g.players.map((p) => scalePlayer({ tp: p.tp, games: p.played }, scoring));
  const activeIdx = g.players.flatMap((p, i) => (p.withdrawn ? [] : [i]));
  const goneIdx = g.players.flatMap((p, i) => (p.withdrawn ? [i] : []));
  const ordered = (idx: number[]) => tpOrder(idx.map((i) => scaled[i])).map((k) => idx[k]);
  const active = activeIdx.map((i) => g.players[i]);
  const values = gbq(
    active.map((p) => ({ tp: p.tp, games: p.played })),
    { qualifiers: g.firstPlaceZero ? 1 : g.q, winTp: g.winTp, lossTp: g.lossTp, reference: g.reference, step: g.step },
  );
  const position = new Map(activeIdx.map((i, k) => [i, k]));
  const remaining = g.remaining
    ?.map(([a, b, count]) => Array.from({ length: count }, () => [position.get(a) as number, position.get(b) as number] as const))
    .flat();
  const status = groupStatus(
    active.map((p) => ({ tp: p.tp, played: p.played, total: p.total })),
    g.q,
    g.winTp + g.lossTp,
    remaining,
  );
  const share = toMicros(g.winTp) + toMicros(g.lossTp);
  const line = (i: number, place?: number): GbqLine => {
    const p = g.players[i];
    const l: GbqLine = { player: p, d: fraction(scaled[i].dNum, 2n * (scoring.win - scoring.loss)) };
    if (p.played > 0) l.pct = fraction(toMicros(p.tp), share * BigInt(p.played));
    if (place !== undefined) {
      const k = position.get(i) as number;
      l.place = place;
      l.gbq = values[k];
      const mark = status.marks[k];
      if (mark !== '') l.mark = mark;
    }
    return l;
  };
  const lines = [...ordered(activeIdx).map((i, k) => line(i, k + 1)), ...ordered(goneIdx).map((i) => line(i))];
  const played = g.players.reduce((a, p) => a + p.played, 0);
  const done = played / 2;
  const out: GbqStandings = { lines, done, exact: status.exact };
  if (g.remaining) {
    out.left = g.remaining.reduce((a, [, , c]) => a + c, 0);
    out.total = done + out.left;
  } else {
    const totals = g.players.reduce((a, p) => a + p.total, 0);
    if (totals % 2 === 0) out.total = totals / 2;
  }
  return out;
}

/** An exact fraction to `decimals` places, halves away from zero, never "-0". */
export function decimalText(f: Fraction, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const abs = f.num < 0n ? -f.num : f.num;
  const q = (2n * abs * scale + f.den) / (2n * f.den);
  const digits = q.toString().padStart(decimals + 1, '0');
  const body = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return f.num < 0n && q !== 0n ? `-${body}` : body;
}

/** TP% as shown: 62.5 (one decimal), "-" without games. */
export const pctText = (pct: Fraction | undefined): string => (pct ? decimalText(fraction(pct.num * 100n, pct.den), 1) : '-');

/** GBQ as the sheet shows it: signed, 0.0 for zero; two decimals for the 0.25 step and no rounding. */
export function gbqText(value: number, step: number): string {
  const decimals = step === 0.25 || step === 0 ? 2 : 1;
  const text = decimalText(fraction(toMicros(value), MICROS), decimals);
  return value > 0 && !/^0\.0+$/.test(text) ? `+${text}` : text;
}

const tpText = (tp: number): string => String(Number(toMicros(tp)) / 1e6);
const left = (label: string): Column => ({ label, align: 'left' });
const right = (label: string): Column => ({ label, align: 'right' });
export const GBQ_COLUMNS = [right('#'), left('Player'), right('Games'), right('TPs'), right('TP%'), right('D'), right('GBQ')];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function plural(n: number, one: string, other = `${one}s`): string {
  return `${n} ${n === 1 ? one : other}`;
}

/** The notes under a group table: what GBQ is measured against, how certain the marks are, who withdrew. */
function groupNotes(g: GbqGroup, s: GbqStandings): string[] {
  const step = g.step === 0 ? 'not rounded' : `to the nearest ${g.step}`;
  const against = g.firstPlaceZero ? 'the 1st place' : g.reference === 'gbq' ? `the ${ordinal(g.q)} best D` : `place ${g.q}`;
  const what = g.reference === 'wbq' ? `WBQ (the 2003 WTTC figure) against ${against}` : `standard games behind ${against}`;
  const notes = [
    `${plural(g.q, 'player')} of ${s.lines.filter((l) => l.place !== undefined).length} ${g.q === 1 ? 'qualifies' : 'qualify'}. GBQ: ${what}, ${step}; negative = ahead.`,
  ];
  const q = g.q;
  if (s.left === undefined) notes.push(`Q and X are certain but may come late: a sound bound (the table has no results log).`);
  else if (s.left === 0) notes.push('The group is finished.');
  else if (s.exact) notes.push(`Q and X are exact over every outcome of the ${plural(s.left, 'game')} still to play (Q: sure to finish in the first ${q}).`);
  else notes.push(`Q and X: exact where it could be worked out, else a sound bound, over the ${plural(s.left, 'game')} still to play.`);
  const gone = s.lines.filter((l) => l.player.withdrawn);
  if (gone.length > 0) {
    const how = (l: GbqLine) => `${l.player.name} (${l.player.withdrawn === 'keep' ? 'games played kept, the rest cancelled' : 'games voided'})`;
    notes.push(`Withdrawn: ${gone.map(how).join(', ')}. They take no place.`);
  }
  return notes;
}

/** A group table's standings section and its progress. */
export function gbqGroupSection(g: GbqGroup, caption?: string): { section: StandingsSection; standings: GbqStandings } {
  const s = gbqStandings(g);
  const rows: Row[] = s.lines.map((l) => {
    const p = l.player;
    const row: Row = {
      cells: [
        l.place ?? '-',
        p.withdrawn ? `${p.name} (withdrawn)` : p.name,
        p.played,
        tpText(p.tp),
        pctText(l.pct),
        decimalText(l.d, 2),
        l.gbq === undefined ? '' : gbqText(l.gbq, g.step),
      ],
    };
    const mark = p.withdrawn ? 'out' : l.mark;
    if (mark) row.mark = mark;
    return row;
  });
  const section: StandingsSection = { columns: GBQ_COLUMNS, rows, notes: groupNotes(g, s) };
  if (caption !== undefined) section.caption = caption;
  return { section, standings: s };
}

/** A group table's post: the table's title, the date, "after N of M games", the table. */
export function gbqGroupDoc(g: GbqGroup, date: string): StandingsDoc {
  const { section, standings } = gbqGroupSection(g);
  const doc: StandingsDoc = { title: g.title, date, sections: [section] };
  if (standings.total !== undefined) doc.progress = { done: standings.done, total: standings.total, unit: GAMES };
  return doc;
}

export interface CrossGroupInput {
  /** The group's title (its A1), as the cross table shows it. */
  name: string;
  group: GbqGroup;
}

interface Candidate {
  name: string;
  g: GbqGroup;
  s: GbqStandings;
  line?: GbqLine;
  rank?: number;
  best?: 'best' | 'tie';
}

/** TP% key of a candidate: a fraction, or −1 (no games) — below every player with games, level with each other. */
function above(a: Candidate, b: Candidate): boolean {
  const pa = a.line?.pct;
  const pb = b.line?.pct;
  if (!pa) return false;
  if (!pb) return true;
  return pa.num * pb.den > pb.num * pa.den;
}

/** The cross-group table (§5.9): each group's (q+1)-th placed, ranked on TP%, the best k marked; a tie at the edge stays a tie. */
export function gbqCrossDoc(title: string, date: string, k: number, groups: readonly CrossGroupInput[]): StandingsDoc {
  const all: Candidate[] = groups.map(({ name, group }) => {
    const s = gbqStandings(group);
    return { name, g: group, s, line: s.lines.find((l) => l.place === group.q + 1) };
  });
  const ranked = all.filter((c) => c.line);
  for (const c of ranked) {
    const higher = ranked.filter((o) => above(o, c)).length;
    const level = ranked.filter((o) => o !== c && !above(o, c) && !above(c, o)).length;
    c.rank = higher + 1;
    if (higher < k) c.best = higher + level < k ? 'best' : 'tie';
  }
  const order = [...ranked].sort((a, b) => (a.rank as number) - (b.rank as number) || all.indexOf(a) - all.indexOf(b));
  const rows: Row[] = [...order, ...all.filter((c) => !c.line)].map((c) => {
    const l = c.line;
    const state =
      c.s.left === 0 || (c.s.left === undefined && c.s.total === c.s.done)
        ? 'finished'
        : c.s.total === undefined
          ? 'in progress'
          : `${plural(c.s.total - c.s.done, 'game')} to play`;
    const cells = l
      ? [c.rank as number, c.name, c.g.q + 1, l.player.name, l.player.played, tpText(l.player.tp), pctText(l.pct), state]
      : ['-', c.name, c.g.q + 1, '(no player left)', '', '', '', state];
    const row: Row = { cells };
    if (c.best) row.mark = c.best === 'best' ? 'qualified' : 'tie';
    return row;
  });
  const notes = [`The best ${k} of the players placed q + 1 in their groups qualify, compared on TP% = TPs / ((win + loss) × games).`];
  const tied = order.filter((c) => c.best === 'tie');
  if (tied.length > 0)
    notes.push(`${tied.map((c) => `${c.line?.player.name} (${c.name})`).join(', ')}: level on TP% at the edge of the best ${k}; the TD decides.`);
  const open = all.filter((c) => c.s.total === undefined || c.s.total > c.s.done).length;
  if (open > 0) notes.push(`Provisional: ${plural(open, 'group')} still ${open === 1 ? 'has' : 'have'} games to play.`);
  const columns = [right('Rank'), left('Group'), right('Place'), left('Player'), right('Games'), right('TPs'), right('TP%'), left('Group state')];
  const doc: StandingsDoc = { title, date, sections: [{ caption: `Best ${k} of the (q+1)-th placed`, columns, rows, notes }] };
  if (all.every((c) => c.s.total !== undefined)) {
    doc.progress = { done: all.reduce((a, c) => a + c.s.done, 0), total: all.reduce((a, c) => a + (c.s.total as number), 0), unit: GAMES };
  }
  return doc;
}

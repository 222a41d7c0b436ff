/**
 * Invitation pages (the seed: "Each player will be provided with a personal page which is to be used for inviting
 * their opponents"; docs/rules.md §1.8; the spec's §6 "Invitations"): for each player, the games in which they are
 * the inviter (Berger: the first-named player), with the group, round, phase and the date the invitation opens —
 * the set's start, +2 weeks, +4 weeks for a Mega TTT (3 phases); all at the start otherwise. Pure.
 *
 * Rulings:
 * - A player with several entries has one page over all their groups (group, then round order within a phase).
 * - Pages are in name order (case and accents ignored), so a player finds theirs.
 * - Each page also lists who invites the player (the games they wait for), with the same dates.
 * - The page as a post goes through the shared publish formats (BBCode, Markdown, text, HTML): one section per
 *   player, "you invite" rows; the games they are invited to in the section's notes.
 */
import { nameKey } from '../../../shared/rules/names';
import { isIsoDate, type StandingsDoc, type StandingsSection } from '../../../shared/rules/publish';
import type { Phase } from './phases';

export interface ScheduledGame {
  round: number;
  phase: Phase | number;
  inviter: string;
  invitee: string;
}

export interface InvitationGroup {
  name: string;
  games: readonly ScheduledGame[];
}

export interface Invitation {
  group: string;
  round: number;
  opponent: string;
  phase: number;
  /** yyyy-mm-dd: the day the invitation may be sent. */
  opens: string;
}

export interface InvitationPage {
  player: string;
  /** The games this player invites to, by phase, group, round. */
  invites: Invitation[];
  /** The games the opponent invites this player to. */
  invitedBy: Invitation[];
}

/** Days after the start at which each phase opens (docs/rules.md §1.8: a third at the start, after 2 and after 4 weeks). */
export const PHASE_OFFSET_DAYS: Readonly<Record<number, number>> = { 1: 0, 2: 14, 3: 28 };

/** The day a phase opens, from the set's start (yyyy-mm-dd). */
export function phaseOpens(start: string, phase: number): string {
  if (!isIsoDate(start)) throw new RangeError(`the start date must be yyyy-mm-dd, not "${start}"`);
  const offset = PHASE_OFFSET_DAYS[phase];
  if (offset === undefined) throw new RangeError(`phase must be 1, 2 or 3, not ${phase}`);
  const [y, m, d] = start.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

const byPhaseGroupRound = (a: Invitation, b: Invitation, groups: readonly string[]) =>
  a.phase - b.phase || groups.indexOf(a.group) - groups.indexOf(b.group) || a.round - b.round;

/** Every player's page, in name order. */
export function invitationPages(groups: readonly InvitationGroup[], start: string): InvitationPage[] {
  const pages = new Map<string, InvitationPage>();
  const page = (name: string): InvitationPage => {
    const key = nameKey(name);
    let p = pages.get(key);
    if (!p) pages.set(key, (p = { player: name, invites: [], invitedBy: [] }));
    return p;
  };
  for (const g of groups) {
    for (const game of g.games) {
      const opens = phaseOpens(start, game.phase);
      page(game.inviter).invites.push({ group: g.name, round: game.round, opponent: game.invitee, phase: game.phase, opens });
      page(game.invitee).invitedBy.push({ group: g.name, round: game.round, opponent: game.inviter, phase: game.phase, opens });
    }
  }
  const names = groups.map((g) => g.name);
  const out = [...pages.values()];
  for (const p of out) {
    p.invites.sort((a, b) => byPhaseGroupRound(a, b, names));
    p.invitedBy.sort((a, b) => byPhaseGroupRound(a, b, names));
  }
  const fold = (s: string) => nameKey(s).normalize('NFKD').replace(/\p{M}/gu, '');
  return out.sort((a, b) => (fold(a.player) < fold(b.player) ? -1 : fold(a.player) > fold(b.player) ? 1 : 0));
}

/** The page of one player (names compared as §0.1), or undefined. */
export function invitationPage(pages: readonly InvitationPage[], player: string): InvitationPage | undefined {
  return pages.find((p) => nameKey(p.player) === nameKey(player));
}

/**
 * The pages as a publishable doc: one section per player ("Ann: you invite 5"), a row per invitation (group, round,
 * opponent, phase, opens), the games they are invited to as the section's note.
 */
export function invitationsDoc(title: string, date: string, pages: readonly InvitationPage[], phased: boolean): StandingsDoc {
  const sections: StandingsSection[] = pages.map((p) => ({
    caption: `${p.player}: you invite ${p.invites.length} opponent${p.invites.length === 1 ? '' : 's'}`,
    columns: [
      { label: 'Group', align: 'left' },
      { label: 'Round', align: 'right' },
      { label: 'You invite', align: 'left' },
      ...(phased ? [{ label: 'Phase', align: 'right' as const }] : []),
      { label: 'From', align: 'left' },
    ],
    rows: p.invites.map((i) => ({ cells: [i.group, i.round, i.opponent, ...(phased ? [i.phase] : []), i.opens] })),
    notes:
      p.invitedBy.length > 0
        ? [`They invite you: ${p.invitedBy.map((i) => `${i.opponent} (${i.group}, round ${i.round}${phased ? `, from ${i.opens}` : ''})`).join(', ')}.`]
        : [],
  }));
  return { title: `${title}: invitations`, date, sections };
}

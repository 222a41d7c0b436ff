/**
 * publishInvitations: the invitation pages of a set (rules/invitations.ts) for one player or all, in a publish format
 * (BBCode, Markdown, text, HTML). Read → parse → decide: each group's Games sheet gives its games (round, phase,
 * inviter, invitee) as the sheet holds them; the start date is the one given, else the set's date on its Stats sheet.
 * Read only: nothing is written.
 */
import { isPublishFormat, render } from '../../../shared/rules/publish';
import { readSheet } from '../../../shared/server/readSheet';
import { nameKey } from '../../../shared/rules/names';
import { invitationPage, invitationPages, invitationsDoc, type InvitationGroup } from '../rules/invitations';
import { GAMES_SHEET, parseGames } from '../sheets/games';
import { parseStats, STATS_SHEET } from '../sheets/stats';
import type { PublishInvitationsInput, PublishInvitationsResult } from '../api';
import { registeredSet, setKeyOf } from './registry';
import { setSheets } from './read';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

export function publishInvitationsIn(ss: Spreadsheet, input: PublishInvitationsInput, today: string): PublishInvitationsResult {
  const o = input ?? ({} as PublishInvitationsInput);
  const format = o.format ?? 'bbcode';
  if (!isPublishFormat(format)) throw new Error(`Unknown publishing format "${String(format)}": use bbcode, markdown, text or html.`);
  const sheet = o.sheet ? ss.getSheetByName(o.sheet) : ss.getActiveSheet();
  if (o.sheet && !sheet) throw new Error(`There is no sheet named "${o.sheet}".`);
  const key = sheet ? setKeyOf(sheet) : null;
  const set = key === null ? null : registeredSet(key);
  if (key === null || !set) throw new Error('Open a sheet of the TTT set (its Stats, a Games or Table sheet, My matches, …), then publish its invitations.');
  const sheets = setSheets(ss, key);
  const statsSheet = sheets.find((s) => s.kind === STATS_SHEET.kind)?.sheet;
  const stats = statsSheet ? parseStats(readSheet(statsSheet)) : null;
  const start = (o.start ?? '').trim() || stats?.created || '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start))
    throw new Error(`The start date "${start}" is not yyyy-mm-dd: type the set's start date (the Stats sheet's date is used when blank).`);

  const groups: InvitationGroup[] = set.groups.map((g) => {
    const games = sheets.find((s) => s.kind === GAMES_SHEET.kind && s.group === g.name && s.miniOf === undefined)?.sheet;
    if (!games) throw new Error(`The Games sheet of ${g.name} of "${set.title}" is missing (deleted?): the invitations cannot be read.`);
    const rows = parseGames(readSheet(games)).games;
    return { name: g.name, games: rows.map((r) => ({ round: r.round ?? 0, phase: r.phase ?? 1, inviter: r.inviter, invitee: r.invitee })) };
  });
  const phased = groups.some((g) => g.games.some((x) => x.phase > 1));
  let pages;
  try {
    pages = invitationPages(groups, start);
  } catch (e) {
    throw new Error(`The invitations of "${set.title}" cannot be dated: ${(e as Error).message}.`);
  }
  const player = (o.player ?? '').trim();
  const chosen = player === '' ? pages : [invitationPage(pages, player)].filter((p) => p !== undefined);
  if (chosen.length === 0) {
    const fold = (n: string) => nameKey(n).normalize('NFD').replace(/\p{M}/gu, '');
    const same = pages.filter((p) => fold(p.player) === fold(player));
    const close = (same.length > 0 ? same : pages.filter((p) => fold(p.player).startsWith(fold(player)))).map((p) => p.player);
    throw new Error(`"${player}" is not a player of "${set.title}"${close.length > 0 ? `: did you mean ${close.slice(0, 3).join(', ')}?` : '.'}`);
  }
  const title = stats?.title || set.title;
  return {
    text: render(invitationsDoc(title, today, chosen, phased), format),
    format,
    players: pages.map((p) => p.player),
    title,
  };
}

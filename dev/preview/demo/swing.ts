import { people, sequence, type DemoPart, type Td } from './td';

interface SwingView {
  matches: { letter: string; players: [string, string] }[];
  finale: { chipLoser: string; played: number } | null;
  finished: boolean;
  summary: string;
}

/** Swing: 8 players, 12 chips, an ante-up every 15 minutes, the clock started; results posted from the live panel until the finale has begun. */
export function swingDemo(td: Td): DemoPart {
  const players = people(8, 11);
  const res = td.call<{ sheet: string }>('createSwing', { title: 'Friday swing', players, chips: 12, anteMinutes: 15, seed: 'demo' });
  const next = sequence(11);
  let status = td.call<SwingView>('getSwingStatus', { sheet: res.sheet });
  let posted = 0;
  // Yesterday evening's results, from 19:00 UTC, seven minutes apart (a posting may not be in the future).
  const evening = new Date(Date.now() - 86_400_000).setUTCHours(19, 0, 0, 0);
  const timeOf = (i: number): string | undefined => (evening + i * 420_000 < Date.now() ? new Date(evening + i * 420_000).toISOString() : undefined);
  // The clock runs from five minutes before the first result, as at a club night.
  status = td.call<SwingView>('startSwingClock', { sheet: res.sheet, time: new Date(evening - 300_000).toISOString() });
  while (!status.finale || status.finale.played < 1) {
    if (status.finished) td.fail(`the tournament finished before its finale was shown (${status.summary})`);
    if (posted > 200 || status.matches.length === 0) td.fail(`no finale after ${posted} results (${status.summary})`);
    const match = status.matches[0];
    // In the finale the chip loser wins the first match, so the finale stays open for the newcomer to finish.
    const winner = status.finale ? status.finale.chipLoser : match.players[next() < 0.6 ? 0 : 1];
    if (!match.players.includes(winner)) td.fail(`the finale's chip loser ${winner} is not in match ${match.letter}`);
    const cube = next() < 0.25 ? 2 : 1;
    const kind = next() < 0.15 ? 'gammon' : 'single';
    status = td.call<SwingView>('recordSwingResult', { sheet: res.sheet, match: match.letter, winner, cube, kind, time: timeOf(posted) });
    posted++;
  }
  return {
    format: 'Swing',
    sheets: [res.sheet],
    standings: res.sheet,
    summary: `Swing tournament of 8 players, 12 chips each, an ante-up every 15 minutes, the clock running: ${posted} results posted, ${status.summary}`,
  };
}

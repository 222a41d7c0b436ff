import { loadDist } from '../helpers/dist';


describe('the built bundle: swing endpoints', () => {
  it('creates a swing, records results under the lock and reports errors from the bundle', () => {
    const { gas, ctx } = loadDist();
    const out = gas.execute(() => ctx.createSwing({ title: 'Bundle swing', players: ['Ann', 'Bob', 'Cid', 'Dan'], chips: 2, anteMinutes: 0, seed: 'd' })) as {
      sheet: string;
      assignments: string[][];
    };
    expect(out.sheet).toBe('Bundle swing');
    expect(out.assignments).toEqual([
      ['Ann', 'Bob'],
      ['Cid', 'Dan'],
    ]);
    const log = () => JSON.stringify(gas.book.sheet('Bundle swing log').getDataRange().getValues());
    const before = log();
    expect(() => gas.execute(() => ctx.recordSwingResult({ sheet: 'Bundle swing', winner: 'Ann', loser: 'Bob', cube: 3 }))).toThrow(/cube 3 is not a power of two/);
    expect(log()).toBe(before);
    const s = gas.execute(() => ctx.recordSwingResult({ sheet: 'Bundle swing', winner: 'Ann', loser: 'Bob', cube: 2 })) as { chips: Record<string, number> };
    expect(s.chips).toMatchObject({ Ann: 4, Bob: 0 });
    // the creation, the refused posting and the recorded one: each under the document lock, one after the other
    expect(gas.lock.log).toEqual(['acquire document', 'release document', 'acquire document', 'release document', 'acquire document', 'release document']);
    expect(gas.execute(() => ctx.listSwingSheets())).toEqual({ sheets: ['Bundle swing'], ids: [gas.book.sheet('Bundle swing').sheetId] });
    expect(gas.book.sheet('Bundle swing').charts).toHaveLength(1);
  });

  it('starts and pauses the clock, and refuses a result posted twice, from the bundle', () => {
    const { gas, ctx } = loadDist();
    gas.execute(() => ctx.createSwing({ title: 'Clocked', players: ['Ann', 'Bob', 'Cid', 'Dan'], seed: 'd' }));
    expect(() => gas.execute(() => ctx.recordSwingResult({ sheet: 'Clocked', match: 'A', winner: 'Ann', loser: 'Bob' }))).toThrow(/the clock has not been started/);
    const started = gas.execute(() => ctx.startSwingClock({ sheet: 'Clocked' })) as { clock: { status: string } };
    expect(started.clock.status).toBe('running');
    gas.execute(() => ctx.recordSwingResult({ sheet: 'Clocked', match: 'A', winner: 'Ann', loser: 'Bob' }));
    expect(() => gas.execute(() => ctx.recordSwingResult({ sheet: 'Clocked', match: 'A', winner: 'Ann', loser: 'Bob' }))).toThrow(/match A was decided already/);
    const paused = gas.execute(() => ctx.pauseSwingClock({ sheet: 'Clocked' })) as { clock: { status: string } };
    expect(paused.clock.status).toBe('paused');
    expect(gas.book.sheet('Clocked log').getRange('A13:A15').getValues()).toEqual([['start'], ['result'], ['pause']]);
  });
});

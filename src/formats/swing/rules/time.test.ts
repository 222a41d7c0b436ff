import { intlOffset, isoSeconds, offsetFromText, readPostingTime, zoneOf } from './time';

describe('times in the spreadsheet time zone', () => {
  it('shows HH:MM in the zone, across a daylight-saving change (independent offsets: CET +1, CEST +2)', () => {
    const berlin = zoneOf('Europe/Berlin');
    expect(berlin.hhmm('2026-03-29T00:59:00Z')).toBe('01:59'); // CET
    expect(berlin.hhmm('2026-03-29T01:00:00Z')).toBe('03:00'); // CEST from 01:00 UTC
    expect(berlin.hhmm('2026-07-01T10:07:59.999Z')).toBe('12:07');
    expect(zoneOf('America/New_York').hhmm('2026-01-15T03:30:00Z')).toBe('22:30');
    expect(zoneOf('America/New_York').day('2026-01-15T03:30:00Z')).toBe('2026-01-14');
    expect(zoneOf('Asia/Kolkata').hhmm('2026-01-15T00:00:00Z')).toBe('05:30');
    expect(zoneOf('UTC').hhmm('')).toBe('');
    expect(zoneOf('Not/AZone').hhmm('2026-01-15T03:30:00Z')).toBe('03:30');
  });

  it('reads a local time in the zone back to UTC, on both sides of a change', () => {
    const berlin = zoneOf('Europe/Berlin');
    expect(new Date(berlin.localToMs('2026-07-01', '12:07')).toISOString()).toBe('2026-07-01T10:07:00.000Z');
    expect(new Date(berlin.localToMs('2026-01-10', '14:05:30')).toISOString()).toBe('2026-01-10T13:05:30.000Z');
    expect(new Date(berlin.localToMs('2026-10-25', '12:00')).toISOString()).toBe('2026-10-25T11:00:00.000Z');
    expect(berlin.localToMs('2026-02-30', '12:00')).toBeNaN();
    expect(berlin.localToMs('2026-02-03', '24:00')).toBeNaN();
  });

  it('reads posting times: ISO with Z or an offset as given, without one in the zone', () => {
    const helsinki = zoneOf('Europe/Helsinki');
    expect(readPostingTime('2026-05-02T10:07:00Z', helsinki)).toBe(Date.parse('2026-05-02T10:07:00Z'));
    expect(readPostingTime('2026-05-02T10:07:00+02:00', helsinki)).toBe(Date.parse('2026-05-02T08:07:00Z'));
    expect(readPostingTime('2026-05-02T14:05', helsinki)).toBe(Date.parse('2026-05-02T11:05:00Z'));
    expect(readPostingTime('2026-05-02 14:05', helsinki)).toBe(Date.parse('2026-05-02T11:05:00Z'));
    expect(readPostingTime('yesterday', helsinki)).toBeNaN();
    expect(readPostingTime('2026-05-02', helsinki)).toBeNaN();
  });

  it('agrees with Apps Script-style offsets and writes whole seconds', () => {
    expect(offsetFromText('+0200')).toBe(120);
    expect(offsetFromText('-05:30')).toBe(-330);
    expect(offsetFromText('GMT')).toBeNaN();
    expect(intlOffset('Europe/Helsinki')(Date.parse('2026-05-02T10:00:00Z'))).toBe(180);
    expect(isoSeconds(Date.parse('2026-05-02T10:07:00.999Z'))).toBe('2026-05-02T10:07:00Z');
  });
});

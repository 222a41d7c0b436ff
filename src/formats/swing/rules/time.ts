/**
 * Times as a TD sees them: in the spreadsheet's time zone, as HH:MM. The log keeps UTC (ISO-8601, whole seconds);
 * everything shown is converted here. Pure: the zone's offset comes from an OffsetFn — Intl's by default (the
 * browser and Node), or the server's (Apps Script: Utilities.formatDate(date, zone, 'Z')).
 */

/** Minutes east of UTC in a zone at an instant (ms since the epoch). */
export type OffsetFn = (ms: number) => number;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** The zone's offset from Intl; an unknown zone falls back to UTC. */
export function intlOffset(zone: string): OffsetFn {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return () => 0;
  }
  return (ms) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
    const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute), Number(parts.second));
    return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
  };
}

/** "+0200" / "-0530" (Utilities.formatDate's 'Z') as minutes east of UTC; NaN when not such an offset. */
export function offsetFromText(text: string): number {
  const m = /^([+-])(\d\d):?(\d\d)$/.exec(text.trim());
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : NaN;
}

/** ISO-8601 in UTC to whole seconds: 2026-05-02T10:07:00Z. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export interface Zone {
  name: string;
  /** HH:MM in the zone ('' for a blank or unreadable time). */
  hhmm(iso: string | null): string;
  /** YYYY-MM-DD in the zone. */
  day(iso: string): string;
  /** A local date and time in the zone (YYYY-MM-DD, HH:MM[:SS]) as ms since the epoch; NaN when unreadable. */
  localToMs(day: string, time: string): number;
}

export function zoneOf(name: string, offset: OffsetFn = intlOffset(name)): Zone {
  const local = (iso: string | null): Date | null => {
    if (iso === null || iso === '') return null;
    const ms = Date.parse(iso);
    return Number.isNaN(ms) ? null : new Date(ms + offset(ms) * 60_000);
  };
  return {
    name,
    hhmm(iso) {
      const d = local(iso);
      return d === null ? '' : `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    },
    day(iso) {
      const d = local(iso);
      return d === null ? '' : `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    },
    localToMs(day, time) {
      const dm = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day.trim());
      const tm = /^(\d{1,2}):(\d\d)(?::(\d\d))?$/.exec(time.trim());
      if (!dm || !tm || Number(tm[1]) > 23 || Number(tm[2]) > 59 || Number(tm[3] ?? 0) > 59) return NaN;
      const asUtc = Date.UTC(Number(dm[1]), Number(dm[2]) - 1, Number(dm[3]), Number(tm[1]), Number(tm[2]), Number(tm[3] ?? 0));
      if (new Date(asUtc).getUTCDate() !== Number(dm[3])) return NaN;
      // Two passes settle the offset on either side of a daylight-saving change.
      const first = asUtc - offset(asUtc) * 60_000;
      return asUtc - offset(first) * 60_000;
    },
  };
}

/**
 * A posting's time as given: ISO-8601 with Z or an offset is that instant; a local date-time without one
 * (2026-05-02T14:05, 2026-05-02 14:05) is read in the zone. NaN when unreadable.
 */
export function readPostingTime(text: string, zone: Zone): number {
  const t = text.trim();
  const local = /^(\d{4}-\d\d-\d\d)[T ](\d{1,2}:\d\d(?::\d\d)?)$/.exec(t);
  if (local) return zone.localToMs(local[1], local[2]);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:?\d\d)$/i.test(t)) return NaN;
  return Date.parse(t);
}

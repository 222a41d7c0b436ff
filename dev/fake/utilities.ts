/**
 * Apps Script's Utilities.formatDate(date, timeZone, pattern), for the SimpleDateFormat letters the add-on uses:
 * yyyy yy MM M dd d HH H hh h mm ss a EEE Z XXX and quoted text. Computed with Intl in the given IANA zone.
 */
function parts(date: Date, zone: string): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  });
  const out: Record<string, string> = {};
  for (const p of fmt.formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** The zone's offset from UTC at `date`, in minutes. */
function offsetMinutes(date: Date, zone: string): number {
  const p = parts(date, zone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

export function formatDate(date: Date, zone: string, pattern: string): string {
  // A Date made by the add-on's code runs in another realm (gas-local's vm context): check its tag, not instanceof.
  if (Object.prototype.toString.call(date) !== '[object Date]' || Number.isNaN(date.getTime())) throw new Error('Invalid argument: date');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`Invalid argument: timeZone ${zone}`);
  }
  const p = parts(date, zone);
  const hour = Number(p.hour) % 24;
  const off = offsetMinutes(date, zone);
  const sign = off < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(off) / 60)).padStart(2, '0');
  const mm = String(Math.abs(off) % 60).padStart(2, '0');
  const tokens: Record<string, string> = {
    yyyy: p.year,
    yy: p.year.slice(-2),
    MM: p.month,
    M: String(Number(p.month)),
    dd: p.day,
    d: String(Number(p.day)),
    HH: String(hour).padStart(2, '0'),
    H: String(hour),
    hh: String(hour % 12 || 12).padStart(2, '0'),
    h: String(hour % 12 || 12),
    mm: p.minute,
    ss: p.second,
    a: hour < 12 ? 'AM' : 'PM',
    EEE: p.weekday,
    Z: `${sign}${hh}${mm}`,
    XXX: off === 0 ? 'Z' : `${sign}${hh}:${mm}`,
  };
  return pattern.replace(/'([^']*)'|yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|ss|a|EEE|XXX|Z/g, (m, quoted) => (quoted !== undefined ? quoted : tokens[m]));
}

export const Utilities = { formatDate };

import { FEDERAL_HOLIDAYS } from './constants';

// Local time for the hours rules (spec 001 section 7 "Hours"): computed on the server from an instant and an IANA
// zone, so a client's clock or zone arithmetic is never trusted.

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface LocalTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  weekday: Weekday;
  /** HH:MM, 24-hour, zero-padded (so text comparison orders it). */
  time: string;
  /** A US federal holiday (as observed) on the local date. */
  holiday: boolean;
  timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    weekday: parts.weekday as Weekday,
    time: `${parts.hour}:${parts.minute}`,
    holiday: Object.hasOwn(FEDERAL_HOLIDAYS, date),
    timeZone,
  };
}

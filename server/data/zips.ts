import zipcodes from 'zipcodes';
import zipToTz from 'zipcode-to-timezone';
import { US_STATES, type UsState } from '../../src/domain/constants';

// ZIP reference data (DESIGN section 6), held in memory from boot. Only the 50 states and DC count (spec 000 section 5).

export interface ZipPlace {
  zip: string;
  city: string;
  state: UsState;
  timeZone: string;
}

const STATES = new Set<string>(US_STATES);
const isUsState = (s: string): s is UsState => STATES.has(s);

export function buildZipIndex(): Map<string, ZipPlace> {
  const entries = Object.values(zipcodes.codes)
    .filter((e) => /^\d{5}$/.test(e.zip) && isUsState(e.state))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const index = new Map<string, ZipPlace>();
  const missingTz: ZipPlace[] = [];
  for (const e of entries) {
    if (!isUsState(e.state)) continue;
    const place: ZipPlace = { zip: e.zip, city: e.city, state: e.state, timeZone: zipToTz.lookup(e.zip) ?? '' };
    index.set(e.zip, place);
    if (!place.timeZone) missingTz.push(place);
  }
  // About 1,000 zips lack a time zone in zipcode-to-timezone: borrow the numerically nearest zip of the same state.
  const knownByState = new Map<string, ZipPlace[]>();
  for (const p of index.values()) {
    if (!p.timeZone) continue;
    const list = knownByState.get(p.state) ?? [];
    list.push(p);
    knownByState.set(p.state, list);
  }
  for (const place of missingTz) place.timeZone = nearestTimeZone(place, knownByState.get(place.state) ?? []);
  return index;
}

function nearestTimeZone(place: ZipPlace, known: ZipPlace[]): string {
  const n = Number(place.zip);
  let best: ZipPlace | undefined;
  for (const k of known) {
    if (!best || Math.abs(Number(k.zip) - n) < Math.abs(Number(best.zip) - n)) best = k;
  }
  return best?.timeZone ?? 'America/New_York';
}

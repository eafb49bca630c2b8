import { describe, expect, it } from 'vitest';
import { carrierFault, parseFaultRules, routeFault } from './faults';

describe('parseFaultRules', () => {
  it('reads route and carrier rules joined by commas, with a default latency of 1500 ms', () => {
    const rules = parseFaultRules(
      'route=makes;kind=error, carrier=Root;kind=latency, route=zipLookup;kind=latency;ms=200',
    );
    expect(rules).toEqual([
      { route: 'makes', carrier: undefined, kind: 'error', ms: 1500 },
      { route: undefined, carrier: 'root', kind: 'latency', ms: 1500 },
      { route: 'zipLookup', carrier: undefined, kind: 'latency', ms: 200 },
    ]);
    expect(routeFault(rules, 'makes', 'error')).toBeDefined();
    expect(routeFault(rules, 'models', 'error')).toBeUndefined();
    expect(carrierFault(rules, 'root', 'latency')?.ms).toBe(1500);
  });

  it('ignores malformed rules and caps latency at 30 s', () => {
    expect(parseFaultRules('route=makes;kind=explode,kind=error,garbage,,route=;kind=error')).toEqual([]);
    expect(parseFaultRules('route=makes;kind=latency;ms=999999')[0].ms).toBe(30_000);
    expect(parseFaultRules(undefined)).toEqual([]);
  });
});

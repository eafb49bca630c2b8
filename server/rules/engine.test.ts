import { describe, expect, it } from 'vitest';
import { localTime } from './clock';
import { BUCKET_COUNT, FEDERAL_HOLIDAYS } from './constants';
import { type RuleDefinition, loadDefinitions } from './definition';
import { bucketOf, compileRule } from './engine';
import { ruleInputSchema } from './inputs';
import { CUSTOM_OPERATORS } from './operators';

// The engine wrapper (spec 001 section 7): facts, operators, decision modes and the examples of every seed file.

const rules = loadDefinitions();

describe('every seed file example, run by the engine', () => {
  const cases = rules.flatMap((r) => r.examples.map((e, i) => [`${r.name} #${i + 1}`, r, e] as const));
  it.each(cases)('%s', async (_label, r, e) => {
    const input = ruleInputSchema(r.definition.input.schema, r.definition.input.required).parse(e.input);
    expect(await compileRule(r.name, r.definition, r.defaultValue).run(input)).toEqual(e.expect);
  });
});

describe('bucket', () => {
  it('is stable per shopper and salt, and spreads shoppers evenly over 0-99', () => {
    expect(bucketOf('shortFlowExperience', 'a1')).toBe(bucketOf('shortFlowExperience', 'a1'));
    const counts = new Array<number>(BUCKET_COUNT).fill(0);
    for (let i = 0; i < 20_000; i++) counts[bucketOf('spread', `shopper-${i}`)]++;
    // 200 expected per bucket; a broken hash (e.g. always 0) fails by far.
    expect(Math.min(...counts)).toBeGreaterThan(140);
    expect(Math.max(...counts)).toBeLessThan(260);
  });

  it('differs between experiments for the same shopper (salted by rule name)', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `s${i}`);
    const same = ids.filter((id) => bucketOf('paidLandingPage', id) === bucketOf('geicoFocusedFlow', id)).length;
    expect(same).toBeLessThan(20);
  });
});

describe('localTime', () => {
  it('computes weekday and time in the zone, daylight saving included', () => {
    expect(localTime(new Date('2025-06-03T14:30:00Z'), 'America/New_York')).toMatchObject({
      weekday: 'Tue',
      time: '10:30',
      date: '2025-06-03',
    });
    expect(localTime(new Date('2025-12-02T14:30:00Z'), 'America/New_York')).toMatchObject({ time: '09:30' });
    expect(localTime(new Date('2025-06-03T14:30:00Z'), 'America/Phoenix')).toMatchObject({ time: '07:30' });
    // 01:30 UTC on Wednesday is still Tuesday evening in Chicago.
    expect(localTime(new Date('2025-06-04T01:30:00Z'), 'America/Chicago')).toMatchObject({
      weekday: 'Tue',
      time: '20:30',
      date: '2025-06-03',
    });
    expect(localTime(new Date('2025-07-04T15:00:00Z'), 'Pacific/Honolulu')).toMatchObject({
      holiday: true,
      time: '05:00',
    });
  });

  it('uses a holiday table equal to the federal rules (5 U.S.C. 6103) for 2025-2027', () => {
    const nth = (y: number, m: number, weekday: number, n: number) => {
      const first = new Date(Date.UTC(y, m, 1)).getUTCDay();
      return Date.UTC(y, m, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1));
    };
    const last = (y: number, m: number, weekday: number) => {
      const d = new Date(Date.UTC(y, m + 1, 0));
      return Date.UTC(y, m, d.getUTCDate() - ((d.getUTCDay() - weekday + 7) % 7));
    };
    const observed = (t: number) => {
      const day = new Date(t).getUTCDay();
      return t + (day === 6 ? -86_400_000 : day === 0 ? 86_400_000 : 0);
    };
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    const expected: string[] = [];
    for (const y of [2025, 2026, 2027, 2028]) {
      const fixed = [
        Date.UTC(y, 0, 1),
        Date.UTC(y, 5, 19),
        Date.UTC(y, 6, 4),
        Date.UTC(y, 10, 11),
        Date.UTC(y, 11, 25),
      ].map(observed);
      const floating = [
        nth(y, 0, 1, 3),
        nth(y, 1, 1, 3),
        last(y, 4, 1),
        nth(y, 8, 1, 1),
        nth(y, 9, 1, 2),
        nth(y, 10, 4, 4),
      ];
      expected.push(...[...fixed, ...floating].map(iso));
    }
    expect(Object.keys(FEDERAL_HOLIDAYS).sort()).toEqual(expected.filter((d) => d >= '2025' && d < '2028').sort());
  });
});

describe('custom operators', () => {
  it('includesText, inBuckets and inTimeRange', () => {
    expect(CUSTOM_OPERATORS.includesText('FB_Pub_Network_1', ['pub_network'])).toBe(true);
    expect(CUSTOM_OPERATORS.includesText(undefined, ['pub_network'])).toBe(false);
    expect(CUSTOM_OPERATORS.inBuckets(44, [0, 44])).toBe(true);
    expect(CUSTOM_OPERATORS.inBuckets(45, [0, 44])).toBe(false);
    expect(CUSTOM_OPERATORS.inTimeRange('08:00', ['08:00', '20:00'])).toBe(true);
    expect(CUSTOM_OPERATORS.inTimeRange('20:00', ['08:00', '20:00'])).toBe(false);
  });
});

describe('compileRule', () => {
  const twoLevels: RuleDefinition = {
    family: 'test',
    output: 'variant',
    mode: 'first',
    values: ['control', 'high', 'low'],
    input: { schema: 'shopper', required: [] },
    facts: {},
    conditions: {},
    decisions: [
      {
        name: 'high',
        priority: 2,
        conditions: { all: [{ fact: 'incidentCount', operator: 'greaterThan', value: 2 }] },
        event: { type: 'decide', params: { value: 'high' } },
      },
      {
        name: 'low',
        priority: 1,
        conditions: { all: [{ fact: 'incidentCount', operator: 'greaterThanInclusive', value: 0 }] },
        event: { type: 'decide', params: { value: 'low' } },
      },
    ],
    otherwise: 'control',
  };

  it('answers the highest-priority match, then otherwise', async () => {
    const rule = compileRule('levels', twoLevels, 'control');
    expect(await rule.run({ incidentCount: 5 })).toBe('high');
    expect(await rule.run({ incidentCount: 1 })).toBe('low');
    expect(await rule.run({})).toBe('control');
  });

  it('gives every overlapping run of one cached engine its own answer', async () => {
    // json-rules-engine keeps one run status per Engine: unserialised, a run finishing first stops the others'
    // lower priority, and 'low' shoppers would get 'control'.
    const rule = compileRule('levels', twoLevels, 'control');
    const ticks = (k: number) =>
      Array.from({ length: k }).reduce<Promise<void>>((p) => p.then(() => undefined), Promise.resolve());
    const inputs = Array.from({ length: 60 }, (_, i) => i % 6);
    // Staggered starts, as requests arrive: each run begins while others are between priorities.
    const answers = await Promise.all(
      inputs.map((n, i) => ticks((i % 7) * 4).then(() => rule.run({ incidentCount: n }))),
    );
    expect(answers).toEqual(inputs.map((n) => (n > 2 ? 'high' : 'low')));
  });

  it('refuses a definition the checks reject (a database row edited wrongly)', () => {
    expect(() => compileRule('levels', { ...twoLevels, otherwise: 'maybe' }, 'control')).toThrow(/otherwise/);
    expect(() => compileRule('levels', { decisions: [] }, 'control')).toThrow();
  });

  it('uses the server clock when no currentDate is sent', async () => {
    const hours = rules.find((r) => r.name === 'agencyOperatingHours')!;
    const open = compileRule(hours.name, hours.definition, false, () => new Date('2025-06-03T15:00:00Z'));
    const closed = compileRule(hours.name, hours.definition, false, () => new Date('2025-06-08T15:00:00Z'));
    expect(await open.run({})).toBe(true);
    expect(await closed.run({})).toBe(false);
  });
});

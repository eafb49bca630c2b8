import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../tests/server/arbitraries';
import { NOT_INCLUDED, formatCoverage, formatCoverages, labelOf } from './coverageFormat';

const shown = (key: string, raw: string) => {
  const { label, value } = formatCoverage(key, raw);
  return `${label}: ${value}`;
};

describe('coverages as a shopper reads them', () => {
  it('says limits in dollars, split limits per person and per accident, deductibles and rental by the day', () => {
    expect(shown('propertyDamage', '50000')).toBe('Property damage liability: $50,000');
    expect(shown('bodilyInjury', '50/100')).toBe('Bodily injury liability: $50,000 per person, $100,000 per accident');
    expect(shown('collision', '500')).toBe('Collision: $500 deductible');
    expect(shown('comprehensive', '1000')).toBe('Comprehensive: $1,000 deductible');
    expect(shown('rental', '30/900')).toBe('Rental car: $30 a day, up to $900');
    expect(shown('towing', '75')).toBe('Towing: $75');
    expect(shown('medicalPayment', '2000')).toBe('Medical payments: $2,000');
    expect(shown('uninsuredMotoristBodilyInjury', '100/300')).toBe(
      'Uninsured motorist bodily injury: $100,000 per person, $300,000 per accident',
    );
  });

  it('says a declined coverage is not included, whatever declined word the carrier used', () => {
    for (const word of ['No Coverage', 'excluded', 'Decline', 'declined', 'NONE', ' none '])
      expect(formatCoverage('rental', word).value).toBe(NOT_INCLUDED);
  });

  it('keeps words as they came (tort) and names an unknown coverage in words', () => {
    expect(shown('tort', 'Limited')).toBe('Right to sue (tort option): Limited');
    expect(shown('glassCoverage', '250')).toBe('Glass coverage: $250');
    expect(shown('work_loss', 'Yes')).toBe('Work loss: Yes');
    expect(labelOf('__proto__')).toBe('Proto');
    expect(labelOf('constructor')).toBe('Constructor');
  });

  it('lists the liability limits first, in the order of the tier fields, unknown ones after', () => {
    const keys = formatCoverages({ rental: '30/900', extra: '1', collision: '500', bodilyInjury: '50/100' }).map(
      (c) => c.key,
    );
    expect(keys).toEqual(['bodilyInjury', 'collision', 'rental', 'extra']);
  });

  it('never throws on any key and value (all of Unicode, very long), and shows words it cannot read unchanged', () => {
    fc.assert(
      fc.property(hostileString(), hostileString(), (key, raw) => {
        const { label, value } = formatCoverage(key, raw);
        expect(typeof label).toBe('string');
        if (key.trim() && /[\p{L}\p{N}]/u.test(key)) expect(label.length).toBeGreaterThan(0);
        const readable =
          /^\d+(\/\d+)?$/.test(raw.trim()) || /^(no coverage|excluded|declined?|none)$/i.test(raw.trim());
        if (!readable) expect(value).toBe(raw.trim() || raw);
      }),
      { numRuns: 300 },
    );
  });
});

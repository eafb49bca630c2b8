import { describe, expect, it } from 'vitest';
import type { AutoUser } from '../../src/contract/entities';
import { ASSIGNED_DRIVER_MESSAGE, assignedDriverErrors, checkAutoAnswers } from './autoRules';

const household = (vehicles: number, drivers: number) =>
  ({
    autoPolicy: {
      vehicles: Array.from({ length: vehicles }, (_, i) => ({
        id: i + 1,
        year: '2018',
        make: 'Ford',
        model: 'Escape',
      })),
      operators: Array.from({ length: drivers }, (_, i) => ({ id: i + 1, isPrimary: i === 0, firstName: `D${i + 1}` })),
    },
  }) as AutoUser;
const assign = (...drivers: number[]) =>
  Object.fromEntries(drivers.map((d, i) => [`vehicle.${i + 1}.primaryDriverId`, String(d)]));

describe("liberty mutual's assigned-driver rule", () => {
  it('needs every driver on a vehicle when there are enough vehicles', () => {
    expect(assignedDriverErrors(household(2, 2), assign(1, 2))).toEqual([]);
    expect(assignedDriverErrors(household(3, 2), assign(1, 1, 2))).toEqual([]);
    expect(assignedDriverErrors(household(2, 2), assign(1, 1)).map((e) => e.entityId)).toEqual([2]);
  });

  it('with fewer vehicles than drivers, needs each vehicle to have a different primary driver', () => {
    expect(assignedDriverErrors(household(2, 3), assign(1, 3))).toEqual([]);
    expect(assignedDriverErrors(household(2, 3), assign(2, 2))).toHaveLength(1);
    expect(assignedDriverErrors(household(1, 2), {})).toEqual([]);
  });

  it('answers the exact spec message, and only for liberty mutual', () => {
    const user = household(2, 2);
    const lm = checkAutoAnswers(user, 'libertymutual', 'Liberty Mutual', assign(2, 2), 'TX');
    expect(lm).toMatchObject({ kind: 'errors', message: ASSIGNED_DRIVER_MESSAGE });
    expect(ASSIGNED_DRIVER_MESSAGE).toBe('All drivers must be assigned as a primary driver for at least one vehicle');
    expect(checkAutoAnswers(user, 'root', 'Root', assign(2, 2), 'TX')).toEqual({ kind: 'ok' });
  });
});

import { describe, expect, it } from 'vitest';
import { homeUser, rentersUser } from '../../tests/server/propertyShoppers';
import { buildZipIndex } from '../data/zips';
import { buildPropertyRisk } from '../carriers/property/risk';
import { effectivePropertyUser } from './rating';

// The RC2 answers a property carrier re-rates on (GET_RC2_RATE): the building type and the connectedHome discount.

const zips = buildZipIndex();
const riskOf = (answers: Record<string, string>) =>
  buildPropertyRisk(effectivePropertyUser(homeUser(), answers), { zips }, undefined, new Date('2026-11-29T00:00:00Z'));

describe('the property shopper as the carrier re-rates them', () => {
  it('rates a mobile or manufactured building as manufactured construction, other buildings as the intake said', () => {
    expect(riskOf({}).construction).toBe('frame');
    expect(riskOf({ 'property.1.buildingType': 'Single family' }).construction).toBe('frame');
    expect(riskOf({ 'property.1.buildingType': 'Mobile or manufactured home' }).construction).toBe('manufactured');
  });

  it('adds or removes the connectedHome credit by the answer, keeping the other discounts', () => {
    expect(riskOf({}).credits).toEqual(['deadbolt', 'smokeDetectors']);
    expect(riskOf({ 'property.1.connectedHome': 'Yes' }).credits).toEqual([
      'deadbolt',
      'smokeDetectors',
      'connectedHome',
    ]);
    expect(riskOf({ 'property.1.connectedHome': 'No' }).credits).toEqual(['deadbolt', 'smokeDetectors']);
  });

  it('leaves a renters shopper and the given user unchanged', () => {
    const user = rentersUser();
    expect(effectivePropertyUser(user, { 'property.1.connectedHome': 'Yes' })).toEqual(user);
    const home = homeUser();
    effectivePropertyUser(home, { 'property.1.connectedHome': 'Yes' });
    expect(home).toEqual(homeUser());
  });
});

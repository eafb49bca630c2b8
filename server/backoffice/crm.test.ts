import { describe, expect, it } from 'vitest';
import { HomeUser, RentersUser } from '../../src/contract/property';
import type { AutoUser } from '../../src/contract/entities';
import { crmRecord, hasCrmContact } from './crm';

const auto: AutoUser = {
  userId: '3b241101-e2bb-4255-8caf-4136c566a962',
  contact: { email: 'pat@example.com', phoneNumber: '(212) 555-0100', consentedToContact: true, consentToSms: false },
  tracking: { sessionId: 's-1', anonymousId: 'anon-1', quotesRequestId: 'q-1' },
  autoPolicy: {
    discounts: { paperless: true, payInFull: true, multiPolicyDiscount: { home: true } },
    vehicles: [{ id: 1, year: '2019', make: 'Honda', model: 'Civic', ownershipStatus: 'Finance' }],
    operators: [
      {
        id: 1,
        isPrimary: true,
        firstName: 'Pat',
        lastName: 'Quinn',
        birthdate: '03/02/1980',
        carrier: 'Progressive',
        currentlyInsured: 'Yes',
      },
    ],
    policy: {
      zip: '10001',
      city: 'New York',
      state: 'NY',
      coverageTier: 'MID',
      address: { streetNumber: '350', streetAddress: 'W 31st St', city: 'New York', state: 'NY', zip: '10001' },
    },
  },
};

describe('CRM record', () => {
  it('maps an auto user to contact, permissions, address and a policy summary, without tracking or birth dates', () => {
    const r = crmRecord({ kind: 'auto', user: auto });
    expect(r).toMatchObject({
      recordVersion: 1,
      policyType: 'auto',
      userId: auto.userId,
      contact: { firstName: 'Pat', lastName: 'Quinn', email: 'pat@example.com', phone: '+12125550100' },
      permissions: { contact: true, sms: false, email: null, doNotContact: false },
      address: { street: '350 W 31st St', city: 'New York', state: 'NY', zip: '10001' },
      policy: {
        state: 'NY',
        coverageTier: 'MID',
        currentCarrier: 'Progressive',
        bundle: { home: true, renters: false },
      },
    });
    expect(r.policy).toMatchObject({
      vehicles: [{ year: '2019', make: 'Honda', model: 'Civic', ownershipStatus: 'Finance' }],
    });
    const text = JSON.stringify(r);
    for (const junk of ['s-1', 'anon-1', 'q-1', '03/02/1980', 'tracking']) expect(text).not.toContain(junk);
  });

  it('maps home and renters users', () => {
    const home = HomeUser.parse({
      contact: { email: 'pat@example.com' },
      homePolicy: {
        occupants: [{ firstName: 'Pat' }],
        properties: [{ yearBuilt: 1998, squareFootage: 1850 }],
        policy: { policyType: 'Condo', paymentMethod: 'escrow' },
      },
    });
    expect(crmRecord({ kind: 'home', user: home }).policy).toMatchObject({
      policyType: 'Condo',
      yearBuilt: 1998,
      escrow: true,
      coverages: { deductible: 1000, personalLiability: 300000 },
    });
    const renters = RentersUser.parse({
      contact: { phoneNumber: '2125550100' },
      rentersPolicy: { occupants: [], properties: [], policy: {} },
    });
    expect(crmRecord({ kind: 'renters', user: renters })).toMatchObject({
      contact: { firstName: null, phone: '+12125550100', email: null },
      policy: { policyType: 'Renters', moving: false, coverages: { personalLiability: 100000 } },
    });
  });

  it('needs an email or a phone number', () => {
    expect(hasCrmContact({ kind: 'auto', user: auto })).toBe(true);
    expect(hasCrmContact({ kind: 'auto', user: { ...auto, contact: { ...auto.contact, email: undefined } } })).toBe(
      true,
    );
    expect(
      hasCrmContact({ kind: 'auto', user: { ...auto, contact: { consentedToContact: true, consentToSms: true } } }),
    ).toBe(false);
  });
});

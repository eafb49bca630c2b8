import { describe, expect, it } from 'vitest';
import { adClickKey, mintAdId, verifyAdId } from './adClick';
import { bidFor, exchangeRequest, runAuction } from './adExchange';
import { type ExchangeData, adCredit, continuousMonths } from './adFacts';
import { AD_INVENTORY } from './adInventory';
import { BID_FLOOR, MAX_ADS } from './constants';

const shopper = (edit: Partial<ExchangeData> = {}): ExchangeData => ({
  product: 'auto',
  state: 'OH',
  currentlyInsured: true,
  continuousMonths: 18,
  incidents: 0,
  dui: false,
  sr22: false,
  vehicles: 1,
  drivers: 1,
  multipleVehicles: false,
  homeOwnership: 0,
  credit: 'Good',
  youngestDriverAge: 40,
  bundleInterest: false,
  property: null,
  ...edit,
});

describe('the exchange request and the shopper facts', () => {
  it('maps credit for ads per spec 001 section 5: Fair becomes Average, anything else below Poor', () => {
    expect(
      ['Excellent (750+)', 'Good (700-749)', 'Fair (640-699)', 'Needs work (<640)', undefined].map(adCredit),
    ).toEqual(['Excellent', 'Good', 'Average', 'Poor', 'Poor']);
  });

  it('maps years with the current carrier to months of continuous coverage (spec 001 section 7)', () => {
    expect(continuousMonths('Yes', 'Less than a year')).toBe(6);
    expect(continuousMonths('Yes', '1-2 years')).toBe(18);
    expect(continuousMonths('Yes', '2-3 years')).toBe(42);
    expect(continuousMonths('Yes', '3-4 years')).toBe(60);
    expect(continuousMonths('No', 'None')).toBe(0);
  });

  it('carries the spec fields with version 17 and ua_class auto by default', () => {
    expect(exchangeRequest(shopper(), 'p-1', { sub_3: 's3' })).toMatchObject({
      placement_id: 'p-1',
      version: 17,
      ua_class: 'auto',
      sub_3: 's3',
    });
  });
});

describe('bidding', () => {
  it('gives every advertiser copy for each product it buys', () => {
    for (const a of AD_INVENTORY)
      for (const product of Object.keys(a.bids)) expect(a.copy[product as 'auto'], `${a.id} ${product}`).toBeDefined();
  });

  it('is deterministic and ranks by bid above the floor, at most MAX_ADS', () => {
    const req = exchangeRequest(shopper(), 'p');
    const bids = runAuction(req, AD_INVENTORY);
    expect(runAuction(req, AD_INVENTORY)).toEqual(bids);
    expect(bids.length).toBeLessThanOrEqual(MAX_ADS);
    bids.slice(1).forEach((b, i) => expect(b.bid).toBeLessThanOrEqual(bids[i].bid));
    expect(bids.every((b) => b.bid >= BID_FLOOR)).toBe(true);
  });

  it('bids more for longer continuous coverage and fewer incidents, and not at all past an appetite', () => {
    const lm = AD_INVENTORY.find((a) => a.id === 'libertymutual')!;
    expect(bidFor(lm, shopper({ continuousMonths: 60 }))!).toBeGreaterThan(
      bidFor(lm, shopper({ continuousMonths: 6 }))!,
    );
    expect(bidFor(lm, shopper({ incidents: 1 }))!).toBeLessThan(bidFor(lm, shopper())!);
    expect(bidFor(lm, shopper({ incidents: 3 }))).toBeNull();
    expect(bidFor(lm, shopper({ dui: true }))).toBeNull();
  });

  it('has no bidder for Massachusetts auto or a shopper without a state', () => {
    expect(runAuction(exchangeRequest(shopper({ state: 'MA' }), 'p'), AD_INVENTORY)).toEqual([]);
    expect(runAuction(exchangeRequest(shopper({ state: null }), 'p'), AD_INVENTORY)).toEqual([]);
  });
});

describe('ad ids', () => {
  const key = adClickKey('a'.repeat(40));
  it('round-trip, and reject a tampered signature, another key or an unknown advertiser', () => {
    const id = mintAdId(key, { advertiserId: 'geico', product: 'auto', position: 2, digest: 'abc123' });
    expect(verifyAdId(key, id)).toMatchObject({ advertiser: { id: 'geico' }, product: 'auto', position: 2 });
    expect(
      verifyAdId(
        key,
        id.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBeNull();
    expect(verifyAdId(adClickKey('b'.repeat(40)), id)).toBeNull();
    expect(
      verifyAdId(key, mintAdId(key, { advertiserId: 'nobody', product: 'auto', position: 1, digest: 'x' })),
    ).toBeNull();
  });
});

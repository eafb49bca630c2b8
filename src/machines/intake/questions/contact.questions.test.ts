import fc from 'fast-check';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../../../tests/server/arbitraries';
import type { AutoUser } from '../../../contract';
import { initialUser } from '../initialUser';
import { autoCatalogue } from '../intake.catalogue';
import { skipRules } from '../rules/skipRules';
import { addressPhone, phone, phoneVerification } from './contact.questions';

// spec 000 sections 4 and 5: the phone is stored as digits and shown as (###) ### - ####; a code is sent to it (valid)
// and checked (verified); phone and its verification show only when agency eligible.

const apply = (step: string, a: unknown, user = initialUser()) =>
  produce(user, (d) => autoCatalogue.step(step).apply(d, a, 1));

describe('the phone number', () => {
  it('is stored as digits: punctuation and spaces stripped, the leading 1 of 11 digits dropped', () => {
    for (const typed of ['(212) 555-2001', '212.555.2001', '1-212-555-2001', '+1 212 555 2001', '2125552001'])
      expect(phone.schema.parse(typed), typed).toBe('2125552001');
  });

  it('refuses what is not a US number, whatever is typed', () => {
    expect(phone.schema.safeParse('555-2001').error?.issues[0].message).toBe('Enter a 10-digit US phone number');
    expect(phone.schema.safeParse('(112) 555-2001').success).toBe(false);
    fc.assert(
      fc.property(hostileString(), (s) => {
        const digits = s.replace(/\D/g, '');
        fc.pre(!/^1?[2-9]\d{2}[2-9]\d{6}$/.test(digits) || s.length > 25);
        expect(phone.schema.safeParse(s).success).toBe(false);
      }),
    );
  });

  it('shows the stored number as (###) ### - ####', () => {
    const user = apply('phone', '2125552001');
    expect(phone.read(user, 1)).toBe('(212) 555 - 2001');
    expect(phone.read(initialUser(), 1)).toBeUndefined();
  });

  it('is neither valid nor verified until its code is sent and checked', () => {
    const typed = apply('phone', '2125552001');
    expect(typed.contact).toMatchObject({
      phoneNumber: '2125552001',
      isPhoneNumberValid: false,
      isPhoneNumberVerified: false,
    });
    const sent = produce(typed, (d) => phone.check!.apply!(d, { status: 'sent', expiresInSeconds: 600 } as never, 1));
    expect(sent.contact.isPhoneNumberValid).toBe(true);
    // A send the sandbox could not make marks it invalid; with smsEnable off nothing is known of it.
    expect(
      produce(typed, (d) => phone.check!.apply!(d, { status: 'failed' } as never, 1)).contact.isPhoneNumberValid,
    ).toBe(false);
    expect(
      produce(typed, (d) => phone.check!.apply!(d, { status: 'off' } as never, 1)).contact.isPhoneNumberValid,
    ).toBe(false);
    const verified = produce(sent, (d) => phoneVerification.check!.apply!(d, { verified: true } as never, 1));
    expect(verified.contact.isPhoneNumberVerified).toBe(true);
    // A number typed again starts over.
    expect(apply('phone', '(212) 555-2001', verified).contact).toMatchObject({
      isPhoneNumberValid: false,
      isPhoneNumberVerified: false,
    });
  });

  it('sends the stored number with the code to check', () => {
    const user = apply('phone', '2125552001');
    expect(phoneVerification.check!.input({ user, kept: {}, index: 1, answer: '012345' })).toEqual({
      phoneNumber: '2125552001',
      code: '012345',
    });
    expect(phone.check!.input({ user, kept: {}, index: 1, answer: '2125552001' })).toEqual({
      phoneNumber: '2125552001',
      send: false,
    });
    // smsEnable on: the code is texted.
    const sms = produce(user, (u) => {
      u.autoPolicy.policy.isSmsEnabled = true;
    });
    expect(phone.check!.input({ user: sms, kept: {}, index: 1, answer: '2125552001' })).toMatchObject({ send: true });
  });

  it('says what the number is for: the texted code, the partner agency calling when the intraflow rule offers it', () => {
    const subtitle = (policy: Partial<AutoUser['autoPolicy']['policy']>) =>
      phone.subtitle!(
        {
          user: produce(initialUser(), (u) => {
            Object.assign(u.autoPolicy.policy, policy);
          }),
        } as never,
        1,
      );
    expect(subtitle({})).toBe('We use your number only about your quotes.');
    expect(subtitle({ isSmsEnabled: true })).toBe("We'll text you a code to confirm it's yours.");
    expect(subtitle({ isSmsEnabled: true, hasIntraflowAgencyOffer: true })).toMatch(
      /^A licensed agent from our partner agency can call you now .* We'll text you a code/,
    );
  });

  it('takes a 6-digit code only', () => {
    expect(phoneVerification.schema.safeParse(' 012345 ').data).toBe('012345');
    for (const bad of ['12345', '1234567', '12a456', ''])
      expect(phoneVerification.schema.safeParse(bad).error?.issues[0].message).toBe('Enter the 6-digit code');
  });

  it('shows with its verification only when agency eligible, the verification only for a code texted', () => {
    expect(phone.skip).toEqual(['notAgencyEligible']);
    expect(phoneVerification.skip).toEqual(['notAgencyEligible', 'noCodeSent']);
    const eligible = produce(initialUser(), (u) => {
      u.autoPolicy.policy.isAgencyEligible = true;
    });
    expect(skipRules.notAgencyEligible.test(eligible, 1)).toBe(false);
    expect(skipRules.notAgencyEligible.test(initialUser(), 1)).toBe(true);
    const texted = (isSmsEnabled: boolean, isPhoneNumberValid: boolean) =>
      produce(eligible, (u) => {
        u.autoPolicy.policy.isSmsEnabled = isSmsEnabled;
        u.contact.isPhoneNumberValid = isPhoneNumberValid;
      });
    expect(skipRules.noCodeSent.test(texted(true, true), 1)).toBe(false);
    expect(skipRules.noCodeSent.test(texted(true, false), 1)).toBe(true);
    expect(skipRules.noCodeSent.test(texted(false, true), 1)).toBe(true);
  });
});

describe('address and phone on one screen', () => {
  it('stores the phone as digits and the validated address as every vehicle’s garaging address', () => {
    const a = { streetAddress: '100 Congress Ave', secondaryAddress: '', phoneNumber: '(512) 555-0142' };
    const typed = apply('addressPhone', addressPhone.schema.parse(a));
    expect(typed.contact.phoneNumber).toBe('5125550142');
    const address = { streetAddress: '100 CONGRESS AVE', city: 'Austin', state: 'TX' as const, zip: '78701' };
    const checked = produce(typed, (d) => addressPhone.check!.apply!(d, address as never, 1));
    expect(checked.autoPolicy.policy.address).toEqual(address);
    expect(checked.autoPolicy.vehicles[0].garagingAddress).toEqual(address);
    expect(addressPhone.read(checked, 1)).toEqual({
      streetAddress: '100 CONGRESS AVE',
      secondaryAddress: undefined,
      phoneNumber: '(512) 555 - 0142',
    });
  });
});

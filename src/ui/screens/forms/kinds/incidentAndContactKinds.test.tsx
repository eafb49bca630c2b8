// @vitest-environment jsdom
import '../../../components/jsdomPolyfills';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineAutoFlow, thirds } from '../../../../machines/intake/flows/autoFlow';
import { monthsAgo } from '../../../../machines/intake/questions/incidentCategories';
import { QuestionScreen } from '../../QuestionScreen';
import '../../../../machines/intake/intake.live';
import { loadLaterFields } from '../AnswerFields';
import { driveIntakeTo, fail, submit } from '../../stories/driveIntake';
import { stepsValue } from '../../../../machines/graph/regions';
import type { StateValue } from 'xstate';

// The incident, SR-22, phone, review and knockout screens, answered as a shopper would: every control named, every
// error tied to its field or announced, and the machine receiving one valid answer.

// The fields' chunk, as the app prefetches it: the forms then render at once.
beforeAll(() => loadLaterFields());
afterEach(cleanup);

const nodeOf = (value: StateValue) => {
  const steps = stepsValue(value);
  return typeof steps === 'string' ? steps : Object.keys(steps)[0];
};
const phoneFlow = defineAutoFlow({
  id: 'phoneTest',
  entry: { search: '' },
  description: 'The phone and its verification, after an agency-eligible ZIP.',
  sections: thirds(['zipcode'], [], ['phone', 'phoneVerification']),
});

describe('the accident details form', () => {
  it('adds entries with named buttons, masks month and year, and stores them as accidents and violations', async () => {
    const user = userEvent.setup();
    const intake = driveIntakeTo('accidentsDetails~1', { flow: 'miniFlow', answers: { accidents: '2' } }).actor;
    render(<QuestionScreen intake={intake} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toContain('Add at least one accident or ticket');
    expect(nodeOf(intake.getSnapshot().value)).toBe('accidentsDetails~1');

    await user.click(screen.getByRole('button', { name: 'Add a speeding ticket' }));
    const ticket = screen.getByLabelText('Speeding ticket 1: month and year');
    // The new field has the focus: the shopper types its date next.
    expect(document.activeElement).toBe(ticket);
    await user.keyboard(monthsAgo(3).replace('/', ''));
    expect((ticket as HTMLInputElement).value).toBe(monthsAgo(3));
    await user.click(screen.getByRole('button', { name: 'Add a DUI or DWI' }));
    await user.type(screen.getByLabelText('DUI or DWI 1: month and year'), '13/2020');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('DUI or DWI 1: month and year').getAttribute('aria-invalid')).toBe('true');

    // Removing the DUI moves the focus to its group, not to the page.
    await user.click(screen.getByRole('button', { name: 'Remove DUI or DWI 1' }));
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'DUI or DWI' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(intake.getSnapshot().value)).toBe('creditScore~1');
    expect(intake.getSnapshot().context.user.autoPolicy.operators[0].incidents).toMatchObject({
      accidents: [],
      violations: [{ date: monthsAgo(3), type: 'Speeding' }],
      hasDui: false,
    });
    intake.stop();
  });

  it('offers no more than three of a kind', async () => {
    const user = userEvent.setup();
    const intake = driveIntakeTo('accidentsDetails~1', { flow: 'miniFlow', answers: { accidents: '3' } }).actor;
    render(<QuestionScreen intake={intake} />);
    const group = screen.getByRole('group', { name: 'At-fault accidents' });
    for (let i = 0; i < 3; i += 1) await user.click(within(group).getByRole('button', { name: /^Add/ }));
    expect(within(group).queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(group.textContent).toContain("That's the most we need: 3 of each kind.");
    intake.stop();
  });
});

describe('the SR-22 filing form', () => {
  it('ties the end-date error to the end date and stores the filing', async () => {
    const user = userEvent.setup();
    const intake = driveIntakeTo('sr22Details~1', { answers: { accidents: '1', sr22: 'Yes' } }).actor;
    render(<QuestionScreen intake={intake} />);
    await user.type(screen.getByLabelText('Case number'), 'SR-2024-118');
    await user.type(screen.getByLabelText('Filing date'), '03152024');
    await user.type(screen.getByLabelText('End date'), '03012024');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const end = screen.getByLabelText('End date');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(end.getAttribute('aria-describedby')).toBeTruthy();
    await user.clear(end);
    await user.type(end, '03152027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(intake.getSnapshot().context.user.autoPolicy.operators[0].sr22).toEqual({
      isRequired: true,
      filingCaseNumber: 'SR-2024-118',
      filingDate: '03/15/2024',
      filingEndDate: '03/15/2027',
    });
    intake.stop();
  });
});

describe('the phone and its code', () => {
  it('shows a complete number as (###) ### - #### and sends its digits for a code', async () => {
    const user = userEvent.setup();
    const intake = driveIntakeTo('phone~1', { flow: phoneFlow, answers: { zipcode: '78701' } }).actor;
    render(<QuestionScreen intake={intake} />);
    const field = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(field.type).toBe('tel');
    await user.type(field, '2125552001');
    expect(field.value).toBe('(212) 555 - 2001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const s = intake.getSnapshot();
    expect(stepsValue(s.value)).toEqual({ 'phone~1': 'checking' });
    expect(s.context.user.contact).toMatchObject({ phoneNumber: '2125552001', isPhoneNumberValid: false });
    intake.stop();
  });

  it('shows a wrong code as an error on the step, and a right one verifies the number', async () => {
    const user = userEvent.setup();
    const intake = driveIntakeTo('phoneVerification~1', {
      flow: phoneFlow,
      answers: { zipcode: '78701', phone: '(212) 555-2001' },
      andThen: [submit('111111'), fail('checkPhoneCode', 'phone_code_incorrect', 422)],
    }).actor;
    render(<QuestionScreen intake={intake} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Enter the verification code we sent to your device',
    );
    expect(screen.getByRole('alert').textContent).toContain("That code isn't right");
    const code = screen.getByLabelText('Verification code') as HTMLInputElement;
    expect(code.autocomplete).toBe('one-time-code');
    await user.clear(code);
    await user.type(code, '12a3456');
    expect(code.value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(stepsValue(intake.getSnapshot().value)).toEqual({ 'phoneVerification~1': 'checking' });
    intake.stop();
  });
});

describe('the Safeco-type review and knockout pages', () => {
  it('lists each vehicle with its details and an Edit link to its first step', () => {
    const intake = driveIntakeTo('vehicleSummaryDetails~1', { flow: 'safecoFullFlow' }).actor;
    render(<QuestionScreen intake={intake} />);
    const list = screen.getByRole('list', { name: 'Review your vehicles' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0].textContent).toContain('2022 Honda Civic 4Dr');
    expect(within(items[0]).getByRole('link', { name: 'Edit 2022 Honda Civic 4Dr' }).getAttribute('href')).toBe(
      '#/vehicles/1/year',
    );
    intake.stop();
  });

  it('stops the flow on the knockout page: the reasons, Back, and a way on instead of Continue', () => {
    const intake = driveIntakeTo('noneligibleUser~1', {
      flow: 'safecoCallinFlow',
      answers: { zipcode: '10001' },
    }).actor;
    render(<QuestionScreen intake={intake} />);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
    // Its way on: the partner flow ends, the shopper goes on to other companies' offers.
    expect(screen.getByRole('button', { name: 'See offers from other companies' })).toBeTruthy();
    const reasons = screen.getByRole('list', { name: "What our partner can't cover online" });
    expect(reasons.textContent).toBe("A state where our partner doesn't insure cars");
    intake.stop();
  });
});

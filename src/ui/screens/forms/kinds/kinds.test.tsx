// @vitest-environment jsdom
import '../../../components/jsdomPolyfills';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineAutoFlow, thirds } from '../../../../machines/intake/flows/autoFlow';
import { QuestionScreen } from '../../QuestionScreen';
import '../../../../machines/intake/intake.live';
import { loadLaterFields } from '../AnswerFields';
import { driveIntakeTo } from '../../stories/driveIntake';
import { stepsValue } from '../../../../machines/graph/regions';
import type { StateValue } from 'xstate';

// The combined driver screens of the short flows, answered as a shopper would: with the keyboard and pointer, every
// control named by its question, every error tied to its field, and the machine receiving one valid answer.

// These kinds load with the later fields' chunk, as the app prefetches it after the first answer.
beforeAll(() => loadLaterFields());
afterEach(cleanup);

const flow = defineAutoFlow({
  id: 'kindsTest',
  entry: { search: '' },
  description: 'The two combined driver screens.',
  sections: thirds(['marriedGenderMilitary', 'nameBirthdate'], [], []),
});
const nodeOf = (value: StateValue) => Object.keys(stepsValue(value))[0];

describe('the married-gender-military form', () => {
  it('names each radio group by its question, says which is unanswered, and submits the three answers', async () => {
    const user = userEvent.setup();
    const intake = driveIntakeTo('marriedGenderMilitary~1', { flow }).actor;
    render(<QuestionScreen intake={intake} />);
    const married = screen.getByRole('radiogroup', { name: 'Are you married?' });
    const gender = screen.getByRole('radiogroup', { name: "What's your gender?" });
    const military = screen.getByRole('radiogroup', {
      name: 'Have you or a family member served in the US military?',
    });
    // The heading has focus once the question is painted (a new question is announced); Tab then enters the first group.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    await user.tab();
    expect(document.activeElement).toBe(within(married).getByRole('radio', { name: 'Yes' }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const group of [married, gender, military])
      expect(group.textContent).toContain('Choose an answer to continue');
    expect(nodeOf(intake.getSnapshot().value)).toBe('marriedGenderMilitary~1');

    await user.click(within(married).getByText('Yes'));
    await user.click(within(gender).getByText('Non-binary'));
    await user.click(within(military).getByText('No'));
    expect(married.textContent).not.toContain('Choose an answer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(nodeOf(intake.getSnapshot().value)).toBe('nameBirthdate~1');
    const self = intake.getSnapshot().context.user.autoPolicy.operators[0];
    expect(self).toMatchObject({ maritalStatus: 'Yes', gender: 'Non-binary', militaryAffiliation: 'No' });
    intake.stop();
  });
});

describe('the name-birthdate form', () => {
  it('links each error to its field, masks the date as typed, and submits a title-cased name', async () => {
    const user = userEvent.setup();
    const intake = driveIntakeTo('nameBirthdate~1', { flow }).actor;
    render(<QuestionScreen intake={intake} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const label of ['First name', 'Last name', 'Date of birth'])
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('First name'), 'maria');
    await user.type(screen.getByLabelText('Last name'), "o'neil-smith");
    await user.type(screen.getByLabelText('Date of birth'), '04121985');
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('04/12/1985');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(intake.getSnapshot().status).toBe('done');
    expect(intake.getSnapshot().context.user.autoPolicy.operators[0]).toMatchObject({
      firstName: 'Maria',
      lastName: "O'Neil-Smith",
      birthdate: '04/12/1985',
    });
    intake.stop();
  });
});

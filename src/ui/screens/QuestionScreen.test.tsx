// @vitest-environment jsdom
import '../components/jsdomPolyfills';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '../../domain/errors';
import { GENERAL_ERROR_BANNER } from '../../domain/constants';
import { QuestionScreen } from './QuestionScreen';
import { loadLaterFields } from './forms/AnswerFields';
import { driveIntakeTo, fail, submit } from './stories/driveIntake';

// The banner's title and copy come from the error's code through the catalogue: a lost network is not the shopper's
// answer (issue 8 point 10). Snapshots come from the real intake machine, driven as the stories drive it.

afterEach(cleanup);

const makeFailed = (code: Parameters<typeof fail>[1], status?: number) =>
  driveIntakeTo('make~1', { phase: 'loading', andThen: [fail('fetchMakes', code, status)] }).actor;

describe('QuestionScreen error banner', () => {
  it.each([
    ['network_offline', 1001, "You're offline"],
    ['network_timeout', 444, 'Our servers are taking too long'],
    ['network_error', 0, "We couldn't reach our servers"],
  ] as const)('a make step failed with %s (%i) says %s, with the catalogue copy and a retry', (code, status, title) => {
    render(<QuestionScreen intake={makeFailed(code, status)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain(ERROR_MESSAGES[code]);
    expect(alert.textContent).not.toContain('Please check your answer');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps the roadblock banner for a server error (spec 000 section 8)', () => {
    render(<QuestionScreen intake={makeFailed('auto_makes_error', 503)} />);
    expect(screen.getByRole('alert').textContent).toContain(GENERAL_ERROR_BANNER);
  });

  it('shows a lost network on the ZIP step as a banner, not as the field being wrong', async () => {
    await loadLaterFields(); // the ZIP field's chunk, as the app prefetches it
    const andThen = [submit('78701'), fail('lookupZip', 'network_offline', 1001)];
    render(<QuestionScreen intake={driveIntakeTo('zipcode~1', { andThen }).actor} />);
    expect(screen.getByRole('alert').textContent).toContain(ERROR_TITLES.network_offline);
    expect(screen.getByLabelText('ZIP code').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('QuestionScreen between steps', () => {
  it("starts each step with a fresh form: the last step's error and choice are gone, the new question has focus", async () => {
    const user = userEvent.setup();
    render(<QuestionScreen intake={driveIntakeTo('currentlyInsured~1').actor} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByText('Yes'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('Do you currently have auto insurance?');
    // Once the question is painted (QuestionLayout).
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });
  it('keeps the frame between steps: the same Continue and progress bar, a new heading for the new question', async () => {
    const user = userEvent.setup();
    render(<QuestionScreen intake={driveIntakeTo('currentlyInsured~1').actor} />);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    const progress = screen.getByRole('progressbar');
    const before = screen.getByRole('heading', { level: 1 });
    await user.click(screen.getByText('Yes'));
    await user.click(continueButton);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe(before.textContent);
    expect(heading).not.toBe(before);
    expect(screen.getByRole('button', { name: 'Continue' })).toBe(continueButton);
    expect(screen.getByRole('progressbar')).toBe(progress);
    // The shopper's focus stayed on Continue until the new question was painted; then the question has it.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('QuestionScreen start page', () => {
  it('says the promise, the time, privacy and the trust marks around the first question, and not on the next', async () => {
    const actor = driveIntakeTo('currentlyInsured~1').actor;
    render(<QuestionScreen intake={actor} />);
    expect(screen.getByText(/find your best rate/)).toBeTruthy();
    expect(screen.getByText('Takes about 5 minutes')).toBeTruthy();
    const about = screen.getByRole('complementary', { name: 'About your quote' });
    expect(about.textContent).toContain("We don't sell your information");
    expect([...about.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Compare up to 6 carriers',
      'Free, no obligation',
      'Your answers are saved as you go',
    ]);
    // The heading is still the question: the page's title and focus follow it.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Do you currently have auto insurance?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/currently have/));
    expect(screen.queryByText('Takes about 5 minutes')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'About your quote' })).toBeNull();
  });
});

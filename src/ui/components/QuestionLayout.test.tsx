// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionLayout } from './QuestionLayout';

afterEach(cleanup);

describe('QuestionLayout', () => {
  it('focuses its h1 on mount', () => {
    render(
      <QuestionLayout title="What year is your vehicle?" canGoBack={false}>
        <p>form</p>
      </QuestionLayout>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'What year is your vehicle?' });
    expect(heading.id).toBe('question-title');
    expect(document.activeElement).toBe(heading);
  });

  it('moves focus to the new h1 when the question changes', () => {
    const { rerender } = render(
      <QuestionLayout title="What year is your vehicle?" canGoBack={false}>
        <input aria-label="year" />
      </QuestionLayout>,
    );
    screen.getByRole('textbox', { name: 'year' }).focus();
    rerender(
      <QuestionLayout title="Who's your current insurer?" canGoBack>
        <input aria-label="year" />
      </QuestionLayout>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: "Who's your current insurer?" }));
  });

  it('hides Back when canGoBack is false', () => {
    render(
      <QuestionLayout title="Q" canGoBack={false} onBack={() => {}}>
        <p>form</p>
      </QuestionLayout>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows Back when canGoBack is true and calls onBack when pressed', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(
      <QuestionLayout title="Q" canGoBack onBack={onBack}>
        <p>form</p>
      </QuestionLayout>,
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows progress, subtitle, error banner and footer when given', () => {
    render(
      <QuestionLayout
        title="Q"
        subtitle="Why we ask"
        canGoBack={false}
        progress={40}
        errorBanner={<p>Something went wrong</p>}
        footer={<button type="button">Continue</button>}
      >
        <p>form</p>
      </QuestionLayout>,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Why we ask')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});

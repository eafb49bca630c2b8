// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionLayout } from './QuestionLayout';

afterEach(cleanup);

describe('QuestionLayout', () => {
  it('focuses its h1 on mount, once the question is painted', async () => {
    render(
      <QuestionLayout title="What year is your vehicle?" canGoBack={false}>
        <p>form</p>
      </QuestionLayout>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'What year is your vehicle?' });
    expect(heading.id).toBe('question-title');
    // Not in the commit: the focus's forced style and layout would delay the question's paint.
    expect(document.activeElement).not.toBe(heading);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('moves focus to the new h1 when the question changes', async () => {
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
    const heading = screen.getByRole('heading', { level: 1, name: "Who's your current insurer?" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves the focus where the shopper moved it before the question was painted', async () => {
    render(
      <QuestionLayout title="What year is your vehicle?" canGoBack={false}>
        <input aria-label="year" />
      </QuestionLayout>,
    );
    const input = screen.getByRole('textbox', { name: 'year' });
    input.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(input);
  });

  it("takes no focus on hydrating a prerendered question: the focus is the shopper's", async () => {
    const question = (
      <QuestionLayout title="Do you currently have auto insurance?" canGoBack={false}>
        <p>form</p>
      </QuestionLayout>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(question);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, question));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
    act(() => root.unmount());
    container.remove();
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

// @vitest-environment jsdom
import '../../components/jsdomPolyfills';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPT_OUT_STORAGE_KEY } from '../../../app/privacyChoice';
import { STORAGE_KEY } from '../../../app/storageKey';
import { PrivacyPanel } from './PrivacyPanel';
import { SAVED, fakePrivacyApi } from './fakePrivacyApi';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('PrivacyPanel', () => {
  it('records the opt-out for a saved quote and says so in a live region', async () => {
    const api = fakePrivacyApi();
    render(<PrivacyPanel savedUser={SAVED} api={api} />);
    expect(screen.getByText('You have not opted out.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Do not sell or share my information' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/opt-out is recorded/));
    expect(api.calls).toContain('optOut');
    expect(screen.getByText(/You have opted out/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Opted out' }) as HTMLButtonElement).disabled).toBe(true);
    expect(localStorage.getItem(OPT_OUT_STORAGE_KEY)).toBe('1');
  });

  it('keeps the opt-out in the browser before anything is saved, and calls nothing', async () => {
    const api = fakePrivacyApi();
    render(<PrivacyPanel savedUser={null} api={api} />);
    await userEvent.click(screen.getByRole('button', { name: 'Do not sell or share my information' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/kept in this browser/));
    expect(api.calls).toEqual([]);
    expect(localStorage.getItem(OPT_OUT_STORAGE_KEY)).toBe('1');
    expect(screen.queryByText('Who received your data')).toBeNull();
  });

  it('lists who received the data, when and why, in plain words', async () => {
    render(<PrivacyPanel savedUser={SAVED} api={fakePrivacyApi()} />);
    const list = await screen.findByRole('list', { name: 'Who received your data, when and why' });
    const items = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(items[0]).toMatch(/^Root \(insurance carrier\) received your answers to price the quote you asked for\./);
    expect(items.some((t) => t?.startsWith('Our ad exchange received your answers'))).toBe(true);
    expect(items.some((t) => t?.includes('Our customer records (CRM)'))).toBe(true);
  });

  it('deletes the saved quote only after its confirmation, then forgets the session', async () => {
    sessionStorage.setItem(STORAGE_KEY, '{"saved":true}');
    const api = fakePrivacyApi();
    render(<PrivacyPanel savedUser={SAVED} api={api} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my saved quote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.calls).not.toContain('remove');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my saved quote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByRole('heading', { name: 'Your saved quote is deleted' })).toBeTruthy();
    expect(api.calls).toContain('remove');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says when the deletion failed and keeps the quote', async () => {
    render(<PrivacyPanel savedUser={SAVED} api={fakePrivacyApi({ fail: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my saved quote' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not delete/);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredSaver, sessionSnapshotStore, STORAGE_KEY } from './persistence';

// The app's snapshot is saved after the frame that shows a change, and at once when the page is hidden or left.

function fakePage(visibility: DocumentVisibilityState = 'visible') {
  const win = new EventTarget();
  const doc = new EventTarget();
  const frames: FrameRequestCallback[] = [];
  const page = {
    window: Object.assign(win, {
      requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    }) as unknown as Pick<Window, 'addEventListener' | 'requestAnimationFrame'>,
    document: Object.assign(doc, { visibilityState: visibility }) as unknown as Pick<
      Document,
      'visibilityState' | 'addEventListener'
    > & { visibilityState: DocumentVisibilityState },
    /** Runs the frame callbacks queued so far, as the browser does before it paints. */
    paint: () => {
      for (const cb of frames.splice(0)) cb(0);
    },
    frames,
    win,
    doc,
  };
  return page;
}

describe('deferredSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once after the frame that shows the changes, not before it', () => {
    const page = fakePage();
    const write = vi.fn();
    const saver = deferredSaver(write, page);
    saver.schedule();
    saver.schedule();
    saver.schedule();
    vi.runAllTimers();
    expect(write).not.toHaveBeenCalled(); // no frame yet
    page.paint();
    expect(write).not.toHaveBeenCalled(); // the frame's callback queues the save behind the paint
    vi.runAllTimers();
    expect(write).toHaveBeenCalledTimes(1);
    saver.schedule();
    page.paint();
    vi.runAllTimers();
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('writes a pending save at once when the page is left (a reload keeps the last answer)', () => {
    const page = fakePage();
    const write = vi.fn();
    deferredSaver(write, page).schedule();
    page.win.dispatchEvent(new Event('pagehide'));
    expect(write).toHaveBeenCalledTimes(1);
    page.paint();
    vi.runAllTimers();
    expect(write).toHaveBeenCalledTimes(1); // the queued save finds nothing pending
    page.win.dispatchEvent(new Event('pagehide'));
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes a pending save when the page is hidden, and saves a hidden page in the next task', () => {
    const page = fakePage();
    const write = vi.fn();
    const saver = deferredSaver(write, page);
    saver.schedule();
    page.document.visibilityState = 'hidden';
    page.doc.dispatchEvent(new Event('visibilitychange'));
    expect(write).toHaveBeenCalledTimes(1);
    // Hidden: no frame comes, the save waits only for the next task.
    saver.schedule();
    expect(page.frames).toHaveLength(1); // only the first schedule's frame
    vi.runAllTimers();
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('saves in the next task where there is no page (prerender, Node)', () => {
    const write = vi.fn();
    deferredSaver(write, {}).schedule();
    expect(write).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(write).toHaveBeenCalledTimes(1);
  });
});

describe('sessionSnapshotStore', () => {
  it('keeps every answer of a saved snapshot, full Unicode and long strings included, and clears it', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    } as unknown as Storage;
    const store = sessionSnapshotStore(storage);
    const snapshot = {
      status: 'active',
      context: { user: { firstName: '𝒜lïce 🚗 Ωμέγα', note: 'x'.repeat(100_000) } },
    };
    store.save(snapshot);
    expect(map.has(STORAGE_KEY)).toBe(true);
    expect(store.load()).toEqual(snapshot);
    store.clear();
    expect(store.load()).toBeUndefined();
  });
});

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { needlesOf, type Seeded } from './sink';

// A stored session recording replayed in a blank page by rrweb's own Replayer (issue 33): the UMD build of the
// installed rrweb, added as a script, sets `window.rrweb`. Every event is cast in turn (a seek to the end applies them
// synchronously, on the real document rather than rrweb's virtual one), and after each the replayed document is read:
// the heading shown, every input's value, and (at each new heading and at the end) whether any seeded value is in it.

// The package exports only its module builds and its style sheet: the UMD build is found beside the latter.
const RRWEB_UMD = join(dirname(createRequire(import.meta.url).resolve('rrweb/dist/style.css')), 'rrweb.umd.min.cjs');

export interface Replayed {
  /** The level-one headings the replay showed, in turn (a heading shown twice in a row counted once). */
  headings: string[];
  /** Every value an input of the replayed document held, once each: its type, name and value. */
  inputs: { type: string; name: string; value: string }[];
  /** The seeded values found in the replayed document's markup or input values, by label. */
  leaks: string[];
  /** How many events were cast, and the recording's length in milliseconds. */
  cast: number;
  totalTime: number;
}

export async function replay(page: Page, events: unknown[], seeds: readonly Seeded[]): Promise<Replayed> {
  await page.goto('about:blank');
  await page.addScriptTag({ path: RRWEB_UMD });
  return page.evaluate(
    ({ events, needles }) => {
      type Doc = Document | null | undefined;
      const w = window as unknown as {
        rrweb: {
          Replayer: new (
            events: unknown[],
            config: Record<string, unknown>,
          ) => {
            iframe: HTMLIFrameElement;
            pause(offset?: number): void;
            getMetaData(): { totalTime: number };
          };
        };
      };
      const headings: string[] = [];
      const inputs = new Map<string, { type: string; name: string; value: string }>();
      const leaks = new Set<string>();
      let cast = 0;
      const search = (text: string) => {
        const lower = text.toLowerCase();
        for (const { label, needle } of needles) if (lower.includes(needle)) leaks.add(label);
      };
      const read = (doc: Doc, full: boolean) => {
        if (!doc?.documentElement) return;
        for (const el of doc.querySelectorAll('input, textarea')) {
          const input = el as HTMLInputElement;
          const entry = { type: input.type || el.tagName.toLowerCase(), name: input.name, value: input.value };
          if (entry.value) inputs.set(JSON.stringify(entry), entry);
          search(entry.value);
        }
        const heading = doc.querySelector('h1')?.textContent?.trim() ?? '';
        const changed = heading !== '' && heading !== headings[headings.length - 1];
        if (changed) headings.push(heading);
        if (changed || full) search(doc.documentElement.outerHTML);
      };
      const replayer = new w.rrweb.Replayer(events, {
        root: document.body,
        useVirtualDom: false,
        mouseTail: false,
        showWarning: false,
        showDebug: false,
        triggerFocus: false,
        UNSAFE_replayCanvas: false,
        plugins: [
          {
            handler: (_event: unknown, _sync: boolean, ctx: { replayer: { iframe: HTMLIFrameElement } }) => {
              cast += 1;
              read(ctx.replayer.iframe.contentDocument, false);
            },
          },
        ],
      });
      const { totalTime } = replayer.getMetaData();
      replayer.pause(totalTime + 1);
      read(replayer.iframe.contentDocument, true);
      return { headings, inputs: [...inputs.values()], leaks: [...leaks], cast, totalTime };
    },
    { events, needles: needlesOf(seeds) },
  );
}

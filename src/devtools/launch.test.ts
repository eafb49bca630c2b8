import { describe, expect, it } from 'vitest';
import { DEVTOOLS_OPEN_KEY, devtoolsWereOpen, parseDevtoolsHash } from '../app/hashSync';
import { devtoolsAllowed } from './launch';

// The devtools' door (docs/decisions/0077): their hash, the tab's open flag, and who may open them.

describe('the devtools door', () => {
  it('reads #/__dev and its machine and node, and no other hash', () => {
    expect(parseDevtoolsHash('#/__dev')).toEqual({ machine: undefined, node: undefined });
    expect(parseDevtoolsHash('#/__dev?machine=defaultAuto&node=defaultAuto.steps.creditScore~1')).toEqual({
      machine: 'defaultAuto',
      node: 'defaultAuto.steps.creditScore~1',
    });
    for (const other of ['', '#/', '#/__devtools', '#/drivers/1/zipcode', '#/x/__dev'])
      expect(parseDevtoolsHash(other)).toBeNull();
  });

  it("remembers in this tab's storage that the panel is open", () => {
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null } as Storage;
    expect(devtoolsWereOpen(storage)).toBe(false);
    items.set(DEVTOOLS_OPEN_KEY, '1');
    expect(devtoolsWereOpen(storage)).toBe(true);
    expect(devtoolsWereOpen(undefined)).toBe(false);
  });

  it('opens under the dev server, and in a build only when the served app config says so', async () => {
    const config = (answer: { vaultOrigin: null; devtools?: boolean } | null) => async () => answer;
    expect(await devtoolsAllowed(true, config(null))).toBe(true);
    expect(await devtoolsAllowed(false, config({ vaultOrigin: null, devtools: true }))).toBe(true);
    expect(await devtoolsAllowed(false, config({ vaultOrigin: null }))).toBe(false);
    expect(await devtoolsAllowed(false, config({ vaultOrigin: null, devtools: false }))).toBe(false);
    // Another host serving the build, or the network down: no config, no devtools.
    expect(await devtoolsAllowed(false, config(null))).toBe(false);
  });
});

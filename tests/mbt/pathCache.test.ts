import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { bindModel } from './bindModel';
import { intakeModel, TRAVERSAL_LIMIT } from './intakeModel';
import { fromJson, rebuildPaths, sourceKey, storePaths, toJson } from './pathCache';
import { emptyBindUser } from '../../src/machines/bind/bindUser';

// The path cache (decision 0061): a stored path rebuilt is the walk the traversal found, and the cache's key follows
// every source the paths are generated from.

describe('a generated path, stored and rebuilt', () => {
  it('takes the same events through states the traversal cannot tell from its own (an intake flow)', () => {
    const model = intakeModel('paidSearchShortFlow');
    const generated = getShortestPaths(model.machine, {
      events: model.eventsFor,
      serializeState: model.serializeState,
      limit: TRAVERSAL_LIMIT,
    }).map((p) => ({ ...p, input: undefined }));
    const rebuilt = rebuildPaths(model.machine, fromJson(toJson(storePaths(generated))));
    expect(rebuilt.length).toBe(generated.length);
    rebuilt.forEach((path, i) => {
      expect(path.steps.map((s) => s.event)).toEqual(generated[i].steps.map((s) => s.event));
      // xstate/graph hands back, for each state it reached, one snapshot of those it serializes alike: the rebuilt
      // state is the path's own walk, serialized alike at every step.
      expect(path.steps.map((s) => model.serializeState(s.state))).toEqual(
        generated[i].steps.map((s) => model.serializeState(s.state)),
      );
      expect(path.state).toBe(path.steps.at(-1)!.state);
    });
  });

  it("starts from each path's own input (a post-quote chain's household)", () => {
    const model = bindModel('fasttrackPreMvr');
    const households = [1, 2].map((n) => ({
      ...emptyBindUser('fasttrack'),
      vehicles: Array.from({ length: n }, (_x, i) => ({ id: i + 1, leasedOrFinanced: false })),
    }));
    const generated = households.flatMap((input) =>
      getShortestPaths(model.machine, {
        events: model.eventsFor,
        serializeState: model.serializeState,
        input: { user: input },
      }).map((p) => ({ ...p, input })),
    );
    const rebuilt = rebuildPaths(model.machine, fromJson(toJson(storePaths(generated))), (user) => ({ user }));
    rebuilt.forEach((path, i) => {
      expect(path.input).toEqual(generated[i].input);
      expect(path.steps[0].state.context.user).toEqual(generated[i].input);
      expect(path.steps.map((s) => model.serializeState(s.state))).toEqual(
        generated[i].steps.map((s) => model.serializeState(s.state)),
      );
    });
  });

  it('keeps an actor failure an Error', () => {
    const event = { type: 'xstate.error.actor.loadResults', error: new Error('chunk failed') };
    const back = fromJson(toJson(event));
    expect(back.error).toBeInstanceOf(Error);
    expect(back).toEqual(event);
  });
});

describe('the cache key', () => {
  const tree = () => {
    const root = mkdtempSync(join(tmpdir(), 'mbt-key-'));
    for (const dir of ['src/machines', 'server', 'tests/mbt']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'package-lock.json'), '{}');
    writeFileSync(join(root, 'src/machines/flow.ts'), 'export const steps = ["zipcode"];');
    writeFileSync(join(root, 'tests/mbt/model.ts'), 'export const limit = 1;');
    return root;
  };

  it('changes with any source, model or the lockfile, and with a file added', () => {
    const root = tree();
    const keys = [sourceKey(root)];
    for (const [file, text] of [
      ['src/machines/flow.ts', 'export const steps = ["zipcode", "email"];'],
      ['tests/mbt/model.ts', 'export const limit = 2;'],
      ['package-lock.json', '{"xstate":"5.34.0"}'],
      ['server/rules.json', '{}'],
    ]) {
      writeFileSync(join(root, file), text);
      keys.push(sourceKey(root));
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stays with a test file changed, and with the same sources in another checkout', () => {
    const root = tree();
    const key = sourceKey(root);
    writeFileSync(join(root, 'tests/mbt/model.test.ts'), 'it.todo("x");');
    expect(sourceKey(root)).toBe(key);
    expect(sourceKey(tree())).toBe(key);
  });
});

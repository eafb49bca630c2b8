import { describe, expect, it } from 'vitest';
import { DEFAULT_LINE, PRODUCT_LINES, lineFor, lineOfFlow, lineOfUser } from '.';
import { initialUser } from '../intake/initialUser';
import { autoFlows } from '../intake/flows';
import { intakeChunk } from '../intake/intakeSlot';
import '../intake/intake.live';
import '../home/intake.live';
import { homeLine } from './home';

describe('the product lines the app runs', () => {
  it('each have their flows, the default among them, and no flow id another line has', () => {
    const ids = PRODUCT_LINES.flatMap((line) => [...line.flowIds]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const line of PRODUCT_LINES) {
      expect(line.flowIds).toContain(line.defaultFlow);
      for (const id of line.flowIds) expect(lineOfFlow(id)).toBe(line);
    }
  });

  it("build each flow from their own intake chunk's registry", async () => {
    for (const line of PRODUCT_LINES) {
      const chunk = await line.loadIntake();
      expect(chunk).toBe(intakeChunk(line.id));
      const machineOf = chunk.flowMachine as (id: string) => { id: string };
      for (const id of line.flowIds) expect(machineOf(id).id).toBe(id);
    }
    expect(Object.keys(autoFlows)).toEqual([...DEFAULT_LINE.flowIds]);
  });

  it('run the flow the start graph chose: auto by its id, home by its start variant', () => {
    expect(lineFor({ product: 'auto', flowId: 'miniFlow' })).toEqual({ line: DEFAULT_LINE, flowId: 'miniFlow' });
    expect(lineFor({ product: 'home', variant: 'transition' })).toEqual({ line: homeLine, flowId: 'transitionHome' });
    expect(lineFor({ product: 'home', variant: 'zipContinuity' })).toEqual({
      line: homeLine,
      flowId: 'zipContinuityHome',
    });
    expect(lineFor({ product: 'home', variant: 'default' })).toEqual({ line: homeLine, flowId: 'defaultHome' });
  });

  it("give a saved user to the line of its policy: auto's to auto, a home or renters user to the home line if registered", () => {
    expect(lineOfUser(initialUser())).toBe(PRODUCT_LINES.find((l) => l.id === 'auto'));
    const home = PRODUCT_LINES.find((l) => (l.id as string) === 'home');
    expect(lineOfUser({ homePolicy: {} })).toBe(home);
    expect(lineOfUser({ rentersPolicy: {} })).toBe(home);
    expect(lineOfUser({})).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';

// The start page knows every flow's id but carries only the default flow's data; the registry brings the others.
describe('the flow ids and the flows loaded', () => {
  it('name exactly the registry, in its order', async () => {
    const { AUTO_FLOW_IDS } = await import('./flowIds');
    const { autoFlows } = await import('.');
    expect(Object.keys(autoFlows)).toEqual([...AUTO_FLOW_IDS]);
  });

  it('hold the default flow alone until the registry loads, then every flow', async () => {
    vi.resetModules();
    const ids = await import('./flowIds');
    expect(ids.isFlowLoaded(ids.DEFAULT_FLOW)).toBe(true);
    expect(ids.loadedFlow(ids.DEFAULT_FLOW).id).toBe(ids.DEFAULT_FLOW);
    expect(ids.isFlowLoaded('miniFlow')).toBe(false);
    expect(() => ids.loadedFlow('miniFlow')).toThrow("Flow 'miniFlow' is not loaded yet");
    await ids.loadFlows();
    for (const id of ids.AUTO_FLOW_IDS) expect(ids.loadedFlow(id).id).toBe(id);
  });
});

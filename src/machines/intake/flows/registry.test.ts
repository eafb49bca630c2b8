import { describe, expect, it } from 'vitest';
import { hashFirstSegment, readQueryParams } from '../../../app/queryParams';
import { decideStart } from '../../app/app.machine';
import { AUTO_FLOW_IDS } from '../../../contract/flowIds';
import { autoFlows } from '.';

// Every registered flow is one the start graph can choose, and the entry its data file gives (the URL and the
// experiment values the browser walk enters by) is one the start graph decides for it.
it('holds exactly the flow ids of the contract, in their order', () => {
  expect(Object.keys(autoFlows)).toEqual([...AUTO_FLOW_IDS]);
});

describe.each(AUTO_FLOW_IDS)('the registered flow %s', (id) => {
  const flow = autoFlows[id];

  it('is registered under its own id', () => {
    expect(flow.id).toBe(id);
  });

  it('is what the start graph chooses for its entry URL and experiments', () => {
    const { search, hash, experiments = {} } = flow.entry;
    const start = { params: readQueryParams({ search, hash }), hashFirstSegment: hashFirstSegment(hash) };
    const decision = decideStart(start, experiments);
    expect(decision.flowId).toBe(id);
    expect(decision.notRegistered).toBeUndefined();
  });
});

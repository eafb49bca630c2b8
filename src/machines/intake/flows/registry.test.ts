import { describe, expect, it } from 'vitest';
import { hashFirstSegment, readQueryParams } from '../../../app/queryParams';
import { decideStart } from '../../app/app.machine';
import { START_FLOW_IDS } from '../startGraph';
import { AUTO_FLOW_IDS, autoFlows } from '.';

// Every registered flow is one the start graph can choose, and the entry its data file gives (the URL and the
// experiment values the browser walk enters by) is one the start graph decides for it.
describe.each(AUTO_FLOW_IDS)('the registered flow %s', (id) => {
  const flow = autoFlows[id];

  it('is registered under its own id, one the start graph knows', () => {
    expect(flow.id).toBe(id);
    expect(START_FLOW_IDS).toContain(id);
  });

  it('is what the start graph chooses for its entry URL and experiments', () => {
    const { search, hash, experiments = {} } = flow.entry;
    const start = { params: readQueryParams({ search, hash }), hashFirstSegment: hashFirstSegment(hash) };
    const decision = decideStart(start, experiments);
    expect(decision.flowId).toBe(id);
    expect(decision.unavailable).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { RatecallQuestion } from '../../contract/ratecall';
import { stageAnswersOf } from './answers';
import { bindPath, parseBindPath, purchaseSuccessPath, routeOfNode } from './routes';

const q = (id: string, extra: Partial<RatecallQuestion> = {}): RatecallQuestion => ({
  id,
  step: 'drivers-license',
  entity: 'driver',
  entityId: 1,
  prompt: id,
  type: 'text',
  required: true,
  ...extra,
});

describe('a chain’s answers as the stage’s answers', () => {
  const active = q('driver.1.hasActiveLicense', {
    type: 'yesNo',
    defaultValue: 'Yes',
    step: 'has-active-drivers-license',
  });
  const number = q('driver.1.licenseNumber', { showIf: { questionId: active.id, in: ['Yes'] } });
  const status = q('driver.1.licenseStatus', {
    showIf: { questionId: active.id, in: ['No'] },
    step: 'driver-license-status',
  });

  it('keeps the answers to questions shown, drops those not asked or hidden', () => {
    const out = stageAnswersOf([active, number, status], {
      'driver.1.licenseNumber': 'RS123456',
      'driver.1.licenseStatus': 'Suspended',
      'vehicle.9.vin': 'X',
    });
    expect(out).toEqual({ answers: { 'driver.1.licenseNumber': 'RS123456' }, missing: [] });
  });

  it('names the screens of required questions still unanswered, not those with a default', () => {
    const out = stageAnswersOf([active, number, status], { 'driver.1.hasActiveLicense': 'No' });
    expect(out.missing).toEqual([{ questionId: 'driver.1.licenseStatus', step: 'driver-license-status' }]);
  });
});

describe('the post-quote routes', () => {
  it('are /postQuotesFlow/{policyType}/{carrier}/{id}/<step>, id the loop item', () => {
    expect(routeOfNode('auto', 'root', 'vehicleVin~2')).toBe('/postQuotesFlow/auto/root/2/vehicle-vin');
    expect(routeOfNode('auto', 'safeco', 'sr22MoreDetails~1')).toBe('/postQuotesFlow/auto/safeco/1/SR22-more-details');
    expect(purchaseSuccessPath('auto', 'branch')).toBe('/postQuotesFlow/auto/branch/1/purchase-success');
    const p = bindPath({ policyType: 'auto', carrier: 'libertymutual', id: 3, slug: 'criminal-motor-conviction' });
    expect(parseBindPath(p)).toEqual({
      policyType: 'auto',
      carrier: 'libertymutual',
      id: 3,
      slug: 'criminal-motor-conviction',
    });
    expect(parseBindPath('/erika/postQuotesFlow/auto/root/1/vehicle-vin')).toBeNull();
  });
});

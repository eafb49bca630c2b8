import { defaultAutoFlow } from './defaultAuto.flow';
import { startingWith, withoutSteps } from './derive';

// spec 000 section 2: the default auto order, "optionally zip-continuity first". The ZIP continuity step is the
// zipcode step moved to the front (same field, same lookup), so zipcode is not asked again (docs/spec-decisions.md).
const meta = {
  id: 'zipContinuityAuto',
  description: 'Default auto order with the ZIP asked first (spec 000 section 2).',
  entry: { search: '?zip=78701' },
};
export const zipContinuityAuto = startingWith(
  withoutSteps(defaultAutoFlow, ['zipcode'], meta),
  ['zipcodeContinuity'],
  meta,
);

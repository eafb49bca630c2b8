import type { PropertyUser } from '../../contract/property';
import { propertyPolicyOf } from '../../contract/property';
import { flowQuestionView, placeOf, type FlowSnapshotLike, type ViewExtras } from '../graph/flowQuestionView';
import type { QuestionView } from '../intake/questionView';
import { homeQuestionOf } from './questions';

// The screen a home flow's snapshot shows: the same view as auto's, from the home catalogue; the address steps name
// the place the ZIP lookup found.

const homeExtras: ViewExtras<PropertyUser> = (q, ctx) => ({
  place: q.form === 'street' ? placeOf(propertyPolicyOf(ctx.user).policy) : undefined,
  items: [],
});

export function selectHomeQuestionView(s: FlowSnapshotLike<PropertyUser>): QuestionView | null {
  return flowQuestionView(s, homeQuestionOf, homeExtras);
}

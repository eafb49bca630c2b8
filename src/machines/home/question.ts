import type { PropertyUser } from '../../contract/property';
import type { Question } from '../intake/questions/question.types';
import type { HomeActors } from './home.actors';
import type { HomeSkipRuleName } from './skipRules';

// A home or renters question (spec 000 section 2, the home flow): the generic `Question` over the property user, the
// home actors, the home route entities and the home skip rules. It has no side-effect registry: each question's
// `write` moves what its answer changes.

/** Where a home answer goes in the URL: `#/home/<entity>/<index>/<segment>`; the transition page is `#/home/transition`. */
export type HomeRouteEntity = 'policy' | 'property' | 'occupant' | 'contact' | 'transition';

export type HomeQuestion<A = unknown> = Question<A, PropertyUser, HomeActors, HomeRouteEntity, HomeSkipRuleName, never>;

/** Keeps each home question's answer type while the catalogue stores them side by side. */
export function defineHomeQuestion<A>(q: HomeQuestion<A>): HomeQuestion<A> {
  return q;
}

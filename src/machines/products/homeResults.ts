import { loadOnce } from '../../app/loadOnce';

// The home line's results chunk (docs/decisions/0082): `homeLine.loadResults` (products/home.ts) is this, a dynamic
// import of the chart with its real actors, so no home results code enters the start page.
export const loadHomeResults = loadOnce(() => import('../../actors/homeResults.live').then((m) => m.homeResultsChunk));

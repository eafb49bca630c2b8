import type { Rule } from '../types';

// T2's rules (issue 33): filled on its own branch.
export const HOME_RESULTS_RULES: Rule[] = [];

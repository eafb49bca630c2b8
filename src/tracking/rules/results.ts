import type { Rule } from '../types';

// T2's rules (issue 33): filled on its own branch.
export const RESULTS_RULES: Rule[] = [];

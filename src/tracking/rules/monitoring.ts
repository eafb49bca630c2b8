import type { Rule } from '../types';

// T2's rules (issue 33): filled on its own branch.
export const MONITORING_RULES: Rule[] = [];

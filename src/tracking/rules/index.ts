import type { Rule } from '../types';
import { APP_RULES } from './app';
import { INTAKE_RULES } from './intake';
import { RESULTS_RULES } from './results';
import { HOME_RESULTS_RULES } from './homeResults';
import { RATECALL_RULES } from './ratecall';
import { BIND_RULES } from './bind';
import { MONITORING_RULES } from './monitoring';
import { LOAD_RULES } from '../loadEvents';

// Every rule of the tracking layer (issue 33; docs/decisions/0101): the observer runs them, the plan generator
// (scripts/trackingPlan.ts) documents them. One line per file.

export const RULES: Rule[] = [
  ...APP_RULES,
  ...INTAKE_RULES,
  ...RESULTS_RULES,
  ...HOME_RESULTS_RULES,
  ...RATECALL_RULES,
  ...BIND_RULES,
  ...MONITORING_RULES,
  ...LOAD_RULES,
];

import type { Rule } from '../types';
import { formStepRules } from './forms';

// The post-quote chains' form events (kind 'bind': every chain the rate-call chart invokes as its child `bind`):
// FormViewed, FormSubmitted and FieldInputted of each screen, formType postQuote, formName the chain id, stepId the
// chain's state node. A chain is a flow-compiled machine, so the intake's form-step rules serve it (docs/decisions/0102);
// a chain calls nothing itself (the rate call's answers are the rate-call chart's: ratecall.ts sends their FormErrored),
// so the step-call FormErrored is left out.
export const BIND_RULES: Rule[] = formStepRules('bind').filter((rule) => rule.event !== 'FormErrored');

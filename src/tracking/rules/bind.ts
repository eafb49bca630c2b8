import type { Rule } from '../types';
import { formStepRules } from './forms';

// The post-quote chains' form events (kind 'bind': every chain the rate-call chart invokes as its child `bind`):
// FormViewed, FormSubmitted, FieldInputted and FormErrored of each screen, formType postQuote, formName the chain id,
// stepId the chain's state node. A chain is a flow-compiled machine, so the intake's form-step rules serve it
// (docs/decisions/0102).
export const BIND_RULES: Rule[] = formStepRules('bind');

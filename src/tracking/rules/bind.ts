import type { Rule } from '../types';

// The post-quote chains' form events (kind 'bind': every chain the rate-call chart invokes as its child `bind`):
// FormViewed, FormSubmitted, FieldInputted and FormErrored of each screen, formType postQuote, formName the chain id,
// stepId the chain's state node. They are T1's formStepRules factory's, the same as the intake flows' (a chain is a
// flow-compiled machine), so one definition serves both (docs/decisions/0102).
//
// AT MERGE (the lead): once T1's factory is in, replace the export below with
//   import { formStepRules } from './forms'; // T1's module (h/t1: src/tracking/rules/forms.ts)
//   export const BIND_RULES: Rule[] = formStepRules('bind');
// Until then no chain screen sends a form event; the purchase's own events (ratecall.ts) do not depend on it.
export const BIND_RULES: Rule[] = [];

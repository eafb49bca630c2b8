import type { Catalogue, SkipRule, StepContract } from '../machines/graph/catalogue';
import { compileFlow } from '../machines/graph/compileFlow';
import { createFlowMachine } from '../machines/graph/flowMachine';
import type { FlowSpec } from '../machines/graph/flowSpec';
import type { FlowSkips } from './skipped';

// A toy flow for the devtools' tests and story, run by the real flow compiler: a pet owner is asked about their vet,
// a shopper without pets skips both vet questions (rule `noPets`), one without a vet skips the vet's phone (`noVet`).

export interface Pets {
  hasPets?: boolean;
  vet?: string;
  vetPhone?: string;
  firstName?: string;
}

const rule = (test: SkipRule<Pets>['test'], changedBy: string[]): SkipRule<Pets> => ({
  test,
  changedBy,
  scope: 'flow',
});
const rules = { noPets: rule((u) => u.hasPets === false, ['hasPets']), noVet: rule((u) => !u.vet, ['vet']) };
type Rule = keyof typeof rules;

const step = (id: keyof Pets, skip: Rule[] = []): StepContract<Pets, Rule> => ({
  id,
  description: `the ${id} step`,
  parse: (answer) => ({ success: typeof answer === 'string' && answer !== '', data: answer }),
  apply: (u, answer) => {
    if (id === 'hasPets') u.hasPets = answer === 'Yes';
    else u[id] = String(answer);
  },
  skip,
});
const steps = {
  firstName: step('firstName'),
  hasPets: step('hasPets'),
  vet: step('vet', ['noPets']),
  vetPhone: step('vetPhone', ['noPets', 'noVet']),
};

export const petCatalogue: Catalogue<Pets, Record<string, never>, Rule> = {
  step: (id) => steps[id as keyof typeof steps],
  rules,
  loops: {},
  actors: {},
};

export const petFlow: FlowSpec = {
  id: 'pets',
  product: 'pets',
  description: 'A toy flow.',
  sections: [{ name: 'About', steps: ['firstName', 'hasPets', 'vet', 'vetPhone'] }],
};

export const petMachine = () =>
  createFlowMachine({ catalogue: petCatalogue, flow: petFlow, initialUser: (): Pets => ({}) });

/** The toy flow's skips, as src/devtools/autoSkips.ts gives an auto flow's. */
export const petSkips = (machineId: string): FlowSkips | undefined =>
  machineId === 'pets' ? { flow: compileFlow(petFlow, petCatalogue), catalogue: petCatalogue } : undefined;

import { intakeModel } from './intakeModel';
import { nodeOf, shortestPathToComplete } from './paths';
import { singleTexan } from './shoppers';

/**
 * The questions a one-driver, one-vehicle shopper in Texas answers before the first quote, in order (each a screen),
 * on the default flow's shortest generated path; the quotes are the next screen.
 */
export function questionsToFirstQuote(): string[] {
  const nodes: string[] = [];
  for (const step of shortestPathToComplete(intakeModel('defaultAuto'), singleTexan).steps) {
    const node = nodeOf(step.state.value);
    if (node !== 'complete' && nodes.at(-1) !== node) nodes.push(node);
  }
  return nodes;
}

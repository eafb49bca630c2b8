import type { IntakeContext } from '../intake.types';

// How a heading names the item it asks about: "your" for the primary driver, the driver's first name otherwise.
export function driverName(ctx: IntakeContext, index: number): string {
  return ctx.user.autoPolicy.operators[index - 1]?.firstName ?? (index === 1 ? 'you' : `driver ${index}`);
}
/**
 * A question to the shopper, by their first name once a flow has asked it ("Sam, what's your gender?"), else as it is
 * ("What's your gender?"): the nerd flow asks gender and birth date before the name (spec 000 section 2).
 */
export function toShopper(ctx: IntakeContext, question: string): string {
  const name = ctx.user.autoPolicy.operators[0]?.firstName;
  return name ? `${name}, ${question.charAt(0).toLowerCase()}${question.slice(1)}` : question;
}
export function driverPossessive(ctx: IntakeContext, index: number): string {
  if (index === 1) return 'your';
  const name = ctx.user.autoPolicy.operators[index - 1]?.firstName;
  return name ? `${name}'s` : `driver ${index}'s`;
}
/** '2020 Toyota': the year and make chosen so far, or a plain name for the vehicle. */
export function yearAndMake(ctx: IntakeContext, index: number): string {
  const v = ctx.user.autoPolicy.vehicles[index - 1];
  const text = [v?.year, v?.make].filter(Boolean).join(' ');
  return text || (index === 1 ? 'your vehicle' : `vehicle ${index}`);
}
export function vehicleLabel(ctx: IntakeContext, index: number): string {
  const v = ctx.user.autoPolicy.vehicles[index - 1];
  const text = [v?.year, v?.make, v?.model].filter(Boolean).join(' ');
  return text || (index === 1 ? 'your vehicle' : `vehicle ${index}`);
}

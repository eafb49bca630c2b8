import { type AnyMachineSnapshot, type EventObject, getNextTransitions } from 'xstate';

// The devtools' box to send an event to the selected actor (docs/decisions/0077): the event types its current state
// has transitions for, and a JSON payload checked before it is sent, so a typo is a message, not a silent no-op.

/** Event types of XState's own (done, error, init, delays, eventless) an engineer does not send. */
const INTERNAL = /^(xstate\.|done\.|error\.|\*$|$)/;

/** The event types the state's transitions (its own and its ancestors') name, in order, each once. */
export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = getNextTransitions(snapshot).map((t) => t.eventType);
  return [...new Set(types)].filter((t) => !INTERNAL.test(t));
}

export type Validated = { ok: true; event: EventObject } | { ok: false; message: string };

/** The event to send, or why not: the payload must be a JSON object, and the state must take the event with it. */
export function validateEvent(snapshot: AnyMachineSnapshot, type: string, payload: string): Validated {
  if (!acceptedEventTypes(snapshot).includes(type))
    return { ok: false, message: `The current state has no transition for ${type || 'an event without a type'}.` };
  let parsed: unknown = {};
  if (payload.trim()) {
    try {
      parsed = JSON.parse(payload);
    } catch (err) {
      return { ok: false, message: `The payload is not JSON: ${(err as Error).message}` };
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, message: 'The payload must be a JSON object, such as {"answer": "no"}.' };
  if ('type' in parsed && (parsed as { type: unknown }).type !== type)
    return { ok: false, message: `The payload's "type" differs from the event chosen (${type}): leave it out.` };
  const event = { ...(parsed as object), type };
  if (!snapshot.can(event))
    return {
      ok: false,
      message: `${type} with this payload would take no transition here: every guard on it refused it.`,
    };
  return { ok: true, event };
}

import { z } from 'zod/mini';
import { MAX_CHARS } from '../domain/config';
import { isStorableText } from '../domain/validation';

// The contract's one string builder: every string it accepts or answers is bounded and storable (issue 8). Written
// with zod/mini, as the client loads it (issue 9: classic zod cannot be tree-shaken); a classic schema holds these
// strings as they are, wrapped by zod's functions (z.optional(zip)) where it once chained methods.

export { MAX_CHARS };
/** The same bounds without zod, for code that runs before zod loads (the start page): ./textBounds.ts. */
export { codePointLength, isContractText } from './textBounds';

export const UNSTORABLE_TEXT_MESSAGE = 'Remove the NUL character or unpaired surrogate: text must be valid Unicode';

/**
 * A string of at most `max` characters (code points: `codePointLength`) with no NUL and no unpaired surrogate (PostgreSQL stores neither). The length
 * check aborts, so no later check (trim, pattern, refinement) ever reads an overlong string; the character check does
 * not, so a union holding the string still reports it by name. `message` is for a value that is not a string at all;
 * `tooLong` for one over `max`.
 */
export const text = /* @__NO_SIDE_EFFECTS__ */ (
  max: number,
  message?: string,
  tooLong = `Use ${max} characters or fewer`,
) =>
  z
    .string(message === undefined ? undefined : { message })
    .check(z.maxLength(max, { message: tooLong, abort: true }), z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE));

/** A uuid (zod's pattern: versions 1-8, nil and max). */
export const uuid = /* @__NO_SIDE_EFFECTS__ */ () => text(36).check(z.uuid());

/** An ISO 8601 date-time; with `offset`, any time zone offset rather than Z only. */
export const isoDateTime = /* @__NO_SIDE_EFFECTS__ */ (offset = false) => text(40).check(z.iso.datetime({ offset }));

/** Checks an object's own keys against `key`: a catchall names its extra keys freely, and they are stored too. */
export const keysMatch =
  (key: z.core.$ZodType) =>
  (value: object, ctx: z.core.$RefinementCtx): void => {
    for (const name of Object.keys(value)) {
      const issue = z.safeParse(key, name).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', path: [name], message: `key: ${issue.message}` });
    }
  };

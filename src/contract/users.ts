import { z } from 'zod/mini';
import { AutoUser } from './entities';
import { HomeUser, type PropertyUser, RentersUser } from './property';

// POST/PATCH /user take "auto user or home user" (spec 000 section 7): one object with exactly one of autoPolicy,
// homePolicy or rentersPolicy. An object schema (not a union) so a bad field is named in the 400, not "body".
import { POLICY_KEYS } from './policyKeys';

export { POLICY_KEYS };

export const AnyUser = z
  .extend(AutoUser, {
    autoPolicy: z.optional(AutoUser.shape.autoPolicy),
    homePolicy: z.optional(HomeUser.shape.homePolicy),
    rentersPolicy: z.optional(RentersUser.shape.rentersPolicy),
  })
  .check(
    z.superRefine((user, ctx) => {
      const present = POLICY_KEYS.filter((k) => user[k] !== undefined);
      if (present.length !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: [present[1] ?? 'autoPolicy'],
          message:
            present.length === 0
              ? 'Send one of autoPolicy, homePolicy or rentersPolicy'
              : `Send only one policy, not ${present.join(' and ')}`,
        });
      }
    }),
  );
export type AnyUser = z.infer<typeof AnyUser>;

/** The user's kind, by the policy it carries. */
export const policyTypeOf = (user: AnyUser): 'auto' | 'home' | 'renters' =>
  user.homePolicy ? 'home' : user.rentersPolicy ? 'renters' : 'auto';

/** A home or renters user, or null when the stored user is an auto user. */
export function asPropertyUser(user: AnyUser): PropertyUser | null {
  const { autoPolicy: _a, homePolicy, rentersPolicy, ...rest } = user;
  if (homePolicy) return { ...rest, homePolicy };
  return rentersPolicy ? { ...rest, rentersPolicy } : null;
}

/** An auto user, or null when the stored user is a home or renters user (spec 001 section 8: no policy goes to /). */
export function asAutoUser(user: AnyUser): AutoUser | null {
  const { autoPolicy, homePolicy: _h, rentersPolicy: _r, ...rest } = user;
  return autoPolicy ? { ...rest, autoPolicy } : null;
}

import { z } from 'zod/mini';

// GET /app-config.json (issue 27's restart drills, issue 28's "VAULT_PORT at run time"): what the server that serves the
// built app tells it at run time, so one build works on any PORT or VAULT_PORT. Served beside the app, not under the
// API's base: a real insurance API has no such call, and an app served by another host falls back to its build-time
// settings (VITE_VAULT_ORIGIN).

export const APP_CONFIG_PATH = '/app-config.json';

export const AppConfig = z.object({
  /** The card vault's origin the payment screens frame (null: this server runs no vault). */
  vaultOrigin: z.nullable(z.url({ protocol: /^https?$/ })),
  /** The devtools panel at `#/__dev` may open in this production build (DEVTOOLS=on; absent: off, docs/decisions/0077). */
  devtools: z.optional(z.boolean()),
  /**
   * Where a shopper writes or calls about their data (PRIVACY_CONTACT_EMAIL, _PHONE, _ADDRESS): the GLBA notice and the
   * privacy pages show it (issue 32, docs/decisions/0092). Absent: the build's sandbox defaults (src/domain/privacyContact.ts).
   */
  privacyContact: z.optional(
    z.object({
      email: z.string().check(z.maxLength(200)),
      phone: z.string().check(z.maxLength(40)),
      address: z.string().check(z.maxLength(400)),
    }),
  ),
  /**
   * The partner origins that may frame the widget, by site source or partner label (PARTNER_FRAME_ORIGINS,
   * src/embed/origins.ts; docs/decisions/0091): the widget posts to its parent only when this lists it. Absent: none.
   */
  partnerFrameOrigins: z.optional(
    z.record(z.string().check(z.maxLength(64)), z.array(z.string().check(z.maxLength(300)))),
  ),
});
export type AppConfig = z.infer<typeof AppConfig>;

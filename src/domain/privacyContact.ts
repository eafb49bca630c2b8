import type { AppConfig } from '../contract/appConfig';

// The privacy contact the GLBA notice shows: the server's configuration (PRIVACY_CONTACT_*, told through
// /app-config.json), else these sandbox defaults, the same as the server's own (server/env.ts).

export type PrivacyContact = NonNullable<AppConfig['privacyContact']>;

export const DEFAULT_PRIVACY_CONTACT: PrivacyContact = {
  email: 'privacy@quoteflow.example',
  phone: '(800) 555-0142',
  address: 'QuoteFlow Privacy Office, 100 Congress Ave, Suite 400, Austin, TX 78701',
};

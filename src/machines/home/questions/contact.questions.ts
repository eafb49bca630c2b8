import { z } from 'zod/mini';
import { email as emailField, phone as phoneField } from '../../../contract/common';
import { formatPhone, normalisePhone } from '../../../domain/validation';
import { defineHomeQuestion } from '../question';

// Home contact steps (spec 000 section 2, /home/contact/{id}/...): email (hidden for an auto-to-home bundle or a
// pub_network referrer) and phone.

export const email = defineHomeQuestion({
  id: 'email',
  entity: 'contact',
  segment: 'home-email',
  form: 'email',
  description:
    'Email, trimmed and lower-cased, checked by the email validation service; hidden for an auto-to-home bundle or a pub_network referrer.',
  title: () => "What's your email address?",
  subtitle: () => "We'll send your quotes here.",
  schema: z.object({ email: emailField, emailConsent: z.boolean() }),
  read: (u) =>
    u.contact.email ? { email: u.contact.email, emailConsent: u.contact.emailConsent ?? false } : undefined,
  write: (u, a) => void Object.assign(u.contact, a),
  skip: ['emailHidden'],
  check: {
    actor: 'validateEmail',
    input: ({ user }) => ({ email: user.contact.email ?? '', validate: true }),
    error: 'email_validation_error',
  },
  examples: [{ email: 'maria.oneil@example.com', emailConsent: true }],
});

export const phone = defineHomeQuestion({
  id: 'phone',
  entity: 'contact',
  segment: 'phone',
  form: 'phone',
  description: 'Phone number, stored as digits (spec 000 section 5).',
  title: () => "What's your phone number?",
  subtitle: () => 'We use it only about your quotes.',
  schema: z.pipe(phoneField, z.transform<string, string>(normalisePhone)),
  read: (u) => (u.contact.phoneNumber ? formatPhone(u.contact.phoneNumber) : undefined),
  write: (u, a) => {
    u.contact.phoneNumber = a;
  },
  examples: ['(212) 555-2001'],
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { DISPOSABLE_EMAIL_DOMAINS, RESERVED_TLDS } from '../data/disposableEmailDomains';
import { WRITE_RATE_LIMIT } from '../security/rateLimit';

// POST /email-validation/validate (spec 000 section 7): the format is the contract's; here the domain is judged.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function judgeEmail(email: string): { valid: boolean; reason?: string } {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return { valid: false, reason: 'invalid_domain' };
  if (RESERVED_TLDS.has(labels[labels.length - 1])) return { valid: false, reason: 'reserved_domain' };
  const registered = labels.slice(-2).join('.');
  if (DISPOSABLE_EMAIL_DOMAINS.has(domain) || DISPOSABLE_EMAIL_DOMAINS.has(registered)) {
    return { valid: false, reason: 'disposable_domain' };
  }
  return { valid: true };
}

export const emailRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app) => {
  app.post(
    endpoints.emailValidate.path,
    {
      schema: { body: endpoints.emailValidate.body, response: { 200: endpoints.emailValidate.response } },
      config: { endpoint: 'emailValidate', rateLimit: WRITE_RATE_LIMIT },
    },
    async (req) => judgeEmail(req.body.email),
  );
};

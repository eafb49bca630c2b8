import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { sendApiError } from '../errors';
import { CODE_TTL_SECONDS, NUMBER_LIMITS, SEND_LIMITS, smsBody } from '../phone/constants';
import { hashAddress, hashPhone, phoneHashKeys } from '../phone/hashing';
import { lookupPhoneNumber, seedPhoneNumbers } from '../phone/mapping';
import { parseUsPhone } from '../phone/normalise';
import { SmsOutbox } from '../phone/smsOutbox';
import { type CheckResult, checkCode, sendCode } from '../phone/verification';
import { emptyFault } from '../sandbox/faultHooks';

// POST /twilio/verify-phone, /twilio/check-phone-verification; GET /phone-numbers/experience-mapping;
// GET /sandbox/sms-outbox/:phoneNumber (spec 000 sections 4, 5, 7; spec 001 section 4).

const minutes = (seconds: number) => {
  const m = Math.ceil(seconds / 60);
  return m === 1 ? '1 minute' : `${m} minutes`;
};

const CHECK_ANSWERS: Record<Exclude<CheckResult['kind'], 'verified' | 'incorrect'>, [number, string, string]> = {
  no_pending_code: [404, 'No code is waiting for this number. Ask for a new code.', 'no_pending_code'],
  already_verified: [409, 'This number is already verified.', 'already_verified'],
  too_many_attempts: [429, 'Too many wrong codes. Ask for a new code.', 'too_many_attempts'],
  expired: [410, 'This code has expired. Ask for a new code.', 'code_expired'],
};

export const phoneRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await seedPhoneNumbers(ctx.db);
  const keys = phoneHashKeys(ctx.userTokenSecret);
  // One outbox per server: tests running several servers in one process never see each other's codes.
  const outbox = new SmsOutbox();

  const invalidNumber = (reply: FastifyReply, reason: 'invalid' | 'not_textable') =>
    reason === 'invalid'
      ? sendApiError(reply, 400, 'Enter a valid 10-digit US phone number', {
          field: 'body.phoneNumber',
          code: 'invalid_phone_number',
        })
      : sendApiError(reply, 400, 'Enter a mobile number: this number cannot receive texts', {
          field: 'body.phoneNumber',
          code: 'phone_cannot_receive_sms',
        });

  app.post(
    endpoints.verifyPhone.path,
    {
      schema: { body: endpoints.verifyPhone.body, response: { 200: endpoints.verifyPhone.response } },
      config: { endpoint: 'verifyPhone' },
    },
    async (req, reply) => {
      const phone = parseUsPhone(req.body.phoneNumber);
      if (!phone.ok) return invalidNumber(reply, phone.reason);
      const sent = await sendCode(
        ctx.db,
        keys,
        { phoneHash: hashPhone(keys, phone.digits), addressHash: hashAddress(keys, req.ip) },
        undefined,
        ctx.addressLimits ? SEND_LIMITS : NUMBER_LIMITS,
      );
      if (sent.kind === 'limited') {
        reply.header('retry-after', String(sent.retryAfterSeconds));
        return sendApiError(reply, 429, `${sent.limit.message}. Try again in ${minutes(sent.retryAfterSeconds)}.`, {
          code: sent.limit.code,
        });
      }
      // kind=empty: the code is issued but the text never arrives (an undelivered SMS), so QA can try a resend.
      if (ctx.smsOutbox && !emptyFault(req)) {
        outbox.put({
          phoneNumber: phone.digits,
          body: smsBody(sent.code),
          sentAt: new Date(),
          expiresAt: sent.expiresAt,
        });
      }
      return { success: true as const, expiresInSeconds: CODE_TTL_SECONDS };
    },
  );

  app.post(
    endpoints.checkPhoneVerification.path,
    {
      schema: {
        body: endpoints.checkPhoneVerification.body,
        response: { 200: endpoints.checkPhoneVerification.response },
      },
      config: { endpoint: 'checkPhoneVerification' },
    },
    async (req, reply) => {
      const phone = parseUsPhone(req.body.phoneNumber);
      if (!phone.ok) return invalidNumber(reply, phone.reason);
      const [status, message, code] = CHECK_ANSWERS.no_pending_code;
      // kind=empty: the provider has no verification for the number.
      if (emptyFault(req)) return sendApiError(reply, status, message, { code });
      const result = await checkCode(ctx.db, keys, hashPhone(keys, phone.digits), req.body.code);
      if (result.kind === 'verified') return { success: true as const };
      if (result.kind === 'incorrect') {
        const left =
          result.triesLeft === 0
            ? 'That code is not right and no tries are left. Ask for a new code.'
            : `That code is not right. ${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left.`;
        return sendApiError(reply, 422, left, { field: 'body.code', code: 'code_incorrect' });
      }
      const [s, m, c] = CHECK_ANSWERS[result.kind];
      return sendApiError(reply, s, m, { code: c });
    },
  );

  app.get(
    endpoints.phoneExperienceMapping.path,
    {
      schema: {
        querystring: endpoints.phoneExperienceMapping.query,
        response: { 200: endpoints.phoneExperienceMapping.response },
      },
      config: { endpoint: 'phoneExperienceMapping' },
    },
    async (req, reply) => {
      const notFound = () =>
        sendApiError(reply, 404, 'No phone number is mapped for this experience', { code: 'phone_number_not_mapped' });
      if (emptyFault(req)) return notFound();
      const answer = await lookupPhoneNumber(ctx.db, req.query);
      return answer ? { success: true as const, ...answer } : notFound();
    },
  );

  app.get(
    endpoints.sandboxSmsOutbox.path,
    {
      schema: { params: endpoints.sandboxSmsOutbox.params, response: { 200: endpoints.sandboxSmsOutbox.response } },
      config: { endpoint: 'sandboxSmsOutbox' },
    },
    async (req, reply) => {
      if (!ctx.smsOutbox) {
        const message = 'The sandbox SMS outbox is off (on only on loopback, or with SANDBOX_SMS_OUTBOX=on)';
        return sendApiError(reply, 404, message, { code: 'sms_outbox_off' });
      }
      const phone = parseUsPhone(req.params.phoneNumber);
      const message = phone.ok && !emptyFault(req) ? outbox.get(phone.digits) : undefined;
      if (!message)
        return sendApiError(reply, 404, 'No message is waiting for this number', { code: 'no_sms_message' });
      return { phoneNumber: message.phoneNumber, body: message.body, sentAt: message.sentAt.toISOString() };
    },
  );
};

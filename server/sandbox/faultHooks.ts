import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendApiError } from '../errors';
import { type FaultRule, type FaultSource, faultsFor, routeFault, sleep } from './faults';

const RULES = new WeakMap<FastifyRequest, FaultRule[]>();
/** The fault rules that apply to this request (none outside /api). */
export const faultsOf = (request: FastifyRequest): FaultRule[] => RULES.get(request) ?? [];

/** Whether an 'empty' fault is set on this request's endpoint (its route's config.endpoint); handlers decide what empty answers. */
export function emptyFault(request: FastifyRequest): boolean {
  const endpoint = request.routeOptions.config.endpoint;
  return Boolean(endpoint && routeFault(faultsOf(request), endpoint, 'empty'));
}

// Route faults act before validation (a failing server fails whatever it is sent); 'empty' is read by the handlers.
export function registerFaultHooks(api: FastifyInstance, source: FaultSource): void {
  api.addHook('onRequest', async (request) => {
    RULES.set(request, faultsFor(request, source));
  });
  api.addHook('preValidation', async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    const rules = faultsOf(request);
    if (!endpoint || rules.length === 0) return;
    const latency = routeFault(rules, endpoint, 'latency');
    if (latency) await sleep(latency.ms);
    if (routeFault(rules, endpoint, 'error')) {
      return sendApiError(reply, 500, `Sandbox fault injected on ${endpoint}`, { code: 'sandbox_fault' });
    }
  });
}

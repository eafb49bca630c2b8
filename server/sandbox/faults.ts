import type { FastifyRequest } from 'fastify';

// Fault injection for tests and demos (DESIGN section 6: "configurable latency and failure injection"):
// `route=makes;kind=error`, `carrier=root;kind=latency;ms=1500`; several rules joined by ','.

export const FAULT_HEADER = 'x-sandbox-fault';
/** `stop` is a carrier's: it stops the purchase at a rate-call step (a hard stop, spec 001 section 8). */
export type FaultKind = 'error' | 'empty' | 'latency' | 'stop';
export interface FaultRule {
  route?: string;
  carrier?: string;
  kind: FaultKind;
  ms: number;
}

const DEFAULT_LATENCY_MS = 1_500;
/** The longest delay a latency rule may ask for. */
export const MAX_LATENCY_MS = 30_000;
const KINDS = new Set<string>(['error', 'empty', 'latency', 'stop']);

/** Unknown or malformed rules are ignored: a demo typo must not break the sandbox. */
export function parseFaultRules(spec: string | undefined): FaultRule[] {
  if (!spec) return [];
  const rules: FaultRule[] = [];
  for (const raw of spec.split(',')) {
    const fields = new Map(
      raw
        .split(';')
        .map((kv) => kv.split('=').map((s) => s.trim()))
        .filter((kv): kv is [string, string] => kv.length === 2 && kv[0] !== '' && kv[1] !== ''),
    );
    const kind = fields.get('kind');
    if (!kind || !KINDS.has(kind) || (!fields.get('route') && !fields.get('carrier'))) continue;
    const ms = Number(fields.get('ms') ?? DEFAULT_LATENCY_MS);
    rules.push({
      route: fields.get('route'),
      carrier: fields.get('carrier')?.toLowerCase(),
      kind: kind as FaultKind,
      ms: Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_LATENCY_MS) : DEFAULT_LATENCY_MS,
    });
  }
  return rules;
}

export interface FaultSource {
  /** Rules from SANDBOX_FAULTS, always on. */
  envRules: FaultRule[];
  /** Whether the x-sandbox-fault header is honoured (SANDBOX_FAULTS_HEADER != off). */
  headerEnabled: boolean;
}

export function faultsFor(request: FastifyRequest, source: FaultSource): FaultRule[] {
  const header = request.headers[FAULT_HEADER];
  const fromHeader = source.headerEnabled && typeof header === 'string' ? parseFaultRules(header) : [];
  return [...source.envRules, ...fromHeader];
}

export const routeFault = (rules: FaultRule[], route: string, kind: FaultKind) =>
  rules.find((r) => r.route === route && r.kind === kind);
export const carrierFault = (rules: FaultRule[], carrierId: string, kind: FaultKind) =>
  rules.find((r) => r.carrier === carrierId && r.kind === kind);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../src/contract/api';
import type { RouteOptions } from '../context';
import { coverageRules } from '../rules/coverage/selection';
import { loadDefinitions } from '../rules/definition';
import { type RuleLog, evaluateRow } from '../rules/evaluate';
import { ruleSummary } from '../rules/summary';
import { type RuleRow, allRules, rulesByName, seedRules } from '../rules/store';
import { emptyFault } from '../sandbox/faultHooks';

// The remote rules (spec 001 section 7, DESIGN section 6): every rule by name, the batch sent at flow start, the
// coverage-selection rules of POST /rules-engine/ and the list for engineers. Rules are seeded here, at boot.

/** A rule that failed is logged by name and reason only: inputs carry shopper answers. */
const logTo =
  (req: FastifyRequest): RuleLog =>
  (rule, reason) =>
    req.log.warn({ rule, reason }, 'remote rule answered its default');
const NO_ROWS: ReadonlyMap<string, RuleRow> = new Map();

export const rulesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  await seedRules(ctx.db, loadDefinitions());
  const coverage = coverageRules();

  app.post(
    endpoints.evaluateRule.path,
    {
      schema: {
        params: endpoints.evaluateRule.params,
        body: endpoints.evaluateRule.body,
        response: { 200: endpoints.evaluateRule.response },
      },
      config: { endpoint: 'evaluateRule' },
    },
    async (req) => {
      const name = req.params.ruleName;
      // kind=empty: the rule store answers nothing, so every rule is unknown and gives its default.
      const rows = emptyFault(req) ? NO_ROWS : await rulesByName(ctx.db, [name]);
      return { name, ...(await evaluateRow(name, rows.get(name), req.body.input, logTo(req))) };
    },
  );

  app.post(
    endpoints.evaluateRules.path,
    {
      schema: { body: endpoints.evaluateRules.body, response: { 200: endpoints.evaluateRules.response } },
      config: { endpoint: 'evaluateRules' },
    },
    async (req) => {
      const { rules } = req.body;
      const empty = emptyFault(req);
      const rows = empty
        ? NO_ROWS
        : await rulesByName(
            ctx.db,
            rules.map((r) => r.name),
          );
      const outcomes = await Promise.all(
        rules.map(async (r) => [r.name, await evaluateRow(r.name, rows.get(r.name), r.input, logTo(req))] as const),
      );
      return { results: Object.fromEntries(outcomes) };
    },
  );

  app.post(
    endpoints.rulesEngine.path,
    {
      schema: { body: endpoints.rulesEngine.body, response: { 200: endpoints.rulesEngine.response } },
      config: { endpoint: 'rulesEngine' },
    },
    async (req) => {
      // kind=empty: no rules apply, so the selection comes back as sent.
      if (emptyFault(req)) return { valid: true, coverages: req.body, messages: [] };
      return coverage.check(req.body);
    },
  );

  app.get(
    endpoints.listRules.path,
    { schema: { response: { 200: endpoints.listRules.response } }, config: { endpoint: 'listRules' } },
    async (req) => {
      if (emptyFault(req)) return [];
      return (await allRules(ctx.db)).map(ruleSummary);
    },
  );
};

import { fileURLToPath } from 'node:url';
import { assign, createActor, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { type IntakeActors, pendingIntakeActors } from '../src/machines/intake/intake.actors';
import { intakeMachineOf } from '../src/machines/intake/flows';
import { shortestPathToComplete } from '../tests/mbt/paths';
import { intakeModel } from '../tests/mbt/intakeModel';
import { insuredMover } from '../tests/mbt/shoppers';
import type { BenchFigures } from './targets';

/**
 * The intake's calls as the app makes them, answering what the script says: each promise actor the flow invokes
 * waits until the bench hands it its output, then settles, and its completion reaches the machine from the actor
 * itself, as a call's answer does in the app. (Until 2026-11-24 the bench sent the completions as events to actors
 * that never settle, so every state it left aborted one: an AbortController's DOMException a call, 7% of the
 * bench's samples, which the app never pays: docs/performance-history.md, tenth pass.)
 */
function scriptedActors() {
  const waiting = new Map<string, (output: unknown) => void>();
  const answering = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve) => waiting.set(self.id, resolve)),
  );
  const actors = Object.fromEntries(
    Object.entries(pendingIntakeActors).map(([name, logic]) => [name, name === 'userSync' ? logic : answering]),
  ) as unknown as IntakeActors;
  /** Hands the call `id` its output; false when no such call is waiting. */
  const settle = (id: string, output: unknown) => {
    const resolve = waiting.get(id);
    waiting.delete(id);
    resolve?.(output);
    return resolve !== undefined;
  };
  return { actors, settle };
}

/**
 * The machine's cost per event over a full scripted flow: a path generated from the machine (the default shopper,
 * tests/mbt/shoppers.ts: insured, owns the car, is married and moved recently), replayed on a real actor: the
 * shopper's events sent, each call's completion coming from the call's own actor (above). Both are events.
 */
export async function benchMachine(rounds = 300): Promise<{ lines: string[]; figures: BenchFigures }> {
  const path = shortestPathToComplete(intakeModel('defaultAuto'), insuredMover);
  const events = path.steps.slice(1).map((s) => s.event);
  const { actors, settle } = scriptedActors();
  const machine = intakeMachineOf().provide({ actors });
  // Per event of the flow, its time summed over the timed flows (the actor's start first): which events cost what.
  const byEvent = new Float64Array(events.length + 1);
  let timing = false;
  const run = async () => {
    let t = process.hrtime.bigint();
    const actor = createActor(machine, { input: {} }).start();
    if (timing) byEvent[0] += Number(process.hrtime.bigint() - t);
    for (const [k, e] of events.entries()) {
      t = process.hrtime.bigint();
      const completion = /^xstate\.done\.actor\.(.+)$/.exec(e.type);
      if (!completion) {
        // A fresh event each flow, as each of the shopper's is: the machine parses an answer once per event object.
        actor.send({ ...e });
        if (timing) byEvent[k + 1] += Number(process.hrtime.bigint() - t);
        continue;
      }
      const before = actor.getSnapshot();
      if (!settle(completion[1], (e as { output?: unknown }).output))
        throw new Error(`no call '${completion[1]}' waits`);
      // The completion arrives in a microtask of the promise settling.
      for (let i = 0; actor.getSnapshot() === before; i += 1) {
        if (i > 10) throw new Error(`the call '${completion[1]}' settled but the machine did not move`);
        await null;
      }
      if (timing) byEvent[k + 1] += Number(process.hrtime.bigint() - t);
    }
    if (actor.getSnapshot().status !== 'done') throw new Error('the scripted flow did not complete');
    actor.stop();
  };
  for (let i = 0; i < 20; i += 1) await run(); // warm-up
  const samples: number[] = [];
  const heapBefore = process.memoryUsage().heapUsed;
  // Wall time per flow, and the process's CPU time over all of them: on a shared machine the wall time includes the
  // waits for a core, the CPU time does not (it still includes GC).
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) {
    const t = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - t) / 1000 / events.length);
  }
  const cpu = process.cpuUsage(cpuBefore);
  // The same flows again, each event timed on its own (the clock reads add a little to each): what a kind of event costs.
  timing = true;
  for (let i = 0; i < rounds; i += 1) await run();
  const mean = (k: number) => byEvent[k] / rounds / 1000;
  const answers = events.flatMap((e, k) => (e.type === 'SUBMIT' ? [mean(k + 1)] : []));
  const completions = events.flatMap((e, k) => (e.type === 'SUBMIT' ? [] : [mean(k + 1)]));
  const costliest = events
    .map((e, k) => ({ name: e.type.replace('xstate.done.actor.', 'done: '), us: mean(k + 1) }))
    .sort((a, b) => b.us - a.us)
    .slice(0, 3)
    .map((x) => `${x.name} ${x.us.toFixed(0)}`)
    .join(', ');
  const cpuPerEvent = (cpu.user + cpu.system) / rounds / events.length;
  const q = (p: number) => quantile(samples, p).toFixed(1);
  const floorUs = benchFloor();
  const lines = [
    `machine: ${events.length} events per scripted flow; cost per event median ${q(0.5)} µs, p95 ${q(0.95)} µs (${rounds} flows); CPU time per event, mean ${cpuPerEvent.toFixed(1)} µs`,
    `machine: heap growth over the runs ${((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(1)} MB`,
    `machine, by event (mean over the flows, µs): the actor's start ${mean(0).toFixed(0)}; ${answers.length} answers median ${quantile(answers, 0.5).toFixed(1)} (${Math.min(...answers).toFixed(1)}-${Math.max(...answers).toFixed(1)}); ${completions.length} call completions median ${quantile(completions, 0.5).toFixed(1)}; costliest ${costliest}`,
    `machine, XState's floor: a plain answer's transition on a minimal chart, ${floorUs.toFixed(1)} µs an event (a guard, two assigns and a send to a child, in a parallel root, no zod or immer: docs/performance.md)`,
  ];
  return { lines, figures: { machine: { usPerEvent: quantile(samples, 0.5), floorUs } } };
}

const quantile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

/**
 * What XState itself costs for the work a plain answer does, without the app's: a chain of 40 nodes in one region
 * of a parallel root beside a resting second region (the flow's steps and follow-ups), each node's SUBMIT a guarded
 * transition to the next node with two assigns (the answer stored, the node entered) and a send to an invoked child
 * (the user's save). No zod parse and no immer copy: the app's answers cost more than this, never less.
 */
function benchFloor(events = 100_000): number {
  const NODES = 40;
  const to = (i: number) => `#floor.steps.n${i % NODES}`;
  const floor = setup({
    types: {} as {
      context: { user: Record<string, unknown>; visited: number[]; progress: number; error: null };
      events: { type: 'SUBMIT'; answer: string };
    },
    actors: { sync: fromCallback<{ type: 'SAVE'; user: Record<string, unknown> }>(() => () => undefined) },
    guards: { valid: ({ event }) => typeof event.answer === 'string' },
    actions: {
      enterNode: assign(({ context }, p: { i: number }) => ({
        visited: context.visited.at(-1) === p.i ? context.visited : [...context.visited.slice(-NODES), p.i],
        progress: Math.max(context.progress, p.i),
      })),
      applyAnswer: assign(({ context, event }, p: { i: number }) => ({
        user: { ...context.user, [`q${p.i}`]: event.answer },
        error: null,
      })),
      saveUser: sendTo('sync', ({ context }) => ({ type: 'SAVE' as const, user: context.user })),
    },
  }).createMachine({
    id: 'floor',
    type: 'parallel',
    context: { user: {}, visited: [], progress: 0, error: null },
    invoke: { src: 'sync', id: 'sync' },
    states: {
      steps: {
        initial: 'n0',
        states: Object.fromEntries(
          Array.from({ length: NODES }, (_, i) => [
            `n${i}`,
            {
              entry: [{ type: 'enterNode' as const, params: { i } }],
              initial: 'answering',
              states: {
                answering: {
                  on: {
                    SUBMIT: {
                      guard: 'valid' as const,
                      target: to(i + 1),
                      actions: [{ type: 'applyAnswer' as const, params: { i } }, 'saveUser' as const],
                    },
                  },
                },
              },
            },
          ]),
        ),
      },
      followUps: { initial: 'settled', states: { settled: {} } },
    },
  });
  const actor = createActor(floor).start();
  for (let i = 0; i < events / 5; i += 1) actor.send({ type: 'SUBMIT', answer: `a${i % 7}` }); // warm-up
  const t = process.hrtime.bigint();
  for (let i = 0; i < events; i += 1) actor.send({ type: 'SUBMIT', answer: `a${i % 7}` });
  const us = Number(process.hrtime.bigint() - t) / 1000 / events;
  actor.stop();
  return us;
}

// `node --import tsx bench/machine.bench.ts` runs this section alone (ROUNDS overrides the number of flows).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of (await benchMachine(Number(process.env.ROUNDS ?? 300))).lines) console.log(line);
}

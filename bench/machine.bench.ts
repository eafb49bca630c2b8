import { fileURLToPath } from 'node:url';
import { createActor, fromPromise } from 'xstate';
import { type IntakeActors, pendingIntakeActors } from '../src/machines/intake/intake.actors';
import { intakeMachineOf } from '../src/machines/intake/flows';
import { shortestPathToComplete } from '../tests/mbt/paths';
import { intakeModel } from '../tests/mbt/intakeModel';
import { insuredMover } from '../tests/mbt/shoppers';

/**
 * The intake's calls as the app makes them, answering what the script says: each promise actor the flow invokes
 * waits until the bench hands it its output, then settles, and its completion reaches the machine from the actor
 * itself, as a call's answer does in the app. (Until 2026-11-24 the bench sent the completions as events to actors
 * that never settle, so every state it left aborted one: an AbortController's DOMException a call, 7% of the
 * bench's samples, which the app never pays: docs/performance.md, tenth pass.)
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
export async function benchMachine(rounds = 300): Promise<string[]> {
  const path = shortestPathToComplete(intakeModel('defaultAuto'), insuredMover);
  const events = path.steps.slice(1).map((s) => s.event);
  const { actors, settle } = scriptedActors();
  const machine = intakeMachineOf().provide({ actors });
  const run = async () => {
    const actor = createActor(machine, { input: {} }).start();
    for (const e of events) {
      const completion = /^xstate\.done\.actor\.(.+)$/.exec(e.type);
      if (!completion) {
        // A fresh event each flow, as each of the shopper's is: the machine parses an answer once per event object.
        actor.send({ ...e });
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
  const cpuPerEvent = (cpu.user + cpu.system) / rounds / events.length;
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))].toFixed(1);
  return [
    `machine: ${events.length} events per scripted flow; cost per event median ${q(0.5)} µs, p95 ${q(0.95)} µs (${rounds} flows); CPU time per event, mean ${cpuPerEvent.toFixed(1)} µs`,
    `machine: heap growth over the runs ${((process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024).toFixed(1)} MB`,
  ];
}

// `node --import tsx bench/machine.bench.ts` runs this section alone (ROUNDS overrides the number of flows).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await benchMachine(Number(process.env.ROUNDS ?? 300))) console.log(line);
}

import { fileURLToPath } from 'node:url';
import { createActor } from 'xstate';
import { pendingIntakeActors } from '../src/machines/intake/intake.actors';
import { intakeMachineOf } from '../src/machines/intake/flows';
import { shortestPathToComplete } from '../tests/mbt/paths';
import { intakeModel } from '../tests/mbt/intakeModel';
import { insuredMover } from '../tests/mbt/shoppers';

/**
 * The machine's cost per event over a full scripted flow: a path generated from the machine (the default shopper,
 * tests/mbt/shoppers.ts: insured, owns the car, is married and moved recently), replayed on a real actor; actor
 * completions are events.
 */
export function benchMachine(rounds = 300): string[] {
  const path = shortestPathToComplete(intakeModel('defaultAuto'), insuredMover);
  const events = path.steps.slice(1).map((s) => s.event);
  const machine = intakeMachineOf().provide({ actors: pendingIntakeActors });
  const run = () => {
    const actor = createActor(machine, { input: {} }).start();
    for (const e of events) actor.send(e);
    if (actor.getSnapshot().status !== 'done') throw new Error('the scripted flow did not complete');
    actor.stop();
  };
  for (let i = 0; i < 20; i += 1) run(); // warm-up
  const samples: number[] = [];
  const heapBefore = process.memoryUsage().heapUsed;
  // Wall time per flow, and the process's CPU time over all of them: on a shared machine the wall time includes the
  // waits for a core, the CPU time does not (it still includes GC).
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) {
    const t = process.hrtime.bigint();
    run();
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
  for (const line of benchMachine(Number(process.env.ROUNDS ?? 300))) console.log(line);
}

import { benchBundle } from './bundle.bench';
import { benchMachine } from './machine.bench';
import { type BenchFigures, targetTable } from './targets';

// npm run bench: the figures of docs/performance.md, printed. Builds first (package.json), then measures, and ends
// with issue 26's targets (bench/targets.ts) beside this run's figures.
type Section = { lines: string[]; figures?: BenchFigures };
const sections: [string, () => Section | Promise<Section>][] = [
  ['Bundle', () => benchBundle()],
  ['Machine', () => benchMachine()],
  ['Lighthouse', async () => (await import('./lighthouse.bench')).benchLighthouse()],
  ['Step answer', async () => (await import('./steps.bench')).benchSteps()],
  ['Results', async () => ({ lines: await (await import('./results.bench')).benchResults() })],
  ['Server', async () => ({ lines: await (await import('./server.bench')).benchServer() })],
  ['Load (issue 27)', async () => ({ lines: await (await import('./load')).benchLoad() })],
  ['Session recording (issue 33)', async () => (await import('./recording.bench')).benchRecording()],
];

const figures: BenchFigures = {};
for (const [name, run] of sections) {
  console.log(`\n== ${name}`);
  const section = await run();
  for (const line of section.lines) console.log(line);
  Object.assign(figures, section.figures);
}
console.log('\n== Targets (issue 26)');
for (const line of targetTable(figures)) console.log(line);

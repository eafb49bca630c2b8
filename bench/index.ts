import { benchBundle } from './bundle.bench';
import { benchMachine } from './machine.bench';

// npm run bench: the figures of docs/performance.md, printed. Builds first (package.json), then measures.
const sections: [string, () => string[] | Promise<string[]>][] = [
  ['Bundle', () => benchBundle()],
  ['Machine', () => benchMachine()],
  ['Lighthouse', async () => (await import('./lighthouse.bench')).benchLighthouse()],
  ['Step answer', async () => (await import('./steps.bench')).benchSteps()],
  ['Results', async () => (await import('./results.bench')).benchResults()],
  ['Server', async () => (await import('./server.bench')).benchServer()],
];

for (const [name, run] of sections) {
  console.log(`\n== ${name}`);
  for (const line of await run()) console.log(line);
}

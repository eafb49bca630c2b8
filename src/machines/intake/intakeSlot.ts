import { DEFAULT_LINE, type LineFlowId, type LineId, type LineMachine, type LineUser } from '../products';
import type { IntakeChunk } from '../products/productLine';
import { PRODUCT_LINES } from '../products';

// A product line's intake (its question catalogue, flow registry, the flow compiler, the intake machine, its rules, and
// with them zod and immer) is a chunk of its own (issue 9, docs/decisions/0040): the start page hydrates its first
// question from the view the build wrote beside the page, and the app machine waits for the chunk (`waitingForIntake`)
// before it runs the flow. The chunk is registered here, by line, once loaded: the app machine's flow actors, the
// routes and the question screen read it synchronously, outside any machine, and the app's context (persisted in
// sessionStorage) cannot hold it (docs/decisions/0058).

export type LoadedIntake = IntakeChunk<LineUser, LineFlowId, LineMachine>;

const loaded = new Map<LineId, LoadedIntake>();

export function registerIntake(line: LineId, chunk: LoadedIntake): void {
  loaded.set(line, chunk);
}

export const intakeLoaded = (line: LineId = DEFAULT_LINE.id): boolean => loaded.has(line);

/** A line's registered chunk; only called where its intake runs already (the app waits for it first). */
export function intakeChunk(line: LineId = DEFAULT_LINE.id): LoadedIntake {
  const chunk = loaded.get(line);
  if (!chunk) throw new Error(`the ${line} intake chunk was not loaded before the intake ran`);
  return chunk;
}

/** Loads a line's intake chunk once and registers it; a failed load is forgotten, so a retry loads it again. */
export async function loadIntake(line: LineId = DEFAULT_LINE.id): Promise<LoadedIntake> {
  const known = loaded.get(line);
  if (known) return known;
  const chunk = await PRODUCT_LINES.find((l) => l.id === line)!.loadIntake();
  registerIntake(line, chunk);
  return chunk;
}

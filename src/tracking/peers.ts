import type { AnyActorRef, InspectionEvent } from 'xstate';
import type { z } from 'zod';
import type { FormContext, StepContext } from '../contract/backoffice';
import type { MachineKind, MonitoringPayload, Rule, TrackingSession, TrackingSink } from './types';

// STUB (issue 33, T3's branch only): the other work packages' modules, by their agreed signatures, so that start.ts
// builds and is tested before they land. At merge the lead replaces this file's body with re-exports:
//   export { createObserver } from './observer';            // T1
//   export type { StepInfo } from './context';              // T1
//   export { RULES } from './rules';                         // T1 + T2
//   export { reportFailedCalls } from './failedCalls';      // T2
//   export const loadRecorder = () => import('./recording/record'); // T4
// and nothing else changes.

export interface StepInfo {
  formContext: z.infer<typeof FormContext>;
  stepContext: z.infer<typeof StepContext>;
}

export interface Observer {
  observe(e: InspectionEvent): void;
  step(): StepInfo | undefined;
  onStep(listener: (step: StepInfo | undefined, previous: StepInfo | undefined) => void): () => void;
}

/** T1's observer (stub: follows no rule, knows no step). */
export function createObserver(_opts: {
  rules: Rule[];
  session: TrackingSession;
  sink: TrackingSink;
  kindOf?: (machineId: string) => MachineKind | undefined;
}): Observer {
  return { observe() {}, step: () => undefined, onStep: () => () => {} };
}

/** T1's and T2's rules (stub: none). */
export const RULES: Rule[] = [];

/** T2's failed-call reporting (stub: reports nothing). */
export function reportFailedCalls(_report: (r: MonitoringPayload) => void): () => void {
  return () => {};
}

/** T4's recorder, loaded lazily (stub: records nothing). */
export const loadRecorder = async () => ({
  startRecording: (_opts: { session: TrackingSession; excluded: boolean }) => ({ stop() {} }),
});

export type { AnyActorRef };

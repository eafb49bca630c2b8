import type { FlowSpec } from './flowSpec';
import { expandFlow, type FlowNode } from './expandFlow';
import { questionOf } from '../intake/questions';
import type { IntakeContext, IntakeEvent, NodeId } from '../intake/intake.types';
import { checkInput, loadInput } from '../intake/intake.inputs';
import { parseAnswer } from '../intake/intake.setup';

type InputArgs = { context: IntakeContext; event: IntakeEvent };

// The graph-spec compiler (DESIGN section 3): a FlowSpec becomes explicit XState state config, one state per node.
// Everything it emits is data: guards, actions and actors are referred to by name with params.

export const COMPLETE = 'complete';

export interface ForwardEdge {
  target: NodeId | typeof COMPLETE;
  /** Guarded edges are taken only if the target shows; the first unguarded edge ends the list. */
  guarded: boolean;
  node?: FlowNode;
}

/** The guarded list of following nodes: the first whose guard passes wins (spec 000 section 4: page visibility). */
export function forwardEdges(nodes: FlowNode[], from: number): ForwardEdge[] {
  const src = nodes[from];
  const edges: ForwardEdge[] = [];
  let k = from + 1;
  while (k < nodes.length) {
    const c = nodes[k];
    const needsItem = !!c.loop && c.index > 1 && !(src.loop === c.loop && src.index === c.index);
    const hasSkip = (questionOf(c.step).skip?.length ?? 0) > 0;
    if (!needsItem && !hasSkip) return [...edges, { target: c.id, guarded: false, node: c }];
    edges.push({ target: c.id, guarded: true, node: c });
    // An absent item means every later item is absent too: continue after the loop.
    k = needsItem && !hasSkip ? c.loopEnd! : k + 1;
  }
  return [...edges, { target: COMPLETE, guarded: false }];
}

/** Progress per node: thirds for auto (spec 000 section 2): getting started and vehicles, drivers, policy details. */
function progressOf(nodes: FlowNode[], i: number): number {
  const firstDriver = nodes.findIndex((n) => n.loop === 'drivers');
  const afterDrivers = nodes.findIndex((n, k) => k > firstDriver && !n.loop);
  const span = (lo: number, hi: number, from: number, to: number) =>
    from + ((to - from) * (i - lo)) / Math.max(1, hi - lo);
  const n = nodes[i];
  if (n.loop && n.index > 1) return -1; // later items keep the progress reached
  if (i < firstDriver) return Math.round(span(0, firstDriver, 0, 33));
  if (afterDrivers < 0 || i < afterDrivers)
    return Math.round(span(firstDriver, afterDrivers < 0 ? nodes.length : afterDrivers, 33, 66));
  return Math.round(span(afterDrivers, nodes.length, 66, 99));
}

export interface CompiledFlow {
  nodes: FlowNode[];
  edges: Map<NodeId, ForwardEdge[]>;
  predecessors: Map<NodeId, NodeId[]>;
  states: Record<string, object>;
  initial: NodeId;
}

export function compileFlow(spec: FlowSpec): CompiledFlow {
  const nodes = expandFlow(spec);
  const edges = new Map<NodeId, ForwardEdge[]>();
  const predecessors = new Map<NodeId, NodeId[]>(nodes.map((n) => [n.id, []]));
  nodes.forEach((n, i) => {
    const list = forwardEdges(nodes, i);
    edges.set(n.id, list);
    for (const e of list) if (e.target !== COMPLETE) predecessors.get(e.target)!.push(n.id);
  });

  const states: Record<string, object> = {};
  nodes.forEach((n, i) => {
    states[n.id] = nodeState(spec.id, n, edges.get(n.id)!, predecessors.get(n.id)!, progressOf(nodes, i));
  });
  states[COMPLETE] = { type: 'final', tags: ['step:complete'], description: 'Every question answered: on to quotes.' };
  return { nodes, edges, predecessors, states, initial: nodes[0].id };
}

/** While answering, typing pauses ask for suggestions: idle -> typing (debounce) -> suggesting -> idle. */
function suggestStates(actor: string, at: { node: NodeId; step: string; index: number }) {
  return {
    initial: 'idle',
    states: {
      idle: {},
      typing: { after: { suggestDelay: 'suggesting' } },
      suggesting: {
        tags: ['state:suggesting'],
        invoke: {
          src: actor,
          id: actor,
          input: ({ context }: InputArgs) => ({
            search: context.suggestQuery,
            zip: context.user.autoPolicy.policy.zip,
          }),
          onDone: { target: 'idle', actions: [{ type: 'storeOptions', params: at }] },
          onError: { target: 'idle', actions: [{ type: 'suggestFailed', params: at }] },
        },
      },
    },
  };
}

function nodeState(flowId: string, n: FlowNode, forward: ForwardEdge[], back: NodeId[], progress: number): object {
  const q = questionOf(n.step);
  const at = { node: n.id, step: n.step, index: n.index };
  const route = forward.map((e) => ({
    target: `#${flowId}.${e.target}`,
    ...(e.guarded && e.node
      ? { guard: { type: 'shows', params: { step: e.node.step, index: e.node.index, loop: e.node.loop } } }
      : {}),
  }));
  const states: Record<string, object> = {
    answering: {
      ...(q.suggest ? suggestStates(q.suggest, at) : {}),
      on: {
        SUBMIT: {
          guard: { type: 'answerValid', params: at },
          target: q.check ? 'checking' : 'routing',
          actions: [{ type: 'applyAnswer', params: at }],
        },
        ...(q.suggest
          ? { SUGGEST: { guard: 'worthSuggesting', target: '.typing', reenter: true, actions: ['storeSuggestQuery'] } }
          : {}),
      },
    },
    routing: { entry: ['saveUser'], always: route },
  };
  if (q.load) {
    states.loading = {
      tags: ['state:loading'],
      invoke: {
        src: q.load,
        id: q.load,
        input: ({ context }: InputArgs) => loadInput(q.load!, context.user, n.index),
        onDone: { target: 'answering', actions: [{ type: 'storeOptions', params: at }] },
        onError: { target: 'loadFailed', actions: [{ type: 'setError', params: { ...at, actor: q.load } }] },
      },
    };
    states.loadFailed = { on: { RETRY: 'loading' } };
  }
  if (q.check) {
    states.checking = {
      tags: ['state:loading'],
      invoke: {
        src: q.check,
        id: q.check,
        // Entered from SUBMIT: the parsed answer is what gets checked.
        input: ({ context, event }: InputArgs) =>
          checkInput(q.check!, context.user, event.type === 'SUBMIT' ? parseAnswer(n.step, event).data : undefined),
        onDone: { target: 'routing', actions: [{ type: 'applyCheck', params: { ...at, actor: q.check } }] },
        onError: { target: 'answering', actions: [{ type: 'setError', params: { ...at, actor: q.check } }] },
      },
    };
  }
  return {
    tags: [`step:${n.step}`],
    description: q.description,
    entry: [{ type: 'enterNode', params: { ...at, progress } }],
    initial: q.load ? 'loading' : 'answering',
    states,
    on: back.length
      ? {
          BACK: back.map((p) => ({
            guard: { type: 'cameFrom', params: { node: p } },
            target: `#${flowId}.${p}`,
            actions: ['popVisited'],
          })),
        }
      : {},
  };
}

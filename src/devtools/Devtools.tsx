import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { actorTree, valueText } from './actorTree';
import type { Devtools as DevtoolsController } from './controller';
import { acceptedEventTypes, validateEvent } from './eventBox';
import { maskEvent, maskValue } from './mask';
import type { DevtoolsRequest } from '../app/hashSync';
import './Devtools.css';

// The devtools panel (docs/decisions/0077): the live actors, time travel, a box to send an event, the event log and the
// atlas of the selected actor's machine. It reads the controller's stores and sends through it; nothing here decides
// what the session does.

const Atlas = lazy(() => import('./atlas/Atlas'));

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

export function Devtools({
  devtools,
  request,
  onClose,
}: {
  devtools: DevtoolsController;
  request: DevtoolsRequest;
  onClose: () => void;
}) {
  useSyncExternalStore(devtools.subscribe, devtools.version);
  const [unmasked, setUnmasked] = useState(false);
  const tree = actorTree(devtools.session.actor());
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const requested = request.machine ? tree.find((n) => n.machineId === request.machine) : undefined;
  const selected =
    tree.find((n) => n.path === selectedPath) ?? requested ?? tree.find((n) => n.path === 'app/intake') ?? tree[0];
  const timeline = devtools.timeline.getSnapshot().context;
  const points = timeline.branches[timeline.branch].points;
  const busy = devtools.busy();
  const pending = devtools.pending();
  /** The live session is past the last point (an event since, its point taken on the next step). */
  const live = pending !== null && timeline.cursor === points.length - 1;
  const entries = devtools.recorder.entries();
  const active = tree.flatMap((n) => (n.machineId ? [{ machineId: n.machineId, value: n.value }] : []));
  const mask = (v: unknown) => (unmasked ? v : maskValue(v));
  const headingId = useId();

  return (
    <section className="qf-devtools" aria-labelledby={headingId}>
      <header className="qf-devtools__bar">
        <h2 id={headingId}>Devtools</h2>
        <label className="qf-devtools__check">
          <input type="checkbox" checked={unmasked} onChange={(e) => setUnmasked(e.target.checked)} />
          Unmask personal fields
        </label>
        <button type="button" className="qf-devtools__button" onClick={onClose}>
          Close devtools
        </button>
      </header>

      <section aria-labelledby={`${headingId}-time`} className="qf-devtools__part">
        <h3 id={`${headingId}-time`}>Time travel</h3>
        <p className="qf-devtools__row">
          <button
            type="button"
            className="qf-devtools__button"
            disabled={busy || (timeline.cursor <= 0 && !live)}
            onClick={devtools.back}
          >
            Step back
          </button>
          <button
            type="button"
            className="qf-devtools__button"
            disabled={busy || timeline.cursor >= points.length - 1}
            onClick={devtools.forward}
          >
            Step forward
          </button>
          <span role="status">
            {live ? `Live, after point ${points.length}` : `Point ${timeline.cursor + 1} of ${points.length}`}
            {timeline.branches.length > 1 ? `, branch ${timeline.branches[timeline.branch].id}` : ''}
          </span>
        </p>
        {timeline.branches.length > 1 && (
          <label className="qf-devtools__field">
            Branch
            <select
              value={timeline.branch}
              disabled={busy}
              onChange={(e) => devtools.switchBranch(Number(e.target.value))}
            >
              {timeline.branches.map((b, i) => (
                <option key={b.id} value={i}>
                  Branch {b.id} (from {b.from}, {b.points.length} points)
                </option>
              ))}
            </select>
          </label>
        )}
        <ol className="qf-devtools__list" aria-label="Points of this branch">
          {points.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a point is its place in the branch
            <li key={i} aria-current={i === timeline.cursor && !live ? 'step' : undefined}>
              <span>{p.label}</span>
              {(i < points.length - 1 || live) && (
                <button type="button" className="qf-devtools__link" disabled={busy} onClick={() => devtools.fork(i)}>
                  Fork from here<span className="qf-devtools__hidden"> (point {i + 1})</span>
                </button>
              )}
            </li>
          ))}
          {live && <li aria-current="step">now, after {pending}</li>}
        </ol>
      </section>

      <section aria-labelledby={`${headingId}-actors`} className="qf-devtools__part">
        <h3 id={`${headingId}-actors`}>Live actors</h3>
        <ul className="qf-devtools__list" aria-label="Actors">
          {tree.map((n) => (
            <li key={n.path}>
              <button
                type="button"
                className="qf-devtools__link"
                aria-pressed={n === selected}
                onClick={() => setSelectedPath(n.path)}
              >
                {n.path}
              </button>{' '}
              <span className="qf-devtools__muted">{n.machineId ?? 'promise or callback'}</span>{' '}
              <code data-actor-value={n.path}>{valueText(n.value) || n.status}</code>
            </li>
          ))}
        </ul>
        {selected && (
          <section aria-label={`Actor ${selected.path}`}>
            <p>
              <strong>{selected.path}</strong> ({selected.machineId ?? 'no machine'}), {selected.status}, at{' '}
              <code>{valueText(selected.value) || '-'}</code>
            </p>
            <p>Tags: {selected.tags.length ? selected.tags.join(', ') : 'none'}</p>
            <details>
              <summary>Context{unmasked ? '' : ' (personal fields masked)'}</summary>
              <pre className="qf-devtools__pre">{json(mask(selected.context))}</pre>
            </details>
            {selected.machineId && <EventBox key={selected.path} actor={selected.ref} />}
          </section>
        )}
      </section>

      <section aria-labelledby={`${headingId}-log`} className="qf-devtools__part">
        <h3 id={`${headingId}-log`}>Event log</h3>
        {entries.length === 0 ? (
          <p>No event since the devtools opened.</p>
        ) : (
          <ol className="qf-devtools__list qf-devtools__log" aria-label="Events, latest first">
            {[...entries].reverse().map((e) => (
              <li key={e.seq} data-log-entry={e.seq}>
                <p>
                  <strong>{e.event.type}</strong> to {e.actor}
                  {e.external ? '' : ' (from an actor)'}: <code>{e.before || '-'}</code> → <code>{e.after || '-'}</code>
                </p>
                {e.skipped.map((s) => (
                  <p key={s.node} className="qf-devtools__skip">
                    skipped {s.node} by {s.rule}
                  </p>
                ))}
                <details>
                  <summary>Event and transitions</summary>
                  <pre className="qf-devtools__pre">{json(maskEvent(e.event, unmasked))}</pre>
                  <ul>
                    {e.transitions.map((t, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: transitions in the order taken
                      <li key={i}>{t}</li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${headingId}-atlas`} className="qf-devtools__part">
        <h3 id={`${headingId}-atlas`}>Atlas</h3>
        <Suspense fallback={<p>Loading the atlas…</p>}>
          <Atlas
            machineId={request.machine ?? selected?.machineId ?? undefined}
            active={active}
            selectedNode={request.node}
            onSelectMachine={(id) => {
              const n = tree.find((t) => t.machineId === id);
              if (n) setSelectedPath(n.path);
            }}
          />
        </Suspense>
      </section>
    </section>
  );
}

/** The box to send the selected actor an event its current state has a transition for. */
function EventBox({ actor }: { actor: { getSnapshot(): unknown; send(event: never): void } }) {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const types = acceptedEventTypes(snapshot);
  const [type, setType] = useState(types[0] ?? '');
  const [payload, setPayload] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const id = useId();
  const chosen = types.includes(type) ? type : (types[0] ?? '');
  if (!types.length) return <p>Its current state takes no event an engineer sends.</p>;
  return (
    <form
      className="qf-devtools__form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        const checked = validateEvent(actor.getSnapshot() as AnyMachineSnapshot, chosen, payload);
        if (!checked.ok) return setMessage({ error: true, text: checked.message });
        actor.send(checked.event as never);
        setMessage({ error: false, text: `Sent ${checked.event.type}.` });
      }}
    >
      <h4 id={`${id}-title`}>Send an event</h4>
      <label className="qf-devtools__field">
        Event
        <select value={chosen} onChange={(e) => setType(e.target.value)}>
          {types.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="qf-devtools__field">
        Payload (JSON object, without "type")
        <textarea
          rows={3}
          value={payload}
          onChange={(e) => setPayload(e.target.value)}
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={message?.error === true}
        />
      </label>
      <button type="submit" className="qf-devtools__button">
        Send
      </button>
      <p
        id={`${id}-message`}
        role={message?.error ? 'alert' : 'status'}
        className={message?.error ? 'qf-devtools__error' : undefined}
      >
        {message?.text}
      </p>
    </form>
  );
}

import type { BindSession } from '../../../machines/bind/bind.selectors';

// fast-track-reach-out (spec 001 section 4, docs/decisions/0031): whether agents are on the phones now
// (agencyOperatingHours) and whether a call can be booked now (calendlyAvailability), as the rate-call session's
// post-quote rules answered, and whether the carrier's fast-track desk takes the shopper now
// (fastTrackSupportedCarrierIDs, docs/decisions/0097). The reach-out times offered follow from the same facts
// (machines/bind/reachOut.ts).

export function ReachOutHours({ session }: { session: BindSession }) {
  const rules = session.online?.rules;
  if (!rules) return null;
  return (
    <dl className="qf-bind-facts" aria-label="When an agent can reach you">
      <dt>Agents</dt>
      <dd>
        {rules.agentsOpen
          ? 'Our licensed agents are available now.'
          : 'Our licensed agents are away right now, so “As soon as possible” isn’t offered. Choose a time and an agent reaches out then.'}
      </dd>
      <dt>Booking a call</dt>
      <dd>
        {rules.callBookable
          ? 'You can book a call for a time that suits you.'
          : 'Booking a call isn’t available at this hour. An agent calls you in the time you choose.'}
      </dd>
      {rules.fastTrackDeskOpen === null ? null : (
        <>
          <dt>Fast-track desk</dt>
          <dd>
            {rules.fastTrackDeskOpen
              ? 'The fast-track desk is open: an agent reaches out shortly.'
              : 'The fast-track desk is closed now: an agent reaches out on the next business morning.'}
          </dd>
        </>
      )}
    </dl>
  );
}

import type { Draft } from 'immer';
import { MAX_DRIVERS, MAX_VEHICLES } from '../../../domain/constants';
import type { AutoUser, Operator } from '../../../contract';
import { type Requirement, requirementOf } from '../../requirements';

// Named answer side effects (spec 000 section 4 "Answer side effects"), applied right after the answer is written.
/** An effect sees the answer too: summaries' Yes/No is a command, not a stored field. */
type Effect = (user: Draft<AutoUser>, index: number, answer: unknown) => void;
const primary = (user: Draft<AutoUser>) => user.autoPolicy.operators[0];

export function newDriver(id: number, relationship: Operator['relationship'] = 'Other Relative'): Operator {
  return { id, isPrimary: id === 1, relationship };
}
function renumber(user: Draft<AutoUser>) {
  user.autoPolicy.operators.forEach((d, i) => (d.id = i + 1));
  user.autoPolicy.vehicles.forEach((v, i) => (v.id = i + 1));
}

const effectImpls = {
  /** Currently insured No sets carrier and years with carrier to None. */
  notInsuredClearsCarrier: (user) => {
    const d = primary(user);
    if (d.currentlyInsured === 'No') Object.assign(d, { carrier: 'None', yearsWithCurrentCarrier: 'None' });
    else if (d.carrier === 'None') delete d.carrier;
  },
  /** Carrier None sets years to None. */
  carrierNoneClearsYears: (user) => {
    const d = primary(user);
    if (d.carrier === 'None') d.yearsWithCurrentCarrier = 'None';
    else if (d.yearsWithCurrentCarrier === 'None') delete d.yearsWithCurrentCarrier;
  },
  /** Active duty sets activeMilitary Yes; current premium is cleared unless looking for a better rate. */
  whyInsuredEffects: (user) => {
    const d = primary(user);
    if (d.whyInsured === 'activeDuty') d.activeMilitary = 'Yes';
    if (d.whyInsured !== 'betterRate') delete user.autoPolicy.policy.currentPremium;
  },
  /** Ownership other than Own sets full coverage Yes. */
  ownershipSetsFullCoverage: (user, index) => {
    const v = user.autoPolicy.vehicles[index - 1];
    if (v.ownershipStatus !== 'Own') v.fullCoverage = 'Yes';
  },
  /** Ticket number 0 sets sr22 not required and resets incidents. */
  noTicketsResetsIncidents: (user, index) => {
    const d = user.autoPolicy.operators[index - 1];
    if ((d.incidents?.ticketNumber ?? 0) > 0) return;
    d.incidents = { incidentsPrecheck: 'No', ticketNumber: 0, accidents: [], violations: [] };
    d.sr22 = { isRequired: false };
  },
  /** Married Yes on driver 1 adds a spouse as driver 2; otherwise the spouse is removed. */
  marriedAddsSpouse: (user, index) => {
    if (index !== 1) return;
    const drivers = user.autoPolicy.operators;
    const spouseAt = drivers.findIndex((d) => d.relationship === 'Spouse');
    if (primary(user).maritalStatus === 'Yes' && spouseAt < 0 && drivers.length < MAX_DRIVERS) {
      drivers.splice(1, 0, newDriver(2, 'Spouse'));
    } else if (primary(user).maritalStatus === 'No' && spouseAt > 0) {
      drivers.splice(spouseAt, 1);
    }
    renumber(user);
  },
  /** Driver 2's birthdate with driver 1 married copies marital status Yes. */
  spouseCopiesMaritalStatus: (user, index) => {
    if (index === 2 && primary(user).maritalStatus === 'Yes') user.autoPolicy.operators[1].maritalStatus = 'Yes';
  },
  /** Vehicle summary Yes adds a vehicle (up to 4); No deletes trailing vehicles. */
  vehicleSummaryResizes: (user, index, add) => {
    const vehicles = user.autoPolicy.vehicles;
    if (add === 'Yes' && index < MAX_VEHICLES && vehicles.length === index) vehicles.push({ id: index + 1 });
    if (add === 'No') vehicles.splice(index);
  },
  /** Total vehicles creates that many blank vehicles: answered ones are kept, trailing ones dropped. */
  totalVehiclesResizes: (user, _index, total) => {
    const vehicles = user.autoPolicy.vehicles;
    const n = Math.min(Math.max(Number(total) || 1, 1), MAX_VEHICLES);
    vehicles.splice(n);
    while (vehicles.length < n) vehicles.push({ id: vehicles.length + 1 });
  },
  /** Driver summary Yes adds a driver (none when the current id is 4 or more); No deletes trailing drivers. */
  driverSummaryResizes: (user, index, add) => {
    const drivers = user.autoPolicy.operators;
    if (add === 'Yes' && index < MAX_DRIVERS && drivers.length === index) drivers.push(newDriver(index + 1));
    if (add === 'No') drivers.splice(index);
  },
  /** Bundling interest Yes sets the property multi-policy discount. */
  bundlingSetsDiscount: (user) => {
    const yes = user.autoPolicy.policy.interestedInMultiPolicy === 'Yes';
    const owns = primary(user).homeOwnershipStatus === 'Own';
    user.autoPolicy.discounts.multiPolicyDiscount = yes ? { home: owns, renter: !owns } : undefined;
  },
} satisfies Record<string, Effect>;

export type EffectName = keyof typeof effectImpls;
export const effects: Record<EffectName, Effect> = effectImpls;

/** Each effect's requirement (spec 000 section 4 "Answer side effects"): `000-4.effect.<name>`. */
export const effectRequirements = Object.fromEntries(
  Object.keys(effectImpls).map((name) => [name, requirementOf(`000-4.effect.${name}`)]),
) as Record<EffectName, Requirement>;

// The partners whose coverage options the app edits after a quote (spec 001 section 6 partner ids and section 7
// partner coverages): per partner and carrier, the limits and deductibles it sells. The state decides the floor.

/** Auto: limit ceilings (thousands / dollars) and the deductible and add-on choices, DECLINED-free. */
export interface AutoOptionSet {
  bodilyInjuryMax: readonly [number, number];
  propertyDamageMax: number;
  collision: readonly string[];
  comprehensive: readonly string[];
  rental: readonly string[];
  towing: readonly string[];
  medicalPayment: readonly string[];
  /** null: not sold. */
  customizedEquipment: readonly string[] | null;
}

/** Home: percentages (of replacement cost or dwelling) and dollar choices. */
export interface HomeOptionSet {
  dwelling: readonly string[];
  otherStructures: readonly string[];
  personalProperty: readonly string[];
  lossOfUse: readonly string[];
  personalLiability: readonly string[];
  medicalPayments: readonly string[];
  allPerils: readonly string[];
}

export interface PartnerProfile {
  id: string;
  name: string;
  /** The carriers the partner quotes; the first answers when no carrier is named. */
  auto: Record<string, AutoOptionSet>;
  home: HomeOptionSet | null;
}

const STANDARD_AUTO: AutoOptionSet = {
  bodilyInjuryMax: [500, 1000],
  propertyDamageMax: 500_000,
  collision: ['250', '500', '1000', '2000'],
  comprehensive: ['100', '250', '500', '1000', '2000'],
  rental: ['30/900', '40/1200', '50/1500'],
  towing: ['75', '100'],
  medicalPayment: ['1000', '2000', '5000', '10000'],
  customizedEquipment: ['1000', '2000', '5000'],
};

const STANDARD_HOME: HomeOptionSet = {
  dwelling: ['100', '110', '125'],
  otherStructures: ['10', '20', '30', '40', '50'],
  personalProperty: ['50', '60', '70', '75'],
  lossOfUse: ['20', '30'],
  personalLiability: ['100000', '300000', '500000'],
  medicalPayments: ['1000', '2000', '5000'],
  allPerils: ['500', '1000', '2500', '5000'],
};

const SAFECO_AUTO: AutoOptionSet = { ...STANDARD_AUTO, collision: ['100', '250', '500', '1000', '2000'] };

export const PARTNERS: readonly PartnerProfile[] = [
  {
    id: 'libertymutual',
    name: 'Liberty Mutual',
    auto: {
      libertymutual: { ...STANDARD_AUTO, comprehensive: ['0', '100', '250', '500', '1000', '2000'], towing: ['100'] },
    },
    home: { ...STANDARD_HOME, dwelling: ['100', '110', '125', '150'] },
  },
  { id: 'safeco', name: 'Safeco', auto: { safeco: SAFECO_AUTO }, home: STANDARD_HOME },
  // QuinStreet is the agency marketplace through which Safeco quotes here (server/carriers/safeco.ts).
  { id: 'quinstreet', name: 'QuinStreet', auto: { safeco: SAFECO_AUTO }, home: STANDARD_HOME },
  {
    id: 'branch',
    name: 'Branch',
    auto: {
      branch: {
        ...STANDARD_AUTO,
        bodilyInjuryMax: [250, 500],
        propertyDamageMax: 250_000,
        collision: ['250', '500', '1000', '1500', '2500'],
        comprehensive: ['0', '250', '500', '1000', '1500', '2500'],
      },
    },
    home: { ...STANDARD_HOME, personalProperty: ['25', '50', '70'], allPerils: ['500', '1000', '2500', '5000'] },
  },
  {
    id: 'root',
    name: 'Root',
    auto: {
      root: {
        ...STANDARD_AUTO,
        bodilyInjuryMax: [250, 500],
        propertyDamageMax: 250_000,
        comprehensive: ['250', '500', '1000', '2000'],
        rental: ['30/900', '40/1200'],
        towing: ['100'],
        medicalPayment: ['1000', '2000', '5000'],
        customizedEquipment: null,
      },
    },
    home: null,
  },
  {
    id: 'lemonade',
    name: 'Lemonade',
    auto: {
      lemonade: {
        ...STANDARD_AUTO,
        bodilyInjuryMax: [250, 500],
        propertyDamageMax: 250_000,
        collision: ['250', '500', '1000'],
        comprehensive: ['0', '250', '500', '1000'],
        rental: ['30/900', '50/1500'],
        towing: ['75', '150'],
        customizedEquipment: null,
      },
    },
    home: { ...STANDARD_HOME, dwelling: ['100', '125'], allPerils: ['500', '1000', '2500', '5000'] },
  },
  {
    id: 'geico',
    name: 'GEICO',
    auto: {
      geico: {
        ...STANDARD_AUTO,
        bodilyInjuryMax: [250, 500],
        collision: ['250', '500', '1000', '1500', '2000'],
        comprehensive: ['50', '100', '250', '500', '1000', '2000'],
        towing: ['100'],
        medicalPayment: ['1000', '2000', '5000', '10000', '25000'],
      },
    },
    home: STANDARD_HOME,
  },
];

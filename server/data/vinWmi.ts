// World manufacturer identifiers (VIN positions 1-3, SAE J1044 / ISO 3780 as assigned through the NHTSA manufacturer
// identifier registry) for the spec's frequent makes (spec 000/001 section 9), by body kind: the plant country and
// division that builds most of that make's cars, SUVs, trucks and vans for the US market.

export type BodyKind = 'car' | 'suv' | 'truck' | 'van';

export interface MakeWmi {
  wmi: Record<BodyKind, string>;
  /** Identifiers used up to a model year, where the make changed them (Jeep under Chrysler LLC before 2011). */
  before?: { year: number; wmi: Record<BodyKind, string> };
}

export const WMI_BY_MAKE: Record<string, MakeWmi> = {
  buick: { wmi: { car: '1G4', suv: '5GA', truck: '5GA', van: '5GA' } },
  chevrolet: { wmi: { car: '1G1', suv: '1GN', truck: '1GC', van: '1GC' } },
  chrysler: { wmi: { car: '2C3', suv: '1C4', truck: '1C4', van: '2C4' } },
  dodge: {
    wmi: { car: '2C3', suv: '1C4', truck: '1D7', van: '2C4' },
    before: { year: 2005, wmi: { car: '1B3', suv: '1D4', truck: '1D7', van: '2B4' } },
  },
  ford: { wmi: { car: '1FA', suv: '1FM', truck: '1FT', van: '1FM' } },
  gmc: { wmi: { car: '1GT', suv: '1GK', truck: '1GT', van: '1GK' } },
  honda: { wmi: { car: '1HG', suv: '5J6', truck: '5FP', van: '5FN' } },
  hyundai: { wmi: { car: 'KMH', suv: 'KM8', truck: '5NT', van: 'KM8' } },
  jeep: {
    wmi: { car: '1C4', suv: '1C4', truck: '1C6', van: '1C4' },
    before: { year: 2011, wmi: { car: '1J4', suv: '1J4', truck: '1J7', van: '1J4' } },
  },
  kia: { wmi: { car: 'KNA', suv: 'KND', truck: 'KND', van: 'KND' } },
  nissan: { wmi: { car: '1N4', suv: '5N1', truck: '1N6', van: '5N1' } },
  toyota: { wmi: { car: '4T1', suv: '5TD', truck: '5TF', van: '5TD' } },
};

/** The EPA size class of the vehicle list (VClass) as a body kind. */
export function bodyKind(vclass: string): BodyKind {
  switch (vclass) {
    case 'SUV':
    case 'Special Purpose Vehicle':
      return 'suv';
    case 'Truck':
      return 'truck';
    case 'Van':
      return 'van';
    default:
      return 'car';
  }
}

export function wmiFor(make: string, vclass: string, year: number): string | null {
  const entry = WMI_BY_MAKE[make.trim().toLowerCase()];
  if (!entry) return null;
  const table = entry.before && year < entry.before.year ? entry.before.wmi : entry.wmi;
  return table[bodyKind(vclass)];
}

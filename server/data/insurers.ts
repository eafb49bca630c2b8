// The current-insurer options of spec 000 section 9, with the NAIC company code of each group's lead US auto writer
// (NAIC company codes as listed in the states' insurance-department company search / NAIC CIS; the group code is the
// NAIC group the company files under). Other and None are answers, not companies.

export interface Insurer {
  /** The option exactly as the spec lists it (and as operators[].carrier stores it). */
  name: string;
  /** The lead company whose NAIC code is given. */
  company: string | null;
  naicCode: string | null;
  naicGroupCode: string | null;
}

export const INSURERS: readonly Insurer[] = [
  { name: 'Allstate', company: 'Allstate Insurance Company', naicCode: '19232', naicGroupCode: '0008' },
  {
    name: 'American Family',
    company: 'American Family Mutual Insurance Company, S.I.',
    naicCode: '19275',
    naicGroupCode: '0473',
  },
  { name: 'Chubb', company: 'Federal Insurance Company', naicCode: '20281', naicGroupCode: '0626' },
  { name: 'Farmers', company: 'Farmers Insurance Exchange', naicCode: '21652', naicGroupCode: '0069' },
  { name: 'Liberty Mutual', company: 'Liberty Mutual Insurance Company', naicCode: '23043', naicGroupCode: '0111' },
  { name: 'Nationwide', company: 'Nationwide Mutual Insurance Company', naicCode: '23787', naicGroupCode: '0140' },
  { name: 'Progressive', company: 'Progressive Casualty Insurance Company', naicCode: '24260', naicGroupCode: '0155' },
  {
    name: 'State Farm',
    company: 'State Farm Mutual Automobile Insurance Company',
    naicCode: '25178',
    naicGroupCode: '0176',
  },
  { name: 'Travelers', company: 'The Travelers Indemnity Company', naicCode: '25658', naicGroupCode: '3548' },
  { name: 'USAA', company: 'United Services Automobile Association', naicCode: '25941', naicGroupCode: '0200' },
  { name: 'Other', company: null, naicCode: null, naicGroupCode: null },
  { name: 'None', company: null, naicCode: null, naicGroupCode: null },
];

export const INSURER_NAMES: readonly string[] = INSURERS.map((i) => i.name);

/** The insurer an answer names, case-insensitively; undefined for an answer not in the list. */
export function insurerByName(name: string): Insurer | undefined {
  const key = name.trim().toLowerCase();
  return INSURERS.find((i) => i.name.toLowerCase() === key);
}

// USPS Publication 28 abbreviations (Appendix C1 street suffixes, C2 secondary unit designators), the common subset.

/** Street suffix, keyed by any spelling a shopper types (upper case), to the USPS standard abbreviation. */
export const STREET_SUFFIXES: Record<string, string> = {
  ALLEY: 'ALY', ALY: 'ALY', AVENUE: 'AVE', AVE: 'AVE', AV: 'AVE', AVN: 'AVE', BEND: 'BND', BND: 'BND',
  BOULEVARD: 'BLVD', BLVD: 'BLVD', BOUL: 'BLVD', BRIDGE: 'BRG', BRG: 'BRG', BYPASS: 'BYP', BYP: 'BYP',
  CAUSEWAY: 'CSWY', CSWY: 'CSWY', CENTER: 'CTR', CTR: 'CTR', CIRCLE: 'CIR', CIR: 'CIR', CIRC: 'CIR',
  COURT: 'CT', CT: 'CT', COVE: 'CV', CV: 'CV', CREEK: 'CRK', CRK: 'CRK', CRESCENT: 'CRES', CRES: 'CRES',
  CROSSING: 'XING', XING: 'XING', DRIVE: 'DR', DR: 'DR', DRV: 'DR', ESTATES: 'ESTS', ESTS: 'ESTS',
  EXPRESSWAY: 'EXPY', EXPY: 'EXPY', EXTENSION: 'EXT', EXT: 'EXT', FREEWAY: 'FWY', FWY: 'FWY', GARDENS: 'GDNS',
  GDNS: 'GDNS', GATEWAY: 'GTWY', GTWY: 'GTWY', GLEN: 'GLN', GLN: 'GLN', GREEN: 'GRN', GRN: 'GRN', GROVE: 'GRV',
  GRV: 'GRV', HARBOR: 'HBR', HBR: 'HBR', HEIGHTS: 'HTS', HTS: 'HTS', HIGHWAY: 'HWY', HWY: 'HWY', HILL: 'HL',
  HL: 'HL', HOLLOW: 'HOLW', HOLW: 'HOLW', ISLAND: 'IS', IS: 'IS', JUNCTION: 'JCT', JCT: 'JCT', KNOLL: 'KNL',
  KNL: 'KNL', LAKE: 'LK', LK: 'LK', LANDING: 'LNDG', LNDG: 'LNDG', LANE: 'LN', LN: 'LN', LOOP: 'LOOP',
  MALL: 'MALL', MANOR: 'MNR', MNR: 'MNR', MEADOWS: 'MDWS', MDWS: 'MDWS', MOTORWAY: 'MTWY', MTWY: 'MTWY',
  MOUNTAIN: 'MTN', MTN: 'MTN', PARK: 'PARK', PARKWAY: 'PKWY', PKWY: 'PKWY', PKY: 'PKWY', PASS: 'PASS',
  PATH: 'PATH', PIKE: 'PIKE', PLACE: 'PL', PL: 'PL', PLAZA: 'PLZ', PLZ: 'PLZ', POINT: 'PT', PT: 'PT',
  PRAIRIE: 'PR', PR: 'PR', RIDGE: 'RDG', RDG: 'RDG', RIVER: 'RIV', RIV: 'RIV', ROAD: 'RD', RD: 'RD',
  ROUTE: 'RTE', RTE: 'RTE', ROW: 'ROW', RUN: 'RUN', SQUARE: 'SQ', SQ: 'SQ', STREET: 'ST', ST: 'ST', STR: 'ST',
  SUMMIT: 'SMT', SMT: 'SMT', TERRACE: 'TER', TER: 'TER', TRACE: 'TRCE', TRCE: 'TRCE', TRAIL: 'TRL', TRL: 'TRL',
  TURNPIKE: 'TPKE', TPKE: 'TPKE', VALLEY: 'VLY', VLY: 'VLY', VIEW: 'VW', VW: 'VW', VILLAGE: 'VLG', VLG: 'VLG',
  VISTA: 'VIS', VIS: 'VIS', WALK: 'WALK', WAY: 'WAY', WY: 'WAY',
};

/** Secondary unit designators (Apartment -> APT, Suite -> STE, '#' kept). */
export const UNIT_DESIGNATORS: Record<string, string> = {
  APARTMENT: 'APT', APT: 'APT', BASEMENT: 'BSMT', BSMT: 'BSMT', BUILDING: 'BLDG', BLDG: 'BLDG',
  DEPARTMENT: 'DEPT', DEPT: 'DEPT', FLOOR: 'FL', FL: 'FL', FRONT: 'FRNT', FRNT: 'FRNT', HANGAR: 'HNGR',
  HNGR: 'HNGR', LOBBY: 'LBBY', LBBY: 'LBBY', LOT: 'LOT', LOWER: 'LOWR', LOWR: 'LOWR', OFFICE: 'OFC', OFC: 'OFC',
  PENTHOUSE: 'PH', PH: 'PH', PIER: 'PIER', REAR: 'REAR', ROOM: 'RM', RM: 'RM', SIDE: 'SIDE', SLIP: 'SLIP',
  SPACE: 'SPC', SPC: 'SPC', STOP: 'STOP', SUITE: 'STE', STE: 'STE', TRAILER: 'TRLR', TRLR: 'TRLR', UNIT: 'UNIT',
  UPPER: 'UPPR', UPPR: 'UPPR', '#': '#',
};

/** Directionals, for pre- and post-directions (North -> N). */
export const DIRECTIONALS: Record<string, string> = {
  NORTH: 'N', N: 'N', SOUTH: 'S', S: 'S', EAST: 'E', E: 'E', WEST: 'W', W: 'W',
  NORTHEAST: 'NE', NE: 'NE', NORTHWEST: 'NW', NW: 'NW', SOUTHEAST: 'SE', SE: 'SE', SOUTHWEST: 'SW', SW: 'SW',
};

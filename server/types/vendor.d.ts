// Minimal typings for the reference-data packages that ship none.

declare module 'zipcodes' {
  export interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { codes: Record<string, ZipCodeEntry>; lookup(zip: string): ZipCodeEntry | undefined };
  export default zipcodes;
}

declare module 'zipcode-to-timezone' {
  const zipToTz: { lookup(zip: string): string | null };
  export default zipToTz;
}

declare module 'parse-address' {
  export interface ParsedLocation {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
    plus4?: string;
  }
  const parser: { parseLocation(text: string): ParsedLocation | null };
  export default parser;
}

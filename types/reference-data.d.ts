// Type declarations for reference-data packages that ship none.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string | number): ZipInfo | undefined;
    codes: Record<string, ZipInfo>;
  };
  export default zipcodes;
}
declare module 'zipcode-to-timezone' {
  const zipToTz: { lookup(zip: string): string | null };
  export default zipToTz;
}

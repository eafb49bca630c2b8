// The carriers QuoteFlow quotes directly (spec 001 section 1), read by the results (the carriers asked for RC1 when
// eligibility did not decide) and by the URL's catch-all route (the names a route may start with).

export const DIRECT_CARRIERS = ['safeco', 'libertymutual', 'lemonade', 'branch', 'root', 'fasttrack'] as const;
export type DirectCarrier = (typeof DIRECT_CARRIERS)[number];
/**
 * The auto carriers sold through an agency partner (spec 001 section 6: Safeco through the Quinstreet agency, GEICO's
 * own partner; the sandbox's server/carriers): asking one hands the shopper's answers to that partner, so an opted-out
 * shopper's results never ask them (docs/decisions/0095).
 */
export const AGENCY_SOLD_CARRIERS: readonly string[] = ['safeco', 'geico'];
/**
 * The carriers whose home and renters quotes the home results can show (src/machines/homeResults `homePartners`: Safeco
 * through Quinstreet, Liberty Mutual, Branch and Lemonade); the home start page promises this many.
 */
export const HOME_CARRIERS = ['safeco', 'libertymutual', 'branch', 'lemonade'] as const;

// Named constants of the simulated prefill vendors (spec 000 section 7: POST /prefill, POST /home/prefill).

/** About one person search in six finds no record (a deterministic function of the search). */
export const AUTO_NOT_FOUND_ONE_IN = 6;
/** About one address in ten has no property record. */
export const HOME_NOT_FOUND_ONE_IN = 10;

/** A seeded Park-Miller generator for tests: the jitter is random but the test's numbers are not. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

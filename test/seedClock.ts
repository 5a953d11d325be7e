/** The demo clock of every test run: a fixed day gives every run (and every file) the same seed. */
export const TEST_CLOCK = '2026-11-22T12:00:00Z';

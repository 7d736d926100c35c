import { requireDataDir } from '../scripts/require-data-dir';

/** Vitest's: the server tests and the unit tests' local services read the data folder. */
export default requireDataDir;

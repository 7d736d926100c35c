import { PRODUCTION_FLOWS } from '../flows/core-flows';
import { flowTests } from './flow-tests';

// The flows through production's routes, which Firefox runs too (tests/firefox/core-flows.spec.ts),
// here in Chromium; not on the bare wire (playwright.config.ts), which has none of them.
flowTests(PRODUCTION_FLOWS);

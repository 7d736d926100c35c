import { CORE_FLOWS } from '../flows/core-flows';
import { flowTests } from './flow-tests';

// The flows Firefox runs too (tests/firefox/core-flows.spec.ts), here in Chromium.
flowTests(CORE_FLOWS);

import { CORE_FLOWS } from '../flows/core-flows';
import { flowTests } from './flow-tests';

// The flows both Firefox builds run too (tests/firefox/core-flows.spec.ts), here in
// Chromium, on both wires (playwright.config.ts).
flowTests(CORE_FLOWS);

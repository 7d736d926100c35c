import { DEVICE_FLOWS } from '../flows/core-flows';
import { flowTests } from './flow-tests';

// The flows through what the browser keeps, which Firefox's MV3 build runs too
// (tests/firefox/device-flows.spec.ts), here in Chromium, on production's wire only: the
// wire plays no part in them (playwright.config.ts).
flowTests(DEVICE_FLOWS);

import { DEVICE_FLOWS, PRODUCTION_FLOWS } from '../flows/core-flows';
import { flowTests } from './flow-tests';

// The flows through what the browser keeps, and through production's routes, which
// Chromium runs too (tests/e2e/device-flows.spec.ts, production-flows.spec.ts), here in
// Firefox's MV3 build only (playwright.firefox.config.ts).
flowTests([...DEVICE_FLOWS, ...PRODUCTION_FLOWS]);

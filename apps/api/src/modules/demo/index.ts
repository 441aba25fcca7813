// The demo module's public entry (`npm run demo`).
export { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
export { demoRefusal } from './demo-guard';
export { seedDemo } from './demo-seed';
export { demoSeedSteps } from './demo-steps';

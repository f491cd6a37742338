// The mfa module's public face: the second step of a sign-in, a code for step-up and an admin's reset.
export { beginSecondFactor, clearMfaCookie, setMfaCookie } from './challenge.ts';
export { mfaJobs } from './challenge-cleanup.ts';
export { checkCodeForStepUp, removeAllFactors } from './service.ts';

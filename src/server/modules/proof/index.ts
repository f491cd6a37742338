// The proof module's public face: what other modules may use of it.
export { verifyProof } from './service.ts';

// The users module's public face.
export { clientScopeOf } from './service.ts';

// The customers module's public face: what other modules may use of it (nothing yet).
export { type CustomerRecord, recordCustomers } from './history-repository.ts';

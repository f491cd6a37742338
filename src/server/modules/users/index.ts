// The users module's public face: nothing of it is used by another module yet.
export {
  type CustomerAccessRecord,
  type EventAccessRecord,
  recordCurrentEvents,
  recordCustomerAccess,
  recordEventAccess,
  recordUsers,
  type UserRecord,
} from './history-repository.ts';

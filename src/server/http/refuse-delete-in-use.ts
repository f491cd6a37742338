import { AppError } from './app-error.ts';

const codes = {
  client: { events: 'client.has_events', users: 'client.has_users' },
  customer: { events: 'customer.has_events', users: 'customer.has_users' },
} as const;

/**
 * Refuses deleting a client or customer that still has events or user accounts (their history would go with
 * it); the messages say to deactivate instead.
 */
export function refuseDeleteWhileInUse(
  kind: 'client' | 'customer',
  { events, users }: { events: number; users: number },
) {
  if (events > 0) {
    throw new AppError(
      codes[kind].events,
      `This ${kind} has ${events} event${events === 1 ? '' : 's'}; a ${kind} with events cannot be deleted. Deactivate it instead.`,
      { params: { count: events } },
    );
  }
  if (users > 0) {
    throw new AppError(
      codes[kind].users,
      `This ${kind} has ${users} user account${users === 1 ? '' : 's'}; remove them or deactivate the ${kind} instead.`,
      { params: { count: users } },
    );
  }
}

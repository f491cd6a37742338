import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ContractLine } from '../../../../shared/contract/billing.ts';

export const customerId = '00000000-0000-4000-8000-0000000000a1';
export const contractId = '00000000-0000-4000-8000-0000000000d1';
export const eventId = '00000000-0000-4000-8000-0000000000e1';

/** An hourly, invoiced guard line of Harbor Festival's Gate A, for the first quarter of 2027 unless `overrides` say. */
export function contractLine(overrides: Partial<ContractLine>): ContractLine {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    contractId,
    eventId,
    eventName: 'Harbor Festival',
    timeZone: 'America/New_York',
    post: 'Gate A',
    itemCode: 'GUARD',
    description: 'Unarmed guard',
    method: 'hourly',
    billRateCents: 3250,
    fixedCents: null,
    callType: null,
    contractedMinutesPerWeek: 2400,
    effectiveFrom: '2027-01-01',
    effectiveTo: '2027-03-31',
    invoiced: true,
    createdAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Clicks the dialog's button and waits for the one body the server got, which it answers. */
export async function sentBody(dialog: HTMLElement, button: string, calls: unknown[]): Promise<unknown> {
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });
  return calls[0];
}

import type {
  Contract,
  ContractCreateInput,
  ContractLineCreateInput,
  ContractList,
  ContractUpdateInput,
} from '../../../shared/contract/billing.ts';
import { fieldError } from '../../../shared/contract/field-errors.ts';
import { addDaysTo } from '../../../shared/zoned-time.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAudited, recordAudit } from '../audit/index.ts';
import {
  type ContractValues,
  contractLineInvoiced,
  contractLinesOf,
  countContractInvoices,
  type Db,
  deleteContractLineRow,
  endOpenVersions,
  findBillingCustomer,
  findContract,
  findContractLine,
  insertContractLineRow,
  insertContractRow,
  isUniqueViolation,
  lastIssuedPeriodTo,
  listContractRows,
  lockContract,
  lockCustomerEvent,
  overlappingVersion,
  updateContractRow,
} from './contract-repository.ts';
import { holidayCalendarExists } from './holiday-calendar-repository.ts';

const contractNotFound = () => AppError.notFound('No such contract.', 'contract');
const codeTaken = () => new AppError('contract.code_taken', 'Another contract of the client has this code.');

/** Runs a write that sets a contract's code, answering 409 contract.code_taken for a code in use (any case). */
async function refusingTakenCode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'contracts_code_key')) throw codeTaken();
    throw error;
  }
}

async function checkCalendar(db: Db, clientId: string, calendarId: string | null | undefined) {
  if (calendarId && !(await holidayCalendarExists(db, clientId, calendarId)))
    throw AppError.invalidFields({ holidayCalendarId: fieldError('billing.unknown_calendar') });
}

export async function listContracts(
  ctx: AppContext,
  caller: Caller,
  query: { customerId?: string | undefined },
): Promise<ContractList> {
  return { items: await listContractRows(ctx.db, caller.actor, query.customerId) };
}

export async function getContract(ctx: AppContext, caller: Caller, id: string): Promise<Contract> {
  const contract = await findContract(ctx.db, caller.actor, id);
  if (!contract) throw contractNotFound();
  return { ...contract, lines: await contractLinesOf(ctx.db, caller.actor.clientId, id) };
}

export async function createContract(
  ctx: AppContext,
  caller: Caller,
  customerId: string,
  body: ContractCreateInput,
): Promise<{ id: string }> {
  const { actor } = caller;
  if (!(await findBillingCustomer(ctx.db, actor, customerId))) throw AppError.notFound('No such customer.', 'customer');
  await checkCalendar(ctx.db, actor.clientId, body.holidayCalendarId);
  const values: ContractValues = {
    ...body,
    endsOn: body.endsOn ?? null,
    poNumber: body.poNumber ?? null,
    holidayCalendarId: body.holidayCalendarId ?? null,
    responseTargets: body.responseTargets ?? null,
  };
  const audit = {
    clientId: actor.clientId,
    actorId: actor.userId,
    action: 'contract.create',
    entity: 'contract',
    data: { customerId, ...values },
    requestId: caller.requestId,
    ip: caller.ip,
  };
  const id = await refusingTakenCode(
    insertAudited(ctx, audit, (tx) =>
      insertContractRow(tx, { ...values, clientId: actor.clientId, customerId, createdBy: actor.userId }, ctx.clock()),
    ),
  );
  return { id };
}

export async function updateContract(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: ContractUpdateInput,
): Promise<Contract> {
  const { actor } = caller;
  await checkCalendar(ctx.db, actor.clientId, body.holidayCalendarId);
  await refusingTakenCode(
    ctx.db.transaction(async (tx) => {
      const before = await lockContract(tx, actor, id);
      if (!before) throw contractNotFound();
      const startsOn = body.startsOn ?? before.startsOn;
      const endsOn = body.endsOn === undefined ? before.endsOn : body.endsOn;
      if (endsOn !== null && endsOn < startsOn)
        throw AppError.invalidFields({ endsOn: fieldError('validation.on_or_after_start') });
      if (body.currency !== undefined && body.currency !== before.currency) {
        if ((await countContractInvoices(tx, actor.clientId, id)) > 0)
          throw new AppError('contract.currency_mismatch', 'The contract has invoices in its currency.', {
            params: { currency: body.currency, otherCurrency: before.currency },
          });
      }
      const changes: Partial<ContractValues> = Object.fromEntries(
        Object.entries(body).filter(([, value]) => value !== undefined),
      );
      await updateContractRow(tx, actor.clientId, id, changes, ctx.clock());
      const previous = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof typeof before]]));
      await recordAudit(tx, {
        at: ctx.clock(),
        clientId: actor.clientId,
        actorId: actor.userId,
        action: 'contract.update',
        entity: 'contract',
        entityId: id,
        data: { before: previous, changes },
        requestId: caller.requestId,
        ip: caller.ip,
      });
    }),
  );
  return getContract(ctx, caller, id);
}

/**
 * Adds a line version (docs/product/billing.md#contracts-and-lines). In one transaction, with the contract and the
 * event locked: the event must be the contract's customer's; the new version may not start within an issued
 * invoice's period; an open version of the same event and post that started earlier ends the day before (a rate
 * change); then no version of any contract of the client for that event and post may overlap it. A per-call line's
 * key is its event and call type instead (it has no post), so it never ends nor collides with an hourly or fixed one.
 */
export async function createContractLine(
  ctx: AppContext,
  caller: Caller,
  contractId: string,
  body: ContractLineCreateInput,
): Promise<{ id: string }> {
  const { actor } = caller;
  const clientId = actor.clientId;
  const id = await ctx.db.transaction(async (tx) => {
    const contract = await lockContract(tx, actor, contractId);
    if (!contract) throw contractNotFound();
    if (!(await lockCustomerEvent(tx, clientId, contract.customerId, body.eventId)))
      throw AppError.invalidFields({ eventId: fieldError('billing.event_not_customer') });
    const issuedTo = await lastIssuedPeriodTo(tx, clientId, contractId);
    if (issuedTo !== null && body.effectiveFrom <= issuedTo)
      throw new AppError('contract_line.before_issued', 'An issued invoice already billed this date.', {
        params: { date: issuedTo },
      });
    const perCall = body.method === 'per_call';
    const key = {
      eventId: body.eventId,
      post: perCall ? null : (body.post ?? null),
      callType: perCall ? (body.callType ?? null) : null,
    };
    const effectiveTo = body.effectiveTo ?? null;
    const ended = await endOpenVersions(
      tx,
      clientId,
      contractId,
      key,
      body.effectiveFrom,
      addDaysTo(body.effectiveFrom, -1),
    );
    const other = await overlappingVersion(tx, clientId, key, body.effectiveFrom, effectiveTo);
    if (other) {
      if (other.currency !== contract.currency)
        throw new AppError('contract.currency_mismatch', 'Another contract bills this event in another currency.', {
          params: { currency: contract.currency, otherCurrency: other.currency },
        });
      throw new AppError(
        'contract_line.overlaps',
        'A line for this event and post (or call type) is in force on these dates.',
        {
          params: { contractCode: other.contractCode, from: other.effectiveFrom },
        },
      );
    }
    const values = {
      eventId: body.eventId,
      post: key.post,
      itemCode: body.itemCode,
      description: body.description,
      method: body.method,
      billRateCents: body.method === 'hourly' ? (body.billRateCents ?? null) : null,
      fixedCents: body.method === 'hourly' ? null : (body.fixedCents ?? null),
      callType: key.callType,
      contractedMinutesPerWeek: perCall ? null : (body.contractedMinutesPerWeek ?? null),
      effectiveFrom: body.effectiveFrom,
      effectiveTo,
    };
    const lineId = await insertContractLineRow(
      tx,
      { ...values, clientId, contractId, createdBy: actor.userId },
      ctx.clock(),
    );
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId,
      actorId: actor.userId,
      action: 'contract_line.create',
      entity: 'contract_line',
      entityId: lineId,
      // A rate change ends the open version: the versions ended (and their new last day) are part of this write.
      data: {
        contractId,
        ...values,
        ended: ended.map((v) => ({ id: v.id, effectiveTo: addDaysTo(body.effectiveFrom, -1) })),
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
    return lineId;
  });
  return { id };
}

export async function removeContractLine(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const { actor } = caller;
  const line = await findContractLine(ctx.db, actor, id);
  if (!line) throw AppError.notFound('No such contract line.', 'contract_line');
  await ctx.db.transaction(async (tx) => {
    if (!(await lockContract(tx, actor, line.contractId))) throw contractNotFound();
    if (await contractLineInvoiced(tx, id))
      throw new AppError('contract_line.invoiced', 'An invoice holds this line; end it with a new version instead.');
    await deleteContractLineRow(tx, actor.clientId, id);
    await recordAudit(tx, {
      at: ctx.clock(),
      clientId: actor.clientId,
      actorId: actor.userId,
      action: 'contract_line.delete',
      entity: 'contract_line',
      entityId: id,
      data: {
        contractId: line.contractId,
        eventId: line.eventId,
        post: line.post,
        callType: line.callType,
        itemCode: line.itemCode,
        effectiveFrom: line.effectiveFrom,
        effectiveTo: line.effectiveTo,
      },
      requestId: caller.requestId,
      ip: caller.ip,
    });
  });
}

import { type ProofVerifyQuery, type ProofVerifyResult, parseProofHead } from '../../../shared/contract/proof.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import { verifyProofChain } from './repository.ts';

/** The working client's chain over the period, recomputed (docs/product/proof-of-service.md#tamper-evidence). */
export async function verifyProof(
  ctx: AppContext,
  caller: Caller,
  query: ProofVerifyQuery,
): Promise<ProofVerifyResult> {
  return verifyProofChain(
    ctx.db,
    caller.actor.clientId,
    new Date(query.from),
    new Date(query.to),
    query.head ? parseProofHead(query.head) : undefined,
  );
}

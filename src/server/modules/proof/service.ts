import type { ProofVerifyQuery, ProofVerifyResult } from '../../../shared/contract/proof.ts';
import type { Actor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { verifyProofChain } from './repository.ts';

/** The working client's chain over the period, recomputed (docs/product/proof-of-service.md#tamper-evidence). */
export async function verifyProof(ctx: AppContext, actor: Actor, query: ProofVerifyQuery): Promise<ProofVerifyResult> {
  const { checked, broken } = await verifyProofChain(ctx.db, actor.clientId, new Date(query.from), new Date(query.to));
  return { checked, brokenAt: broken };
}

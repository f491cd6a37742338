import { isGuestRole } from '../../../../shared/policy.ts';
import { roleOf, useSession } from '../../../lib/session.ts';
import { GuestVisits } from './guest-visits.tsx';
import { VisitorDesk } from './visitor-desk.tsx';

/** /visitors: a guest asks for visits; everyone else works the visitor log of the sites they may see. */
export default function VisitorsPage() {
  const user = useSession().data?.user;
  if (!user) return null;
  if (isGuestRole(roleOf(user))) return <GuestVisits displayName={user.displayName} />;
  return <VisitorDesk user={user} />;
}

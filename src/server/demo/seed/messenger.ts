/** Direct, group and event conversations with their messages (docs/product/messenger.md). */

import { conversationSpecs } from '../demo-data.ts';
import { at, type DemoBuild, MINUTE, must } from './build.ts';

export function buildConversations(b: DemoBuild): void {
  const rng = b.root.fork('conversations');
  for (const spec of conversationSpecs) {
    const state = must(b.states.get(spec.client), spec.client);
    const event = spec.event ? must(state.eventsByKey.get(spec.event), spec.event) : undefined;
    const members = spec.members.map((name) => must(state.byName.get(name), name));
    if (event) {
      for (const a of event.assignments) {
        const person = b.personById(state, a.userId);
        if (a.unassignedAt === null && !members.includes(person)) members.push(person);
      }
    }
    const times: number[] = [];
    let time = b.now - spec.lastMinutesAgo * MINUTE - rng.int(0, 59) * 1000;
    for (let i = 0; i < spec.messages.length; i += 1) {
      times.unshift(time);
      time -= rng.int(spec.gapMinutes[0], spec.gapMinutes[1]) * MINUTE + rng.int(0, 59) * 1000;
    }
    const first = times[0] ?? b.now;
    const last = times[times.length - 1] ?? b.now;
    const createdAt = at(first - rng.int(5, 120) * MINUTE);
    const id = b.id();
    const starter = must(members[0], 'member');
    b.rows.conversations.push({
      id,
      clientId: state.id,
      kind: spec.kind,
      title: spec.title ?? event?.spec.name ?? null,
      eventId: event?.id ?? null,
      createdBy: starter.id,
      createdAt,
      lastMessageAt: at(last),
    });
    const lastSender = spec.messages[spec.messages.length - 1]?.[0];
    for (const member of members) {
      let lastReadAt: Date | null;
      if (member.name === lastSender || rng.chance(0.55)) lastReadAt = at(last);
      else
        lastReadAt = rng.chance(0.8) ? at(rng.pick(times.slice(0, -1).length > 0 ? times.slice(0, -1) : times)) : null;
      // The demo manager always finds something unread: the last two messages others sent.
      if (member.spec.email === 'manager@demo.test' && member.name !== lastSender) {
        lastReadAt = at(times[Math.max(0, times.length - 3)] ?? first);
      }
      b.rows.conversationMembers.push({
        clientId: state.id,
        conversationId: id,
        userId: member.id,
        lastReadAt,
        // Everyone's app has fetched the conversation since: every message is delivered.
        lastDeliveredAt: at(last),
        joinedAt: createdAt,
      });
    }
    spec.messages.forEach(([senderName, body], index) => {
      const sender = must(state.byName.get(senderName), senderName);
      if (!members.includes(sender)) throw new Error(`demo data: ${senderName} is not in the conversation`);
      b.rows.messages.push({
        id: b.id(),
        clientId: state.id,
        conversationId: id,
        senderId: sender.id,
        body,
        createdAt: at(times[index] ?? last),
      });
    });
  }
}

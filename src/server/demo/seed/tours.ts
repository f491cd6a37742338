/** Checkpoints, tours, their runs and scans on the events going on now (docs/product/tours-and-check-calls.md). */
import { tourRunsBetween } from '../../../shared/tour-schedule.ts';
import { missedCheckpointAlertTexts } from '../../modules/alerts/index.ts';
import { demoTimeZone } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, type DemoBuild, HOUR, MINUTE, ms } from './build.ts';
import { offsetPoint, zoneCentre } from './geometry.ts';

/**
 * Checkpoints and an hourly tour on each event going on now that has a guard on duty
 * (docs/product/tours-and-check-calls.md): three checkpoints by the venue's gate, break zone and dock; the tour
 * runs from the first hour after the guard clocked in (its `valid_from`), so every run has had someone to walk
 * it. Runs are completed, completed late (the last checkpoint within grace) or missed (one checkpoint left, with
 * its Missed Checkpoint alert); every closed run is judged, so the scheduled check raises nothing more.
 */
export function buildTours(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const tourRng = rng.fork('runs');
  const reviewer = state.operators[0];
  for (const info of state.events) {
    if (ms(info.start) > b.now || ms(info.end) <= b.now) continue;
    const shift = [...state.onDuty.values()]
      .filter((s) => s.event.id === info.id && s.payRole === 'guard')
      .sort((a, b) => ms(a.clockIn) - ms(b.clockIn))[0];
    if (!shift) continue;
    const { venue } = info;
    const createdAt = at(Math.max(ms(info.start), ms(shift.clockIn) - 2 * HOUR));
    const spots: Array<[string, [number, number], string | null]> = [
      ['Main gate', offsetPoint(venue.latitude, venue.longitude, 35, -20), 'Check the gate is locked and lit.'],
      ['Break room', zoneCentre(venue, venue.breakZone), null],
      [
        'Loading dock',
        venue.restrictedZone
          ? zoneCentre(venue, venue.restrictedZone)
          : offsetPoint(venue.latitude, venue.longitude, -40, 30),
        'Look behind the dock doors.',
      ],
    ];
    const points = spots.map(([name, [latitude, longitude], instructions]) => {
      const id = b.tourIds.uuid();
      b.rows.checkpoints.push({
        id,
        clientId: state.id,
        eventId: info.id,
        name,
        latitude,
        longitude,
        radiusMeters: 30,
        instructions,
        token: b.tourIds.uuid().replaceAll('-', ''),
        createdAt,
        updatedAt: createdAt,
      });
      return { id, name, latitude, longitude };
    });
    const times = { startTime: '00:00', endTime: '00:00', everyMinutes: 60, graceMinutes: 10 };
    const runs = tourRunsBetween(times, demoTimeZone, shift.clockIn, b.nowDate).filter(
      (r) => r.startsAt >= shift.clockIn && ms(r.startsAt) < b.now,
    );
    const first = runs[0];
    if (!first) continue;
    const tourId = b.tourIds.uuid();
    const tourName = 'Perimeter round';
    b.rows.tours.push({
      id: tourId,
      clientId: state.id,
      eventId: info.id,
      name: tourName,
      checkpointIds: points.map((p) => p.id),
      ordered: false,
      ...times,
      createdAt,
      validFrom: first.startsAt,
    });
    runs.forEach((run, k) => {
      const closed = ms(run.closesAt) <= b.now;
      const runId = b.tourIds.uuid();
      // Every fourth run misses the dock; every third (not missed) scans it late, within grace.
      const missed = k % 4 === 2;
      const late = !missed && k % 3 === 1;
      let alertId: string | null = null;
      if (closed && missed) {
        alertId = b.tourIds.uuid();
        const createdAlert = at(ms(run.closesAt) + MINUTE);
        const seen = b.now - ms(createdAlert) > HOUR;
        b.rows.alerts.push({
          id: alertId,
          clientId: state.id,
          type: 'Missed Checkpoint',
          guardId: shift.person.id,
          eventId: info.id,
          texts: missedCheckpointAlertTexts(
            tourName,
            ['Loading dock'],
            run.startsAt.toISOString(),
            demoTimeZone,
            info.id,
            info.spec.name,
          ),
          seen,
          seenAt: seen ? at(ms(createdAlert) + 8 * MINUTE) : null,
          seenBy: seen ? (reviewer?.id ?? null) : null,
          createdAt: createdAlert,
        });
      }
      b.rows.tourRuns.push({
        id: runId,
        clientId: state.id,
        tourId,
        startsAt: run.startsAt,
        endsAt: run.endsAt,
        closesAt: run.closesAt,
        closedAt: closed ? at(Math.min(ms(run.closesAt) + MINUTE, b.now)) : null,
        missedAlertId: alertId,
        createdAt: run.startsAt,
      });
      points.forEach((point, i) => {
        if (missed && i === 2) return;
        const minutes = late && i === 2 ? 60 + tourRng.int(2, 8) : 10 + i * 12 + tourRng.int(0, 5);
        const scannedAt = ms(run.startsAt) + minutes * MINUTE + tourRng.int(0, 59) * 1000;
        if (scannedAt > b.now - MINUTE) return;
        const [lat, lng] = offsetPoint(point.latitude, point.longitude, tourRng.between(-6, 6), tourRng.between(-6, 6));
        b.rows.checkpointScans.push({
          id: b.tourIds.uuid(),
          clientId: state.id,
          checkpointId: point.id,
          eventId: info.id,
          userId: shift.person.id,
          tourRunId: runId,
          scannedAt: at(scannedAt),
          latitude: lat,
          longitude: lng,
          accuracy: tourRng.int(4, 15),
          flagged: null,
          flags: [],
          receivedAt: at(scannedAt),
          createdAt: at(scannedAt),
        });
      });
    });
  }
}

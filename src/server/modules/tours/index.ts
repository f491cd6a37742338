// The tours module's public face: scans and check-calls (field actions), the next check-call, the runs of a tour
// and what the dashboards and the daily activity report read of tours.
export {
  type CheckpointRecord,
  type CheckpointScanRecord,
  recordCheckpointScans,
  recordCheckpoints,
  recordTourRuns,
  recordTours,
  type TourRecord,
  type TourRunRecord,
} from './history-repository.ts';
export { tourJobs } from './jobs.ts';
export { type ScanRow, type TourRow, type TourToJudgeRow, toursOfEventBetween } from './repository.ts';
export { answerCheckCall, recordScan } from './scan-service.ts';
export { runsOfTour, scansOfCheckpointsBetween, visibleToursBetween } from './service.ts';
export { nextCheckCall } from './welfare-check.ts';

-- Workforce reports (issue 9 benchmark): the payroll and performance queries read each counted event's clock
-- entries by event; with the user and the clock-out in the index they are an index-only scan instead of one heap
-- page per entry (or a scan of the whole table). Same name, wider key: everything the old index served it serves.
DROP INDEX "clock_entries_event_idx";--> statement-breakpoint
CREATE INDEX "clock_entries_event_idx" ON "clock_entries" USING btree ("event_id","clock_in","user_id","clock_out");

-- The back office lists the e-mails given up after their last try, and the dashboard counts them:
-- a small index of only those, among the done jobs kept for the orders' pages.
CREATE INDEX "outbox_jobs_failed_idx" ON "outbox_jobs" USING btree ("created_at") WHERE status = 'failed';
DROP INDEX "email_otps_email_purpose_idx";--> statement-breakpoint
ALTER TABLE "email_otps" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "email_otps" ADD CONSTRAINT "email_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_otps_email_purpose_idx" ON "email_otps" USING btree ("email","purpose","user_id","created_at");
CREATE TABLE "enquiry_acknowledgements" (
	"email" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);

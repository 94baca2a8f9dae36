CREATE TABLE "liasse_adjustment" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"form" text NOT NULL,
	"box" text NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liasse_adjustment_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "liasse_adjustment_amount_positive" CHECK ("liasse_adjustment"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "liasse_adjustment" ADD CONSTRAINT "liasse_adjustment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liasse_adjustment" ADD CONSTRAINT "liasse_adjustment_work_folder_id_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "liasse_adjustment_folder" ON "liasse_adjustment" USING btree ("company_id","work_folder_id");
CREATE TABLE "company_account" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"custom_label" text,
	"class_number" text NOT NULL,
	"nature" text NOT NULL,
	"is_group" boolean NOT NULL,
	"ref_account_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_account" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"party_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"roles" text[] NOT NULL,
	"profiles" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"accounting_framework" text NOT NULL,
	"type_code" text NOT NULL,
	"domain_area_code" text NOT NULL,
	"sub_domain_area_code" text,
	"tax_system_code" text NOT NULL,
	"referential_bank_account" text,
	"parent_company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_type" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"fr_label" text NOT NULL,
	"en_label" text NOT NULL,
	CONSTRAINT "company_type_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "country" (
	"code" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"fr_name" text NOT NULL,
	"en_name" text NOT NULL,
	"currency" text NOT NULL,
	"phone_code" text NOT NULL,
	"vat_standard_rate" text,
	"vat_reduced_rates" text,
	"accounting_framework" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_area" (
	"code" text PRIMARY KEY NOT NULL,
	"fr_label" text NOT NULL,
	"en_label" text NOT NULL,
	"fr_short_label" text NOT NULL,
	"en_short_label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_account_category" (
	"framework" text NOT NULL,
	"class_number" text NOT NULL,
	"fr_label" text NOT NULL,
	"en_label" text NOT NULL,
	CONSTRAINT "ref_account_category_framework_class_number_pk" PRIMARY KEY("framework","class_number")
);
--> statement-breakpoint
CREATE TABLE "ref_account" (
	"framework" text NOT NULL,
	"number" text NOT NULL,
	"fr_label" text NOT NULL,
	"en_label" text NOT NULL,
	"class_number" text NOT NULL,
	"parent_number" text NOT NULL,
	"level" integer NOT NULL,
	"is_group" boolean NOT NULL,
	"nature" text NOT NULL,
	CONSTRAINT "ref_account_framework_number_pk" PRIMARY KEY("framework","number")
);
--> statement-breakpoint
CREATE TABLE "referential_load" (
	"name" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_domain_area" (
	"code" text PRIMARY KEY NOT NULL,
	"domain_area_code" text NOT NULL,
	"fr_label" text NOT NULL,
	"en_label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_system" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"fr_label" text NOT NULL,
	"en_label" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "tax_system_country_code_code_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "work_folder" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_account" ADD CONSTRAINT "company_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account" ADD CONSTRAINT "sub_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account" ADD CONSTRAINT "sub_account_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_parent_company_id_company_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_type" ADD CONSTRAINT "company_type_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_domain_area" ADD CONSTRAINT "sub_domain_area_domain_area_code_domain_area_code_fk" FOREIGN KEY ("domain_area_code") REFERENCES "public"."domain_area"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_system" ADD CONSTRAINT "tax_system_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_folder" ADD CONSTRAINT "work_folder_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_account_number_unique" ON "company_account" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_account_number_unique" ON "sub_account" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "sub_account_account" ON "sub_account" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "login_failure_email_time" ON "login_failure" USING btree ("email","failed_at");--> statement-breakpoint
CREATE INDEX "membership_company" ON "membership" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_unique" ON "app_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "work_folder_company" ON "work_folder" USING btree ("company_id","start_date");
CREATE TABLE "gazetteer_datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"places" integer NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gazetteer_names" (
	"key" text NOT NULL,
	"place_id" integer NOT NULL,
	"is_primary" boolean NOT NULL,
	CONSTRAINT "gazetteer_names_key_place_id_pk" PRIMARY KEY("key","place_id")
);
--> statement-breakpoint
CREATE TABLE "gazetteer_places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gazetteer_names_typo" ON "gazetteer_names" USING gin ("key" gin_trgm_ops) WHERE is_primary;
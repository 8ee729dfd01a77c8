CREATE TABLE "message_deliveries" (
	"delivery_key" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"channel" text NOT NULL,
	"transport" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_delivery_key" ON "outbox" USING btree ("delivery_key");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "message_deliveries" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));
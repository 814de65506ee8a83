CREATE TABLE "concept_bkt_params" (
	"concept_code" text PRIMARY KEY NOT NULL,
	"init" double precision NOT NULL,
	"learn" double precision NOT NULL,
	"guess" double precision NOT NULL,
	"slip" double precision NOT NULL,
	"forget" double precision NOT NULL,
	"observations" integer NOT NULL,
	"students" integer NOT NULL,
	"log_likelihood" double precision NOT NULL,
	"fitted_at" timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE "gst_rates" (
	"hsn_code" text NOT NULL,
	"valid_from" date NOT NULL,
	"rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rates_hsn_code_valid_from_pk" PRIMARY KEY("hsn_code","valid_from"),
	CONSTRAINT "gst_rates_rate_in_force" CHECK ("gst_rates"."rate" in (0, 5, 12, 18, 28))
);--> statement-breakpoint
-- The seeded products' tax data, corrected product by product (docs/decisions/040), only where a
-- product still carries the value the earlier seed and the gst migration gave it: an owner's own
-- code or rate is left alone. Order lines keep the tax data they were placed with.
UPDATE "products" SET "hsn_code" = "corrected"."hsn_code"
FROM (VALUES
	('dht22-temperature-humidity-sensor', '9031', '9025'),
	('bme280-sensor', '9031', '9025'),
	('hc-sr501-pir-motion-sensor', '9031', '8531'),
	('mq-2-gas-smoke-sensor', '9031', '9027'),
	('ds18b20-waterproof-probe', '9031', '9025'),
	('esp32-cam-ov2640', '8517', '8525'),
	('neo-6m-gps-module', '8517', '8526'),
	('rc522-rfid-reader-kit', '8517', '8471'),
	('tm1637-4-digit-display', '8524', '8531'),
	('max7219-8x8-led-matrix', '8524', '8531'),
	('l298n-motor-driver', '8501', '8543'),
	('a4988-stepper-driver', '8501', '8543'),
	('5v-single-channel-relay-module', '8501', '8536'),
	('tp4056-charger-type-c', '8507', '8504'),
	('lm2596-buck-converter', '8507', '8504'),
	('mt3608-boost-converter', '8507', '8504'),
	('12v-2a-dc-power-adapter', '8507', '8504'),
	('hw-9v-battery-with-snap', '8507', '8506'),
	('2x-18650-battery-holder', '8507', '8536'),
	('mb102-breadboard-power-supply', '8507', '8504'),
	('ceramic-capacitor-kit-300-pcs', '8533', '8532'),
	('electrolytic-capacitor-kit-120-pcs', '8533', '8532'),
	('5mm-led-assortment-100-pcs', '8533', '8541'),
	('tactile-push-button-6x6-pack-of-20', '8533', '8536'),
	('1n4007-diode-pack-of-25', '8533', '8541'),
	('16mhz-crystal-22pf-pack-of-5', '8533', '8541'),
	('breadboard-830-point', '8543', '8536'),
	('jumper-wires-120-pcs', '8543', '8544'),
	('soldering-iron-60w-adjustable', '8543', '8515'),
	('solder-wire-63-37-50g', '8543', '8311'),
	('dt830d-digital-multimeter', '8543', '9030'),
	('desoldering-pump', '8543', '8205'),
	('wire-stripper-cutter', '8543', '8203'),
	('dot-pcb-10x15-pack-of-2', '8543', '8534'),
	('arduino-starter-kit-uno-r3', '9503', '8543')
) AS "corrected" ("slug", "seeded_hsn_code", "hsn_code")
WHERE "products"."slug" = "corrected"."slug" AND "products"."hsn_code" = "corrected"."seeded_hsn_code";--> statement-breakpoint
-- The robotics kits are electronic toys (and the starter kit no toy at all): 18%, not 12%.
UPDATE "products" SET "gst_rate" = 18
WHERE "gst_rate" = 12 AND "slug" IN (
	'2wd-robot-car-chassis-kit',
	'4wd-robot-car-chassis-kit',
	'arduino-starter-kit-uno-r3',
	'4-dof-robotic-arm-kit',
	'line-follower-robot-kit',
	'bluetooth-robot-car-kit',
	'mecanum-wheel-robot-chassis-kit');

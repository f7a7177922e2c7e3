ALTER TABLE "files" ADD COLUMN "crc32" bigint;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_crc32_unsigned" CHECK ("files"."crc32" between 0 and 4294967295);
-- Likes of posts per visitor (a signed-in user or a guest's cookie id): one row per post and visitor, so a like is
-- given once and an unlike takes back only the visitor's own. blogs.likes stays the post's count: the number each
-- post has now has no visitors behind it and is kept as its base; the trigger below adds one per row inserted and
-- takes one away per row deleted (an unlike, or a user's or post's deletion cascading here), in the same
-- transaction and under the post's row lock, so concurrent likes are never lost.
CREATE TABLE "blog_likes" (
	"blog_id" integer NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_likes_one_visitor" CHECK (num_nonnulls("blog_likes"."user_id", "blog_likes"."visitor_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "blog_likes" ADD CONSTRAINT "blog_likes_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_likes" ADD CONSTRAINT "blog_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_likes_user_unique" ON "blog_likes" USING btree ("blog_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_likes_visitor_unique" ON "blog_likes" USING btree ("blog_id","visitor_id");--> statement-breakpoint
CREATE INDEX "blog_likes_user_idx" ON "blog_likes" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION "blog_likes_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "blogs" SET "likes" = "likes" + 1 WHERE "id" = NEW."blog_id";
    RETURN NEW;
  END IF;
  UPDATE "blogs" SET "likes" = greatest("likes" - 1, 0) WHERE "id" = OLD."blog_id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blog_likes_count" AFTER INSERT OR DELETE ON "blog_likes"
  FOR EACH ROW EXECUTE FUNCTION "blog_likes_count"();

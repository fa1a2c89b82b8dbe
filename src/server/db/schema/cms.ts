import { index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { utc } from './columns';

/** The built-in content service: stored close to WordPress' own model so its REST shapes fall out directly. */
export const cmsCategories = pgTable('cms_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  parent: integer('parent').notNull().default(0),
});

/** featured_image_src as answered, plus the full size's pixels (older rows may lack them). */
export type FeaturedImage = { src: string; srcset: string; medium: string; alt: string; width?: number; height?: number } | null;

export const cmsPosts = pgTable(
  'cms_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<'post' | 'page'>().notNull(),
    slug: text('slug').notNull(),
    status: text('status').$type<'publish' | 'draft'>().notNull().default('publish'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''), // HTML, sanitised by the browser before rendering
    excerpt: text('excerpt').notNull().default(''),
    template: text('template').notNull().default(''),
    parent: integer('parent').notNull().default(0),
    date: utc('date').notNull(),
    modified: utc('modified').notNull(),
    featuredImage: jsonb('featured_image').$type<FeaturedImage>(),
    acf: jsonb('acf').$type<Record<string, unknown>>().notNull().default({}),
    // yoast-style SEO meta: title, description, canonical
    yoast: jsonb('yoast').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [unique('cms_posts_type_slug').on(t.type, t.slug), index('cms_posts_date_idx').on(t.type, t.date)],
);

export const cmsPostCategories = pgTable(
  'cms_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => cmsPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => cmsCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index('cms_post_categories_cat_idx').on(t.categoryId)],
);

export const cmsMenuItems = pgTable(
  'cms_menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    menu: text('menu').notNull(), // e.g. header, footer_1, footer_2
    parent: integer('parent').notNull().default(0),
    title: text('title').notNull(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    acf: jsonb('acf').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('cms_menu_items_menu_idx').on(t.menu)],
);

/** ACF options page: one row per option name. */
export const cmsOptions = pgTable('cms_options', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

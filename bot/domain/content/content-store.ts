/**
 * The one content module (spec part 1 §2.11, §7): learning-area pages, release notes and help
 * articles are Markdown files with YAML front matter under CONTENT_DIR (content/ by default), read
 * by slug. Only slugs of the safe shape are ever joined to the folder, so no request reaches a file
 * outside it. Files are read once per process and kept; a deployment replaces them and restarts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { z } from 'zod';
import {
  POST_CATEGORIES,
  type THelpArticle,
  type TOnboardingPage,
  type TPost,
  ZContentSlug,
} from '../../../shared/content.ts';

/** The content/ folder shipped in the repository (CONTENT_DIR unset). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

/** The folders of CONTENT_DIR, one a kind of content. */
export type TContentKind = 'onboarding' | 'posts' | 'help';

const ZOnboardingFront = z.object({ title: z.string().min(1).max(200) });
const ZPostFront = z.object({
  title: z.string().min(1).max(200),
  publishedAt: z.coerce.date(),
  category: z.enum(POST_CATEGORIES),
  excerpt: z.string().min(1).max(600),
  image: z.string().max(500).optional(),
  imageAlt: z.string().max(300).optional(),
});
const ZHelpFront = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(400),
  /** Lower first on the help desk's list. */
  order: z.number().int().default(100),
});

interface TContentFile {
  slug: string;
  data: Record<string, unknown>;
  body: string;
}

/** Reads content files by slug; one per server (createContentStore). */
export interface TContentStore {
  /** An onboarding page by slug, or null when there is no such file. */
  onboardingPage(slug: string): Promise<TOnboardingPage | null>;
  /** Every release note, newest first. */
  posts(): Promise<TPost[]>;
  /** Every help article (without bodies' order mattering), by `order` then title. */
  helpArticles(): Promise<THelpArticle[]>;
  helpArticle(slug: string): Promise<THelpArticle | null>;
}

/** The store over one folder; a file with bad front matter fails loudly (it is ours to fix). */
export function createContentStore(dir: string): TContentStore {
  const folders = new Map<TContentKind, Promise<Map<string, TContentFile>>>();
  const folder = (kind: TContentKind) => {
    let loaded = folders.get(kind);
    if (!loaded) {
      loaded = readFolder(join(dir, kind));
      folders.set(kind, loaded);
    }
    return loaded;
  };
  const parse = <T>(schema: z.ZodType<T>, file: TContentFile, kind: TContentKind): T => {
    const result = schema.safeParse(file.data);
    if (!result.success) throw new Error(`content/${kind}/${file.slug}.md: ${result.error.message}`);
    return result.data;
  };
  const help = (file: TContentFile): THelpArticle & { order: number } => {
    const front = parse(ZHelpFront, file, 'help');
    return { slug: file.slug, title: front.title, summary: front.summary, body: file.body, order: front.order };
  };
  return {
    async onboardingPage(slug) {
      if (!ZContentSlug.safeParse(slug).success) return null;
      const file = (await folder('onboarding')).get(slug);
      if (!file) return null;
      return {
        type: 'onboardingPage',
        slug,
        title: parse(ZOnboardingFront, file, 'onboarding').title,
        body: file.body,
      };
    },
    async posts() {
      const files = [...(await folder('posts')).values()];
      return files
        .map((file) => {
          const front = parse(ZPostFront, file, 'posts');
          return {
            title: front.title,
            publishedAt: front.publishedAt.toISOString(),
            mainImage: front.image ? { asset: { url: front.image }, alt: front.imageAlt ?? '' } : null,
            excerpt: front.excerpt,
            slug: { current: file.slug },
            category: front.category,
            body: file.body,
          } satisfies TPost;
        })
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.current.localeCompare(b.slug.current));
    },
    async helpArticles() {
      const files = [...(await folder('help')).values()].map(help);
      return files
        .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
        .map(({ order: _order, ...article }) => article);
    },
    async helpArticle(slug) {
      if (!ZContentSlug.safeParse(slug).success) return null;
      const file = (await folder('help')).get(slug);
      if (!file) return null;
      const { order: _order, ...article } = help(file);
      return article;
    },
  };
}

async function readFolder(path: string): Promise<Map<string, TContentFile>> {
  const files = new Map<string, TContentFile>();
  let names: string[];
  try {
    names = await readdir(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return files;
    throw error;
  }
  for (const name of names.sort()) {
    const slug = name.endsWith('.md') ? name.slice(0, -3) : null;
    if (slug === null || !ZContentSlug.safeParse(slug).success) continue;
    const parsed = matter(await readFile(join(path, name), 'utf8'));
    files.set(slug, { slug, data: parsed.data, body: parsed.content.trim() });
  }
  return files;
}

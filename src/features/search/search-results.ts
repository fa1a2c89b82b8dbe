import { useQuery } from '@tanstack/react-query';
import { BLOG_CATEGORY, NEWS_CATEGORIES, postVisibility, type Visibility } from '../../shared/domain/post-visibility';
import type { BoardstoryListItem, Image } from '../../shared/schemas/boardstories';
import type { Post } from '../../shared/schemas/cms';
import { useSession } from '../auth/auth.queries';
import { boardstoryQueries, firstImageByStory, idsWithTeaserImages } from '../boardstories/boardstories.queries';
import { cmsQueries } from '../cms/cms.queries';

export type Hit =
  | { kind: 'story'; key: string; title: string; story: BoardstoryListItem; date?: undefined }
  | { kind: 'post'; key: string; title: string; post: Post; date: string };

export const storyHit = (story: BoardstoryListItem): Hit => ({ kind: 'story', key: `s${story.id}`, title: story.title, story });
export const postHit = (post: Post, title: string): Hit => ({ kind: 'post', key: `p${post.id}`, title, post, date: post.date });

/** The posts of the given content categories this reader may see; undefined until categories and options are known. */
export function useVisibility(chosen: string[] = [...NEWS_CATEGORIES, BLOG_CATEGORY]): Visibility | undefined {
  const isAuthenticated = useSession() !== null;
  const categories = useQuery(cmsQueries.categories()).data;
  const options = useQuery(cmsQueries.options());
  // failed options exclude nothing: the search must not wait for them forever
  if (!categories || options.isPending) return undefined;
  return postVisibility(categories, { loggedIn: isAuthenticated, excluded: options.data?.news_excluded_categories ?? [] }, chosen);
}

/** First teaser image per story of a result list (fetched after the list). */
export function useTeaserImages(stories: BoardstoryListItem[]): Map<number, Image> {
  const ids = idsWithTeaserImages(stories);
  const images = useQuery({ ...boardstoryQueries.images(ids), enabled: ids.length > 0 }).data;
  return firstImageByStory(images ?? []);
}

import { useQuery } from '@tanstack/react-query';
import { newestFirst, type SearchType } from '../../../shared/domain/site-search';
import { storyTexts } from '../../../shared/domain/story-texts';
import { texts } from '../../../shared/domain/texts';
import { CmsImage } from '../../../ui/cms-image';
import { Image } from '../../../ui/image';
import { Pagination } from '../../../ui/pagination';
import { htmlToText } from '../../../ui/html-text';
import { useOnline } from '../../../ui/online';
import { boardstoryQueries } from '../../boardstories/boardstories.queries';
import { cmsQueries } from '../../cms/cms.queries';
import { postHit, storyHit, useTeaserImages, useVisibility, type Hit } from '../search-results';
import { HitLink } from './hit-link';

const PAGE_SIZE = 10;
// the mixed list sorts every hit by date, so it asks for all of them at once (the API's page maximum)
const MIXED_MAX = 100;

type Props = { q: string; type: SearchType | undefined; page: number };

/** One type's hits paged by the API, or all types mixed newest first and paged here. */
export function SearchResults({ q, type, page }: Props) {
  const mixed = type === undefined;
  const wantsStories = mixed || type === 'boardstories';
  const wantsPosts = mixed || type !== 'boardstories';
  const visibility = useVisibility(type && type !== 'boardstories' ? [type] : undefined);
  const stories = useQuery({ ...boardstoryQueries.list(mixed ? { q, limit: MIXED_MAX } : { q, page }), enabled: wantsStories });
  const posts = useQuery({
    ...cmsQueries.posts({ ...visibility, search: q, ...(mixed ? { per_page: MIXED_MAX, page: 1 } : { per_page: PAGE_SIZE, page }) }),
    enabled: wantsPosts && !!visibility,
  });

  const storyItems = wantsStories ? (stories.data?._embedded.boardstories ?? []) : [];
  const postItems = wantsPosts ? (posts.data?.posts ?? []) : [];
  const all = newestFirst<Hit>([...storyItems.map(storyHit), ...postItems.map((p) => postHit(p, htmlToText(p.title.rendered)))]);
  const hits = mixed ? all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE) : all;
  const pagesCount = mixed ? Math.ceil(all.length / PAGE_SIZE) : type === 'boardstories' ? (stories.data?.pagesCount ?? 0) : (posts.data?.totalPages ?? 0);
  const images = useTeaserImages(hits.flatMap((h) => (h.kind === 'story' ? [h.story] : [])));
  const online = useOnline();
  const loading = (wantsStories && stories.isPending) || (wantsPosts && (posts.isPending || !visibility));

  // a search not made before has no stored answer offline: that is not "no hits"
  if (!online && hits.length === 0) return <p className="search-page__empty">{texts.offlineSearch}</p>;
  if (loading && hits.length === 0) return <p aria-live="polite">{storyTexts.searching}</p>;
  if (hits.length === 0) return <p className="search-page__empty">{storyTexts.noHits}</p>;
  return (
    <>
      <ul className="search-results" aria-busy={stories.isFetching || posts.isFetching}>
        {hits.map((hit) => (
          <li key={hit.key} className="search-result">
            <HitLink hit={hit} className="search-result__link">
              {hit.kind === 'story' ? (
                images.get(hit.story.id) ? <Image path={images.get(hit.story.id)!.path} alt="" sizes="200px" /> : <CmsImage src={undefined} alt="" />
              ) : (
                <CmsImage src={hit.post.featured_image_src?.medium} alt="" />
              )}
              <span className="search-result__type">{hit.kind === 'story' ? 'Boardstory' : categoryLabel(hit.post.category_slugs)}</span>
              <h2 className="search-result__title">{hit.title}</h2>
            </HitLink>
          </li>
        ))}
      </ul>
      <Pagination currentPage={page} pagesCount={pagesCount} />
    </>
  );
}

const LABELS: Record<string, string> = { aktuelles: 'Aktuelles', themenwelten: 'Themenwelten', didaktik: 'Didaktik', blog: 'Blog' };
const categoryLabel = (slugs: string[]) => LABELS[slugs.find((s) => s in LABELS) ?? ''] ?? 'Beitrag';

import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { FrontPageBlockName, FrontPageBlocks, SiteOptions } from '../../../shared/schemas/cms';
import { useSession } from '../../auth/auth.queries';
import { cmsQueries } from '../../cms/cms.queries';
import { GUEST_BLOCK_ORDER, USER_BLOCK_ORDER, visibleBlocks } from '../home-blocks';
import { AchievementsBlock } from './achievements-block';
import { AppTeaserBlock } from './app-teaser-block';
import { FeaturesWheelBlock } from './features-wheel-block';
import { HeroBlock } from './hero-block';
import { LogosBlock } from './logos-block';
import { NewsTeaserBlock } from './news-teaser-block';
import { NumbersBlock } from './numbers-block';
import { OfferBlock } from './offer-block';
import { PlainHome } from './plain-home';
import { SupportTeaserBlock } from './support-teaser-block';
import { TargetGroupsBlock } from './target-groups-block';
import { TestimonialsBlock } from './testimonials-block';
import { TextBlock } from './text-block';
import { TopicAreasBlock } from './topic-areas-block';
import { VideoTeaserBlock } from './video-teaser-block';
import '../home.css';

// only logged-in readers see it: its story cards stay off the guest's first load
const TeamRecommendationBlock = lazy(() => import('./team-recommendation-block'));

type Context = { loggedIn: boolean; options: SiteOptions };
type Renderers = { [K in FrontPageBlockName]?: (block: NonNullable<FrontPageBlocks[K]>, ctx: Context) => ReactNode };

// One component per block; the newsletter block has none because the front page never shows it (see
// docs/content.md#front-pages).
const renderers: Renderers = {
  header: (b, ctx) => <HeroBlock block={b} showSignup={!ctx.loggedIn} />,
  intro: (b) => <TextBlock block={b} variant="intro" />,
  our_offer: (b) => <OfferBlock block={b} />,
  numbers: (b) => <NumbersBlock block={b} />,
  what_is_a_boardstory: (b) => <TextBlock block={b} variant="what-is" />,
  target_groups: (b) => <TargetGroupsBlock block={b} />,
  features_wheel: (b) => <FeaturesWheelBlock block={b} />,
  video_teaser: (b) => <VideoTeaserBlock block={b} />,
  app_teaser: (b) => <AppTeaserBlock block={b} />,
  news_teaser: (b, ctx) => <NewsTeaserBlock block={b} loggedIn={ctx.loggedIn} excludedCategories={ctx.options.news_excluded_categories} />,
  achievements: (b) => <AchievementsBlock block={b} />,
  testimonials: (b) => <TestimonialsBlock block={b} />,
  support_teaser: (b) => <SupportTeaserBlock block={b} />,
  publisher_logos: (b) => <LogosBlock block={b} variant="publishers" />,
  partner_logos: (b) => <LogosBlock block={b} variant="partners" />,
  welcome: (b) => <TextBlock block={b} variant="welcome" />,
  team_recommendation: (b) => (
    <Suspense fallback={null}>
      <TeamRecommendationBlock block={b} />
    </Suspense>
  ),
  did_you_know: (b) => <TextBlock block={b} variant="did-you-know" />,
  topic_areas: (b) => <TopicAreasBlock block={b} />,
};

function renderBlock<K extends FrontPageBlockName>(name: K, blocks: FrontPageBlocks, ctx: Context): ReactNode {
  const render = renderers[name] as Renderers[K] | undefined;
  const block = blocks[name];
  return render && block ? render(block as NonNullable<FrontPageBlocks[K]>, ctx) : null;
}

/**
 * The front page: the guest blocks, or the logged-in ones, as the CMS options list them (the route's
 * loader has them, or shows the error page). `accountBar` is the account navigation bar of the accounts
 * feature, first on the logged-in page (see docs/content.md#front-pages).
 */
export function HomePage({ accountBar }: { accountBar?: ReactNode }) {
  const isAuthenticated = useSession() !== null;
  const { data: options } = useSuspenseQuery(cmsQueries.options());
  const { data: page } = useSuspenseQuery(cmsQueries.frontPage(isAuthenticated ? 'user' : 'guest'));
  const blocks = visibleBlocks(page, isAuthenticated ? USER_BLOCK_ORDER : GUEST_BLOCK_ORDER);
  return (
    <div className="home">
      {isAuthenticated && accountBar}
      {blocks.length === 0 && <PlainHome showSignup={!isAuthenticated} />}
      {blocks.map((name) => (
        <div key={name} className={`home__slot home__slot--${name}`}>
          {renderBlock(name, page.blocks, { loggedIn: isAuthenticated, options })}
        </div>
      ))}
    </div>
  );
}

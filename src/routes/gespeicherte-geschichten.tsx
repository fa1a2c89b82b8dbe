import { createFileRoute } from '@tanstack/react-router';
import { PackList } from '../features/story-packs/components/pack-list';
import { pageHead } from '../ui/page-head';

// the stories saved on this device for offline use; it reads only IndexedDB, so it opens offline
export const Route = createFileRoute('/gespeicherte-geschichten')({
  component: PackList,
  head: ({ match }) => pageHead(match, 'Gespeicherte Geschichten'),
});

import type { ListEnvelope } from '../../shared/schemas/errors';

/** A HAL envelope for a list that is answered whole (tags, images, licences): one page holding everything. */
export function wholeList<K extends string, T>(key: K, items: T[]): ListEnvelope<K, T> {
  return { _embedded: { [key]: items } as ListEnvelope<K, T>['_embedded'], currentPage: 1, pagesCount: 1, total: items.length };
}

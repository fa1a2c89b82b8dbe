import { hc, type InferRequestType, type InferResponseType } from 'hono/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { Me } from '../shared/schemas/auth';
import type { AppType } from './app';

// Built, never called: this file tests types. `npm run typecheck` compiles it, so an expected error
// that does not come (a route that accepts a wrong payload) fails the check.
const client = hc<AppType>('http://localhost');

/** Each wrong call, never run: the compiler alone must refuse it. */
export function wrongPayloads() {
  // @ts-expect-error a bookmark names its story by number, not by text
  void client.api.bookmarks.$post({ json: { boardstoryId: 'x' } });
  // @ts-expect-error the story is required
  void client.api.bookmarks.$post({ json: {} });
  // @ts-expect-error no body at all
  void client.api.bookmarks.$post();
  // @ts-expect-error a route that does not exist
  void client.api.bookmark.$post({ json: { boardstoryId: 1 } });
  // @ts-expect-error an image type the schema does not know
  void client.api.images.$get({ query: { imageType: 'POSTER' } });
  // @ts-expect-error the path parameter is named boardstoryId
  void client.api.bookmarks[':boardstoryId'].$delete({ param: { id: '1' } });
}

describe('AppType seen through hc', () => {
  it('asks for the JSON body in the schema’s input type', () => {
    expectTypeOf<InferRequestType<typeof client.api.bookmarks.$post>>().toEqualTypeOf<{ json: { boardstoryId: number } }>();
  });

  it('asks for path and query values as text, a single value where the schema takes one', () => {
    expectTypeOf<InferRequestType<(typeof client.api.bookmarks)[':boardstoryId']['$delete']>['param']>().toEqualTypeOf<{
      boardstoryId: string;
    }>();
    expectTypeOf<InferRequestType<typeof client.api.videos.$get>['query']>().toEqualTypeOf<{
      boardstoryId: string;
      accessCode?: string;
    }>();
    expectTypeOf<InferRequestType<typeof client.api.images.$get>['query']>().toEqualTypeOf<{
      'boardstoryId[]'?: string | string[];
      imageType?: 'TEASER_IMAGE' | 'BOOK_REFERENCE';
    }>();
  });

  it('keeps the handler’s answer type behind requireUser', () => {
    expectTypeOf<InferResponseType<typeof client.api.me.$get, 200>>().toEqualTypeOf<Me>();
  });
});
